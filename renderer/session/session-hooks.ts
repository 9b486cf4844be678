import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useShell } from '../shell/app-shell.tsx';
import { SessionEndedError, UnknownApiError } from './api-error.ts';
import { unknownFailure } from './auth-client.ts';
import { storedUser, subscribeToSession, type SignedInUser } from './session-store.ts';

/** This page's changes of the session, and another tab's (signing in or out there). */
function subscribe(listener: () => void): () => void {
  const unsubscribe = subscribeToSession(listener);
  window.addEventListener('storage', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in user, kept up to date as the session changes (null when signed out). */
export const useStoredUser = (): SignedInUser | null => useSyncExternalStore(subscribe, storedUser);

/**
 * What to do with a failed call made outside a form: an ended session goes to login (§8), an
 * unknown failure has had its toast. Returns whether the error was one of those.
 */
export function useCallFailure(): (error: unknown) => void {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (error instanceof SessionEndedError) void navigate(error.loginPath, { replace: true });
      else if (!(error instanceof UnknownApiError)) unknownFailure(error);
    },
    [navigate],
  );
}

/** Hides the portal's header while the calling page is shown (§2: login, profile selection). */
export function useHeaderHidden(): void {
  const { setHeaderHidden } = useShell();
  useEffect(() => {
    setHeaderHidden(true);
    return () => {
      setHeaderHidden(false);
    };
  }, [setHeaderHidden]);
}
