import type { Region } from '../../schemas/generated/index.ts';
import { startSession } from './api.ts';

// onboarding-and-launch §2: these query parameters travel with the session (agentid sets the agent flag).
const CARRIED_PARAMETERS = ['agentid', 'refcode', 'code', 'normalFlow'] as const;

const storageKey = (flowId: string) => `adflow.session.${flowId}`;

/** The query that travels with every navigation (`?agentid=7&refcode=x`), or '' when there is none. */
export function carriedSearch(search: string): string {
  const from = new URLSearchParams(search);
  const carried = new URLSearchParams();
  for (const name of CARRIED_PARAMETERS) {
    const value = from.get(name);
    if (value !== null) carried.set(name, value);
  }
  const query = carried.toString();
  return query === '' ? '' : `?${query}`;
}

/** The session this browser holds for `flowId`, if any. */
export const storedSessionId = (flowId: string): string | null => localStorage.getItem(storageKey(flowId));

/** Runs `flowId` in the session `sessionId` from now on (an agent's summary link hands one over). */
export function adoptSession(flowId: string, sessionId: string): void {
  localStorage.setItem(storageKey(flowId), sessionId);
}

// One start per flow even when two components (or React's strict-mode double effects) ask at once.
const starting = new Map<string, Promise<string>>();

/** The session this browser runs the flow in: the stored one, else a new one in `region`. */
export function resumeOrStartSession(flowId: string, region: Region | null, search: URLSearchParams): Promise<string> {
  const stored = localStorage.getItem(storageKey(flowId));
  if (stored !== null) return Promise.resolve(stored);
  const pending = starting.get(flowId) ?? start(flowId, region, search);
  starting.set(flowId, pending);
  return pending;
}

/** A new session of `flowId`, run from now on instead of the stored one (an agent's next client). */
export function startNewSession(flowId: string, search: URLSearchParams): Promise<string> {
  return start(flowId, null, search);
}

async function start(flowId: string, region: Region | null, search: URLSearchParams): Promise<string> {
  const queryParameters = Object.fromEntries(new URLSearchParams(carriedSearch(search.toString())));
  try {
    const sessionId = await startSession(flowId, region, queryParameters);
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
