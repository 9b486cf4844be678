import { useCallback, useRef } from 'react';

/** A key for a request that may be sent again: 32 hex digits (crypto.randomUUID needs HTTPS). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyKey {
  /** The key of `request` (what is asked, as text): the same one while it has had no answer. */
  readonly keyFor: (request: string) => string;
  /** The server answered (done or refused): the next attempt is a new request. */
  readonly settle: () => void;
}

/**
 * One key per money request (a charge, a refund), kept across retries after a failure that left
 * the outcome unknown (no answer), so that the server does it once; a changed request, or one the
 * server answered, gets a new key: a provider replays a refusal for a key it has seen.
 */
export function useIdempotencyKey(): IdempotencyKey {
  const current = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: string) => {
    if (current.current?.request !== request) current.current = { request, key: newKey() };
    return current.current.key;
  }, []);
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, settle };
}
