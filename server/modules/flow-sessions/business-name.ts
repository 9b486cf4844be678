import type { SessionRecord } from './session-store.ts';

/** The business's name as the session has it: the §3 details document, else a business details step. */
export function businessNameOf(session: Pick<SessionRecord, 'details' | 'steps'>): string {
  const candidates = [session.details, session.steps.businessDetails, session.steps.businessDetailsv2];
  for (const candidate of candidates) {
    const name = (candidate as { name?: unknown } | undefined)?.name;
    if (typeof name === 'string' && name !== '') return name;
  }
  return 'My business';
}
