import type { Flags, Flow } from '../../engine/index.ts';
import type { StepView } from '../../renderer/wizard/api.ts';
// The server's own views (pure functions of the flow and a session record), so that stories are
// drawn from exactly what the API answers.
import { sessionView } from '../../server/modules/flow-sessions/view.ts';
import { stepView } from '../../server/modules/step-definitions/step-view.ts';
import { project } from './project.ts';

type SessionRecord = Parameters<typeof stepView>[2];

/** Where a session of a flow stands: its step (or final state), flags and answers so far. */
export interface SessionState {
  readonly step: string;
  readonly flags: Flags;
  readonly saved: Readonly<Record<string, unknown>>;
}

export const FAKE_SESSION_ID = '00000000-0000-4000-8000-000000005703';

/** The region a session starts in before the user confirms one. */
export const START_REGION = 'GB';

function recordOf(flow: Flow, state: SessionState): SessionRecord {
  return {
    id: FAKE_SESSION_ID,
    flowId: flow.id,
    flowVersion: flow.version,
    step: state.step,
    launchState: flow.graph.launchStates.get(state.step) ?? 0,
    flags: { ...state.flags },
    region: START_REGION,
    queryParameters: {},
    steps: { ...state.saved },
    details: {},
    version: 1,
    updatedAt: new Date(0),
  };
}

// What crosses the network is JSON: a round trip gives exactly what the renderer would parse.
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** GET /sessions/{id}/step: the step `shown` (the session's own by default). */
export function stepViewOf(flow: Flow, state: SessionState, shown = state.step): StepView {
  return asJson(stepView(project, flow, recordOf(flow, state), shown)) as StepView;
}

/** GET /sessions/{id}, and the `session` of a PUT's answer. */
export function sessionViewOf(flow: Flow, state: SessionState): Record<string, unknown> {
  return asJson(sessionView(flow, recordOf(flow, state))) as Record<string, unknown>;
}
