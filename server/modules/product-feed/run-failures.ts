// Why a feed run failed as a whole (decision 142), as a code and its parameters: the screen says
// it in the interface's language (decision 291, as 230 for rows); the English stays for API users.

import type { ReasonParams } from './row-reasons.ts';

/** A run's failure: what the screen translates, and the English kept beside it. */
export interface RunFailure {
  /** Null where there is nothing to translate: the screen shows the English. */
  readonly code: string | null;
  readonly params: ReasonParams;
  readonly text: string;
}

/** Why a feed as a whole is refused: the run ends failed with it (decision 142). */
export class FeedRefusedError extends Error {
  override name = 'FeedRefusedError';
  readonly failure: RunFailure;
  constructor(failure: RunFailure) {
    super(failure.text);
    this.failure = failure;
  }
}

/** A failure with no code: a screen shows its English (a CSV error the parser words). */
export const unknownFailure = (text: string): RunFailure => ({ code: null, params: {}, text });
