import type { RequestHandler } from 'express';
import { InvalidRequestError } from './errors.ts';
import { pathParameterAt } from './openapi/path-parameter-names.ts';
import { isStorableBytes, UNSTORABLE_BYTES, urlBytes } from './storable-text.ts';

/** A header as it came: its name and its value, one character a byte (Node reads them as latin1). */
export type RawHeader = readonly [name: string, value: string];

// Only a name of the characters HTTP allows in one is said back to the client.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Refuses a request whose path, query or headers hold a NUL or bytes that are not UTF-8, before
 * any route: PostgreSQL cannot store such text, and the query parser would quietly turn bad bytes
 * into U+FFFD. A 400 (§8 102) naming the parameter or header.
 */
export const requestTextLimits: RequestHandler = (req, _res, next) => {
  const headers: RawHeader[] = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    headers.push([req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? '']);
  }
  const problem = unstorableTextIn(req.url, headers);
  next(problem === null ? undefined : new InvalidRequestError(problem));
};

/** What the client is told about the first part of the request that holds unstorable text; null if none does. */
export function unstorableTextIn(target: string, headers: readonly RawHeader[]): string | null {
  const queryStart = target.indexOf('?');
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = queryStart === -1 ? '' : target.slice(queryStart + 1);
  return pathProblem(path) ?? queryProblem(query) ?? headerProblem(headers);
}

function pathProblem(path: string): string | null {
  const segments = path.split('/').filter((segment) => segment !== '');
  const bad = segments.findIndex((segment) => !isStorableBytes(urlBytes(segment)));
  if (bad === -1) return null;
  const name = pathParameterAt(segments, bad);
  return name === undefined ? `The path ${UNSTORABLE_BYTES}` : `The path parameter "${name}" ${UNSTORABLE_BYTES}`;
}

function queryProblem(query: string): string | null {
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    const name = equals === -1 ? pair : pair.slice(0, equals);
    if (!isStorableBytes(urlBytes(name))) return `A query parameter's name ${UNSTORABLE_BYTES}`;
    if (equals !== -1 && !isStorableBytes(urlBytes(pair.slice(equals + 1)))) {
      // The name passed the check above: it is text, said as the query parser reads it.
      return `The query parameter "${urlBytes(name.replaceAll('+', ' ')).toString()}" ${UNSTORABLE_BYTES}`;
    }
  }
  return null;
}

function headerProblem(headers: readonly RawHeader[]): string | null {
  const storable = (text: string) => isStorableBytes(Buffer.from(text, 'latin1'));
  const bad = headers.find(([name, value]) => !storable(name) || !storable(value));
  if (bad === undefined) return null;
  const [name] = bad;
  return HEADER_NAME.test(name)
    ? `The header "${name.toLowerCase()}" ${UNSTORABLE_BYTES}`
    : `A header ${UNSTORABLE_BYTES}`;
}
