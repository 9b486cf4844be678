import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../session/api-error.ts';
import { useCallFailure } from '../../session/session-hooks.ts';

/**
 * The spec's loadable states. Empty is a loaded value with nothing in it (the page decides);
 * failed keeps the known error's message when there was one (an unknown failure has had its toast).
 */
export type Loadable<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'loaded'; readonly value: T }
  | { readonly state: 'failed'; readonly error: ApiError | null };

export interface LoadableResult<T> {
  readonly loadable: Loadable<T>;
  /** Loads again (a retry, or fresh data after a change); the value shown stays until it arrives. */
  readonly reload: () => void;
  /** Replaces the value with one the server answered elsewhere (the wallet after a payment). */
  readonly set: (value: T) => void;
}

/** Loads with `load` whenever it changes (memoise it with its inputs); an ended session goes to login. */
export function useLoadable<T>(load: () => Promise<T>): LoadableResult<T> {
  const onFailure = useCallFailure();
  const [loadable, setLoadable] = useState<Loadable<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setLoadable((shown) => (shown.state === 'loaded' ? shown : { state: 'loading' }));
    load().then(
      (value) => {
        if (current) setLoadable({ state: 'loaded', value });
      },
      (error: unknown) => {
        if (!current) return;
        if (!(error instanceof ApiError)) onFailure(error);
        setLoadable({ state: 'failed', error: error instanceof ApiError ? error : null });
      },
    );
    return () => {
      current = false;
    };
  }, [load, round, onFailure]);
  const reload = useCallback(() => {
    setRound((count) => count + 1);
  }, []);
  const set = useCallback((value: T) => {
    setLoadable({ state: 'loaded', value });
  }, []);
  return { loadable, reload, set };
}
