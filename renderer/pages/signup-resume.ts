import { useEffect, useState } from 'react';
import { loginPathFor } from '../session/destinations.ts';
import { storedSession } from '../session/session-store.ts';
import { loadSignedInUser } from '../session/signed-in-user.ts';
import { callApi } from '../wizard/api.ts';
import { forgetSession, storedSessionId } from '../wizard/session-id.ts';
import { forgetSignupRoute } from './signup-flow.ts';

/** Whether /signup goes on: checking the stored session, leaving for `to`, or on with the wizard. */
export type SignupResume =
  { readonly state: 'checking' } | { readonly state: 'leave'; readonly to: string } | { readonly state: 'go' };

/**
 * OL §4 "session resume applies only if the state is at most budget", as the server says of the
 * session this browser stored (its `resumable`): bare /signup takes the visitor back into it up to
 * budget; past it the campaign is its owner's, followed from their dashboard, and sign-up starts
 * afresh for anyone else (decision 374).
 */
export function useSignupResume(flowId: string, entering: boolean): SignupResume {
  const [resume, setResume] = useState<SignupResume>(() =>
    entering && storedSessionId(flowId) !== null ? { state: 'checking' } : { state: 'go' },
  );
  useEffect(() => {
    if (resume.state !== 'checking') return;
    let current = true;
    void decide(flowId).then((decided) => {
      if (current) setResume(decided);
    });
    return () => {
      current = false;
    };
  }, [flowId, resume.state]);
  return resume;
}

async function decide(flowId: string): Promise<SignupResume> {
  const sessionId = storedSessionId(flowId);
  if (sessionId === null) return { state: 'go' };
  // A session that cannot be read is the wizard's to report (or to forget).
  const session = await callApi({ method: 'GET', path: '/sessions/{sessionId}', params: { sessionId } }).catch(
    () => null,
  );
  if (session?.resumable !== false) return { state: 'go' };
  forgetSession(flowId);
  forgetSignupRoute(flowId);
  const signedIn = storedSession();
  const to = session.continueAt ?? null;
  if (to === null || signedIn === null) return { state: 'go' };
  const user = await loadSignedInUser(signedIn.userId).catch(() => null);
  return { state: 'leave', to: user === null ? loginPathFor(to) : to };
}
