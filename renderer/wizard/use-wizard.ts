import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { loginPathFor } from '../account/destinations.ts';
import { ApiError, fetchStep, submitStep, type StepView } from './api.ts';
import { carriedSearch, forgetSession, resumeOrStartSession } from './session-id.ts';
import { toErrorSchema } from './validator.ts';

export interface WizardState {
  readonly sessionId: string | null;
  readonly view: StepView | null;
  readonly failure: string | null;
  readonly busy: boolean;
  readonly serverErrors: ErrorSchema | undefined;
  /** Saves the step's data with NEXT, or with another event of the step (EDIT, RESTART...). */
  readonly submit: (data: unknown, event?: string) => void;
  readonly back: () => void;
}

/** A step as loaded for a URL: the server may answer another step (§4) than the URL names. */
interface Loaded {
  readonly forRoute: string;
  readonly view: StepView;
}

/**
 * A flow run against the server. The URL names the step shown (`{basePath}/{route}`); the server
 * says which steps are open and where NEXT leads.
 */
export function useWizard(
  flowId: string,
  basePath: string,
  region: string | null,
  givenSessionId?: string,
): WizardState {
  const route = useParams()['*'] ?? '';
  const { search } = useLocation();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const foundSessionId = useSessionId(flowId, region, search, setFailure, givenSessionId === undefined);
  const sessionId = givenSessionId ?? foundSessionId;
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>(undefined);
  // §2: only refcode, code, agentid and normalFlow travel from one step to the next.
  const go = (to: string | null, replace = false) =>
    void navigate(`${basePath}/${to ?? ''}${carriedSearch(search)}`, { replace });

  // The URL names a step other than the one shown: it is on its way (the form waits for it).
  const stale = loaded === null || (loaded.forRoute !== route && loaded.view.meta?.path !== route);

  useEffect(() => {
    if (sessionId === null || !stale) return;
    let current = true;
    loadStep(sessionId, route).then(
      (view) => {
        if (!current) return;
        setLoaded({ forRoute: route, view });
        setServerErrors(undefined);
        setFailure(null);
        // A finished flow has no step to show: it stays at the address it finished on.
        const shown = view.meta?.path ?? route;
        if (shown !== route) void navigate(`${basePath}/${shown}${carriedSearch(search)}`, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        // A session the server no longer has (a new database), or another account's: the next
        // visit starts again.
        if (
          error instanceof ApiError &&
          (error.status === 404 || error.status === 403) &&
          givenSessionId === undefined
        ) {
          forgetSession(flowId);
        }
        // A session someone signed up in needs them signed in (AP §2: login with a redirect back).
        if (error instanceof ApiError && error.status === 401) {
          void navigate(loginPathFor(`${basePath}/${route}`), { replace: true, state: SIGN_IN_REQUIRED });
          return;
        }
        setFailure(messageOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [basePath, flowId, givenSessionId, navigate, route, search, sessionId, stale]);

  const view = loaded?.view ?? null;

  const submit = (data: unknown, event = 'NEXT') => {
    if (sessionId === null || view === null) return;
    setBusy(true);
    submitStep(sessionId, view.step, data ?? {}, event)
      .then(
        async (nextPath) => {
          // The last step finishes the flow: its final view is shown where the user is.
          if (nextPath === null) setLoaded({ forRoute: route, view: await fetchStep(sessionId) });
          else go(nextPath);
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.fields.length > 0) setServerErrors(toErrorSchema(error.fields));
          // §4: a step the stored launch state does not open goes to the one it does.
          else if (error instanceof ApiError && error.redirect !== null) setLoaded(null);
          else setFailure(messageOf(error));
        },
      )
      .catch((error: unknown) => {
        setFailure(messageOf(error));
      })
      .finally(() => {
        setBusy(false);
      });
  };

  const back = () => {
    if (view?.meta?.backRoute != null) go(view.meta.backRoute);
  };

  return { sessionId, view, failure, busy: busy || stale, serverErrors, submit, back };
}

/** The session this browser runs the flow in (null while it is being found or started). */
function useSessionId(
  flowId: string,
  region: string | null,
  search: string,
  setFailure: (failure: string) => void,
  wanted: boolean,
): string | null {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [query] = useState(search);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    resumeOrStartSession(flowId, region, new URLSearchParams(query)).then(
      (id) => {
        if (current) setSessionId(id);
      },
      (error: unknown) => {
        if (current) setFailure(messageOf(error));
      },
    );
    return () => {
      current = false;
    };
  }, [flowId, query, region, setFailure, wanted]);
  return sessionId;
}

/** Navigation state of the way to login the server demanded: nothing to confirm before quitting. */
const SIGN_IN_REQUIRED = { signInRequired: true } as const;

export const isSignInRequired = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'signInRequired' in state && state.signInRequired === true;

// A route the stored launch state does not open yet, or no route, shows the session's own step (§4).
async function loadStep(sessionId: string, route: string): Promise<StepView> {
  if (route === '') return fetchStep(sessionId);
  try {
    return await fetchStep(sessionId, route);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 409 || error.status === 404)) return fetchStep(sessionId);
    throw error;
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
