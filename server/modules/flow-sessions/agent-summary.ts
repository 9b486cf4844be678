import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../errors.ts';
import { heldByAgent } from './session-store.ts';

/** The summary step (OL §2), where an agent's client takes over. */
export const SUMMARY_STEP = 'summary';

/** OL §1, §3: past an agent's summary is the client's budget, reached by verifying the link. */
export class ClientContinuesError extends AppError {
  constructor() {
    super(409, 409, 'Share the summary link with your client: they continue to the budget once they verify it.');
  }
}

/**
 * The summary's NEXT (to the budget, for agents) is the client's, after verifying the summary link
 * (decision 172): the agent who holds the session may change the objective or restart, not go on.
 */
export async function assertClientContinuesSummary(em: EntityManager, sessionId: string, event: string): Promise<void> {
  if (event === 'NEXT' && (await heldByAgent(em, sessionId))) throw new ClientContinuesError();
}
