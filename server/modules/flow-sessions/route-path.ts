import type { Flow } from '../../../engine/index.ts';
import type { SessionRecord } from './session-store.ts';

// The creative screens' routes name the creative they show (`imageCreativesCreative/preview/{id}`):
// the template the user picked, else the first one generated (docs/decisions.md).
const FIRST_CREATIVE = 1;

/** The address of `step` for this session, its route's parameters filled in; null for a final state. */
export function routePath(flow: Flow, session: Pick<SessionRecord, 'steps'>, step: string | null): string | null {
  if (step === null || !flow.hasStep(step)) return null;
  return flow.routeOf(step, { id: selectedCreative(session.steps) });
}

function selectedCreative(steps: Readonly<Record<string, unknown>>): number {
  for (const data of Object.values(steps)) {
    const picked = (data as { selectedTemplateId?: unknown } | null)?.selectedTemplateId;
    if (typeof picked === 'number') return picked;
  }
  return FIRST_CREATIVE;
}
