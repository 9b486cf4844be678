import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, fetchStep, submitStep, type StepView } from './api.ts';
import { forgetSession, resumeOrStartSession } from './session-id.ts';
import { toErrorSchema } from './validator.ts';

export interface WizardState {
  readonly sessionId: string | null;
  readonly view: StepView | null;
  readonly failure: string | null;
  readonly busy: boolean;
  readonly serverErrors: ErrorSchema | undefined;
  readonly next: (data: unknown) => void;
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
export function useWizard(flowId: string, basePath: string): WizardState {
  const route = useParams()['*'] ?? '';
  const { search } = useLocation();
  const navigate = useNavigate();
  const sessionId = useSessionId(flowId, search);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>(undefined);
  const go = (to: string | null, replace = false) => void navigate(`${basePath}/${to ?? ''}${search}`, { replace });

  useEffect(() => {
    if (sessionId === null || loaded?.forRoute === route || loaded?.view.meta?.route === route) return;
    let current = true;
    loadStep(sessionId, route).then(
      (view) => {
        if (!current) return;
        setLoaded({ forRoute: route, view });
        setServerErrors(undefined);
        const shown = view.meta?.route ?? '';
        if (shown !== route) void navigate(`${basePath}/${shown}${search}`, { replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        // A session the server no longer has (a new database): the next visit starts again.
        if (error instanceof ApiError && error.status === 404) forgetSession(flowId);
        setFailure(String(error));
      },
    );
    return () => {
      current = false;
    };
  }, [basePath, flowId, loaded, navigate, route, search, sessionId]);

  const view = loaded?.view ?? null;

  const next = (data: unknown) => {
    if (sessionId === null || view === null) return;
    setBusy(true);
    submitStep(sessionId, view.step, data ?? {})
      .then(
        (nextRoute) => {
          go(nextRoute);
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.fields.length > 0) setServerErrors(toErrorSchema(error.fields));
          else setFailure(String(error));
        },
      )
      .finally(() => {
        setBusy(false);
      });
  };

  const back = () => {
    if (view?.meta?.backRoute != null) go(view.meta.backRoute);
  };

  return { sessionId, view, failure, busy, serverErrors, next, back };
}

/** The session this browser runs the flow in (null while it is being found or started). */
function useSessionId(flowId: string, search: string): string | null {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [query] = useState(search);
  useEffect(() => {
    let current = true;
    void resumeOrStartSession(flowId, new URLSearchParams(query)).then((id) => {
      if (current) setSessionId(id);
    });
    return () => {
      current = false;
    };
  }, [flowId, query]);
  return sessionId;
}

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
