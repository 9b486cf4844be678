import type { Flags } from '../../engine/index.ts';

/** One screen of a replayed path, as the user must see it. */
export interface ReplayStep {
  readonly step: string;
  /** The step's route below the flow's base path, as the API answers it. */
  readonly route: string;
  readonly title: string;
}

/**
 * A path of a flow from its first step to a final state, NEXT after NEXT, as XState's path
 * utilities found it on the engine's machine for `flags` (scripts/gen-stories.ts).
 */
export interface Replay {
  readonly flowId: string;
  readonly flags: Flags;
  /** Where the wizard is mounted: the flow's base path with its parameters filled in. */
  readonly basePath: string;
  readonly path: readonly ReplayStep[];
  /** The final state the last NEXT reaches. */
  readonly end: string;
}

/**
 * Set on the story's canvas by the replay's play function: `running`, then `passed` or `failed`
 * (the reason in REPLAY_FAILURE_ATTRIBUTE). tests/stories reads it in Chromium.
 */
export const REPLAY_OUTCOME_ATTRIBUTE = 'data-replay';
export const REPLAY_FAILURE_ATTRIBUTE = 'data-replay-failure';
