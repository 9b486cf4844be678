import { canResume, type Flow } from '../../../engine/index.ts';
import { routePath } from './route-path.ts';
import type { SessionRecord } from './session-store.ts';

/** What the API shows of a session: enough for a renderer to draw the current step. */
export function sessionView(flow: Flow, session: SessionRecord) {
  const onStep = flow.hasStep(session.step);
  return {
    sessionId: session.id,
    flowId: session.flowId,
    flowVersion: session.flowVersion,
    step: session.step,
    route: onStep ? flow.meta(session.step).route : null,
    /** The route with its parameters filled in: where a browser shows the step. */
    path: routePath(flow, session, session.step),
    finished: flow.isFinal(session.step),
    launchState: session.launchState,
    counter: onStep ? flow.counter(session.step, session.flags) : null,
    back: onStep ? flow.back(session.step, session.flags) : { step: null, disabled: true },
    flags: session.flags,
    region: session.region,
    queryParameters: session.queryParameters,
    data: session.steps,
    /** The business profile made at sign-up, once someone signed up in the session. */
    businessProfileId: session.businessProfileId ?? null,
    ...resumeOf(session),
    version: session.version,
    updatedAt: session.updatedAt.toISOString(),
  };
}

/**
 * OL §4 "session resume applies only if the state is at most budget": whether sign-up may take
 * the visitor back into this session; past budget the campaign is the signed-up owner's, and it
 * continues from their dashboard (decision 374).
 */
function resumeOf(session: SessionRecord) {
  const profileId = session.businessProfileId ?? null;
  return {
    resumable: canResume(session.launchState),
    continueAt: canResume(session.launchState) || profileId === null ? null : `/app/${String(profileId)}/dashboard`,
  };
}
