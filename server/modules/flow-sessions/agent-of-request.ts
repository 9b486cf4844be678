import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { AppError } from '../../errors.ts';
import { TokenExpiredError } from '../accounts/account-errors.ts';
import { sessionOfHeader } from '../accounts/auth-sessions.ts';

const AGENT_FLOW = 'agent';

/**
 * The signed-in agent a new session is built by (OL §1, §2; decision 170): a user with the agent
 * flag, signed in, who opens the agent flow or an address with `agentid`. An `agentid` alone names
 * nobody (anyone can type one): it keeps §2's agent flag but no agent holds the session.
 */
export async function agentStartingSession(
  em: EntityManager,
  req: Request,
  flowId: string,
  queryParameters: Readonly<Record<string, string>> | undefined,
): Promise<number | null> {
  const header = req.get('authorization');
  const asksForAgent = flowId === AGENT_FLOW || (queryParameters?.agentid ?? '') !== '';
  if (header === undefined || !asksForAgent) return null;
  const signedIn = await sessionOfHeader(em, header).catch((error: unknown) => {
    // An expired token (62) is refreshed by the browser and sent again; a dead sign-in left in a
    // browser (61, 63) is a visitor like any other, who may start a sign-up.
    if (error instanceof TokenExpiredError) throw error;
    if (error instanceof AppError) return null;
    throw error;
  });
  return signedIn?.user.isAgent === true ? signedIn.user.id : null;
}
