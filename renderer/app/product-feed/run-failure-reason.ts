import type { TFunction } from 'i18next';

/** What a run says of its failure (AP §4 processing failed). */
export interface RunFailure {
  readonly failureReason: string | null;
  /** Decision 291: the failure's code and parameters; null on older runs. */
  readonly failureReasonCode: string | null;
  readonly failureReasonParams: Readonly<Record<string, string | number>> | null;
}

/**
 * Why a run failed, in the interface's language (decision 291), as `badRowReason` says a row's:
 * the server's English for a run stored before failures had codes, or a code this screen does not
 * know; null for a run that did not fail.
 */
export function runFailureReason(t: TFunction<'productFeed'>, run: RunFailure): string | null {
  if (run.failureReason === null || run.failureReasonCode === null) return run.failureReason;
  return t(`runFailures.${run.failureReasonCode}`, { ...run.failureReasonParams, defaultValue: run.failureReason });
}
