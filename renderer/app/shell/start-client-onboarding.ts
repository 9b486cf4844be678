import { continueSignupFlow, forgetSignupRoute } from '../../pages/signup-flow.ts';
import { startNewSession } from '../../wizard/session-id.ts';

const AGENT_FLOW = 'agent';

/**
 * OL §1, §2: an agent starts a client's onboarding in the agent flow, with their own id as
 * `agentid` (the server takes it from their sign-in anyway). Each client gets a new session, so the
 * one before stays the previous client's. Answers the address the onboarding opens at.
 */
export async function startClientOnboarding(agentId: number): Promise<string> {
  const search = new URLSearchParams({ agentid: String(agentId) });
  await startNewSession(AGENT_FLOW, search);
  forgetSignupRoute(AGENT_FLOW);
  continueSignupFlow(AGENT_FLOW);
  return `/signup?${search.toString()}`;
}
