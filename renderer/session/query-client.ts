import { keepPreviousData, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { storedSession, subscribeToSession } from './session-store.ts';

let failureHandler: (error: unknown) => void = () => undefined;

/**
 * Where a failed load that is no refusal goes (an ended session to login, anything else to its
 * toast): the query layout sets it, since it needs the router. A refusal the page says itself.
 */
export function setLoadFailureHandler(handler: (error: unknown) => void): void {
  failureHandler = handler;
}

/**
 * The signed-in pages' data, loaded and cached by TanStack Query. A query is not retried (the
 * client already retries once with refreshed tokens, AP §8); the page offers a retry instead. It
 * loads when its page opens (showing what is cached meanwhile) or is asked to, not when the window
 * regains focus. A new key (another page of a table) keeps the last answer shown until its own
 * arrives.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      if (!(error instanceof ApiError)) failureHandler(error);
    },
  }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, placeholderData: keepPreviousData },
  },
});

// One person's answers never show to the next one signed in on this browser.
let signedInUser = storedSession()?.userId ?? null;
subscribeToSession(() => {
  const userId = storedSession()?.userId ?? null;
  if (userId !== signedInUser) queryClient.clear();
  signedInUser = userId;
});
