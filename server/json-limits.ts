import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { InvalidRequestError } from './errors.ts';
import { isStorableBytes, isStorableText, UNSTORABLE_BYTES, UNSTORABLE_JSON_TEXT } from './storable-text.ts';

// Step data is a form: nothing real nests this deep, and deep nesting costs every later copy.
const MAX_DEPTH = 32;

/** body-parser's `type` of the error `utf8Only` throws; the error handler answers it. */
export const BODY_NOT_UTF8 = 'entity.not.utf8';
export const BODY_NOT_UTF8_MESSAGE = `The body ${UNSTORABLE_BYTES}`;

/**
 * express.json's `verify`: a UTF-8 body must be UTF-8 throughout, with no NUL byte. The decoder
 * would make U+FFFD of bad bytes, and the server would store what the client never sent.
 */
export function utf8Only(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  if (/^utf-?8$/i.test(encoding) && !isStorableBytes(body)) {
    throw Object.assign(new Error(BODY_NOT_UTF8_MESSAGE), { type: BODY_NOT_UTF8 });
  }
}

/**
 * Refuses JSON that PostgreSQL cannot store or the server should not walk: NUL characters and lone
 * surrogates in text (jsonb refuses both), as values or keys at any depth, and nesting past 32
 * levels. A 400 naming the field (a JSON pointer), before any work.
 */
export const jsonLimits: RequestHandler = (req, _res, next) => {
  next(jsonRefusal(req.body as unknown) ?? undefined);
};

/** The refusal of a JSON value's first text that cannot be stored, or of its depth; null if neither. */
export function jsonRefusal(root: unknown): InvalidRequestError | null {
  const stack: [unknown, number, string][] = [[root, 0, '']];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [value, depth, pointer] = item;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return unstorable(pointer, pointer === '' ? 'The body' : `The field ${pointer}`);
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_DEPTH) return new InvalidRequestError(`The request nests deeper than ${MAX_DEPTH} levels`);
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableText(key)) {
          return unstorable(pointer, `A field name in ${pointer === '' ? 'the body' : pointer}`);
        }
        stack.push([child, depth + 1, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`]);
      }
    }
  }
  return null;
}

/** `where` (the field, a JSON pointer, or the body) holds text PostgreSQL cannot store. */
const unstorable = (pointer: string, where: string) =>
  new InvalidRequestError(`${where} ${UNSTORABLE_JSON_TEXT}`, [
    { path: pointer, message: `Text ${UNSTORABLE_JSON_TEXT}` },
  ]);
