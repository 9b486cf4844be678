import type { Region } from '../../schemas/generated/index.ts';
import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { loginPathFor } from '../session/destinations.ts';
import { loadSignedInUser } from '../session/signed-in-user.ts';
import { ApiError } from '../session/api-error.ts';
import { fetchStep, submitStep, type StepView, type Submitted } from './api.ts';
import { carriedSearch, forgetSession, resumeOrStartSession } from './session-id.ts';
import { refusalOf } from './step-refusal.ts';

export interface WizardState {
  readonly sessionId: string | null;
  readonly view: StepView | null;
  readonly failure: string | null;
  readonly busy: boolean;
  readonly serverErrors: ErrorSchema | undefined;
  /** A refusal of the last submission that names no field (the form stays, with it above its buttons). */
  readonly notice: string | null;
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
  region: Region | null,
  givenSessionId?: string,
): WizardState {
  const route = useParams()['*'] ?? '';
  const { search } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('account');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const foundSessionId = useSessionId(flowId, region, search, setFailure, givenSessionId === undefined);
  const sessionId = givenSessionId ?? foundSessionId;
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
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
        setNotice(null);
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

  // Where a submission leads: the next step, the finished flow's view where the user is, or (a
  // new account the step signed up, decision 371) its password first, then the next step.
  const moveOn = async ({ path: nextPath, signedIn }: Submitted, id: string) => {
    // The user is loaded for the pages that follow (AP §2 signed in: a stored token and a loaded user).
    const user = signedIn === null ? null : await loadSignedInUser(signedIn.userId).catch(() => null);
    if (user !== null && user.hasPassword === false) {
      const then = `${basePath}/${nextPath ?? route}${carriedSearch(search)}`;
      void navigate(`/setPassword?redirect=${encodeURIComponent(then)}`, { state: PART_OF_SIGNUP });
    } else if (nextPath === null) setLoaded({ forRoute: route, view: await fetchStep(id) });
    else go(nextPath);
  };

  const submit = (data: unknown, event = 'NEXT') => {
    if (sessionId === null || view === null) return;
    setBusy(true);
    setNotice(null);
    // RJSF's data of a step's form, whose root schema is an object.
    submitStep(sessionId, view.step, (data ?? {}) as Record<string, unknown>, event)
      .then((submitted) => moveOn(submitted, sessionId))
      .catch((error: unknown) => {
        // §4: a step the stored launch state does not open goes to the one it does.
        if (error instanceof ApiError && error.fields.length === 0 && error.redirect !== null) {
          setLoaded(null);
          return;
        }
        // A session someone signed up in needs them signed in (AP §2: login with a redirect back).
        if (error instanceof ApiError && error.status === 401) {
          void navigate(loginPathFor(`${basePath}/${route}`), { replace: true, state: SIGN_IN_REQUIRED });
          return;
        }
        // Any other refusal keeps the form and what was typed, the message where it can be acted on.
        const refusal = refusalOf(error, view.uiSchema ?? {}, t, t('errors.unknown'));
        setServerErrors(refusal.fieldErrors);
        setNotice(refusal.notice);
      })
      .finally(() => {
        setBusy(false);
      });
  };

  const back = () => {
    if (view?.meta?.backRoute != null) go(view.meta.backRoute);
  };

  return { sessionId, view, failure, busy: busy || stale, serverErrors, notice, submit, back };
}

/** The session this browser runs the flow in (null while it is being found or started). */
function useSessionId(
  flowId: string,
  region: Region | null,
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

/** Navigation state of a page sign-up itself leads to (the new account's password): nothing is quit. */
const PART_OF_SIGNUP = { partOfSignup: true } as const;

export const isPartOfSignup = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'partOfSignup' in state && state.partOfSignup === true;

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
