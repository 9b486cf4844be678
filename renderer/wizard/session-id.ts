import { startSession } from './api.ts';

// onboarding-and-launch §2: these query parameters travel with the session (agentid sets the agent flag).
const CARRIED_PARAMETERS = ['agentid', 'refcode', 'code', 'normalFlow'] as const;

const storageKey = (flowId: string) => `adflow.session.${flowId}`;

// One start per flow even when two components (or React's strict-mode double effects) ask at once.
const starting = new Map<string, Promise<string>>();

/** The session this browser runs the flow in: the stored one, else a new one. */
export function resumeOrStartSession(flowId: string, search: URLSearchParams): Promise<string> {
  const stored = localStorage.getItem(storageKey(flowId));
  if (stored !== null) return Promise.resolve(stored);
  const pending = starting.get(flowId) ?? start(flowId, search);
  starting.set(flowId, pending);
  return pending;
}

async function start(flowId: string, search: URLSearchParams): Promise<string> {
  const queryParameters: Record<string, string> = {};
  for (const name of CARRIED_PARAMETERS) {
    const value = search.get(name);
    if (value !== null) queryParameters[name] = value;
  }
  try {
    const sessionId = await startSession(flowId, queryParameters);
    localStorage.setItem(storageKey(flowId), sessionId);
    return sessionId;
  } finally {
    starting.delete(flowId);
  }
}

/** Forgets a session the server no longer knows, so the next visit starts a new one. */
export function forgetSession(flowId: string): void {
  localStorage.removeItem(storageKey(flowId));
}
