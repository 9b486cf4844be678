import type { Flow } from '../../../engine/index.ts';
import type { SessionRecord } from './session-store.ts';

// The creative screens' routes name the creative they show (`imageCreativesCreative/preview/{id}`):
// the template the user picked, else the first one generated (docs/decisions.md). Store onboarding's
// `{businessProfileId}` (AP §2 assets/{businessProfileId}) is the profile made for the session.
const FIRST_CREATIVE = 1;

/**
 * The address of `step` for this session, its route's parameters filled in from what the session
 * holds (`{id}`: the picked creative; any other: the answer of that name); null for a final state.
 * A parameter the session cannot fill yet stays as it is written in the route.
 */
export function routePath(
  flow: Flow,
  session: Pick<SessionRecord, 'steps' | 'businessProfileId'>,
  step: string | null,
): string | null {
  if (step === null || !flow.hasStep(step)) return null;
  const { route } = flow.meta(step);
  const params: Record<string, string | number> = { id: FIRST_CREATIVE };
  if (session.businessProfileId != null) params.businessProfileId = session.businessProfileId;
  for (const [, param = '', optional] of route.matchAll(/\{(\w+)(\?)?\}/g)) {
    const value = answerNamed(session.steps, param === 'id' ? 'selectedTemplateId' : param) ?? params[param];
    if (value !== undefined) params[param] = value;
    else if (optional === undefined) params[param] = `{${param}}`;
  }
  return flow.routeOf(step, params);
}

function answerNamed(steps: Readonly<Record<string, unknown>>, name: string): string | number | undefined {
  for (const data of Object.values(steps)) {
    const value = (data as Record<string, unknown> | null)?.[name];
    if (typeof value === 'number' || typeof value === 'string') return value;
  }
  return undefined;
}
