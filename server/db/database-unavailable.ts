import { ConnectionException } from '@mikro-orm/core';
import { codeOf, errorChain } from './error-chain.ts';
import { isRefusedInput } from './refused-input.ts';

// PostgreSQL's own words for "not now": class 08 (connection exception) and 57P01-57P03 (the
// server is shutting down, crashed, or starting up and not yet accepting connections). 08P01, a
// protocol violation, is a message it refused to read, on a connection that lives on.
const UNAVAILABLE_SQLSTATE = /^(08(?!P01)[0-9A-Z]{3}|57P0[1-3])$/;
// The socket's words when nothing listens or the connection broke.
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
// node-postgres says a connection died in plain words, with no code: these are its messages.
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated due to connection timeout/,
];

/**
 * Whether an error means the database cannot be reached right now (down, restarting, the
 * connection cut), rather than that the query was wrong: the request may be tried again later.
 * The driver's error may come wrapped by the ORM (which copies its code) or as its `cause`. Text
 * the database refused is never an outage, whatever wraps it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isRefusedInput(error)) return false;
  return errorChain(error).some((current) => {
    if (current instanceof ConnectionException) return true;
    const code = codeOf(current);
    if (UNAVAILABLE_SQLSTATE.test(code) || SOCKET_ERRORS.has(code)) return true;
    return DRIVER_MESSAGES.some((words) => words.test(current.message));
  });
}
