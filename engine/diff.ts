import jsonPatch, { type JsonPatchError, type Operation } from 'fast-json-patch';
import { EngineError } from './errors.ts';

/** One difference between two versions of a document: an RFC 6902 JSON Patch operation. */
export type Difference = Operation;

/**
 * §4: PATCH sends only the differences between old and new, and nothing when there are none.
 * The result is a JSON Patch, so the server applies exactly what changed.
 */
export function diff(before: object, after: object): Difference[] {
  return jsonPatch.compare(before, after);
}

export class InvalidDifferencesError extends EngineError {
  override name = 'InvalidDifferencesError';
}

/** Applies differences to a copy of `document`; the original is never touched. */
export function applyDifferences<T extends object>(document: T, differences: readonly Difference[]): T {
  try {
    // Typed as always returning an error; it returns undefined for a valid patch.
    const problem = jsonPatch.validate([...differences], document) as JsonPatchError | undefined;
    if (problem !== undefined) throw problem;
    // banPrototypeModifications: a patch may not reach __proto__.
    return jsonPatch.applyPatch(document, [...differences], false, false, true).newDocument;
  } catch (error) {
    // The library throws its own errors for bad patches and plain ones too (a TypeError for a
    // __proto__ path, a RangeError for a value nested too deep): all mean "does not apply".
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
    throw new InvalidDifferencesError(`The differences do not apply: ${reason}`, { cause: error });
  }
}
