import type { RequestHandler } from 'express';
import { InvalidRequestError } from './errors.ts';

// Step data is a form: nothing real nests this deep, and deep nesting costs every later copy.
const MAX_DEPTH = 32;

/**
 * Refuses JSON that PostgreSQL cannot store or the server should not walk: NUL characters and lone
 * surrogates in text (jsonb refuses both) and nesting past 32 levels. A 400, before any work.
 */
export const jsonLimits: RequestHandler = (req, _res, next) => {
  const problem = firstProblem(req.body as unknown);
  next(problem === null ? undefined : new InvalidRequestError(problem));
};

function firstProblem(root: unknown): string | null {
  const stack: [unknown, number][] = [[root, 0]];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [value, depth] = item;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return 'Text may not contain NUL characters or unpaired surrogates';
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_DEPTH) return `The request nests deeper than ${MAX_DEPTH} levels`;
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableText(key)) return 'Text may not contain NUL characters or unpaired surrogates';
        stack.push([child, depth + 1]);
      }
    }
  }
  return null;
}

function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}
