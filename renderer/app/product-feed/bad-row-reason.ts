import type { TFunction } from 'i18next';
import type { BadRow } from './product-feed-api.ts';

/**
 * Why a row was refused, in the interface's language (decision 230): the translation of its code
 * with its parameters; the server's English for a row of a run stored before rows had codes, or
 * for a code this version of the screen does not know.
 */
export function badRowReason(t: TFunction<'productFeed'>, row: BadRow): string {
  if (row.reasonCode === null) return row.reason;
  return t(`rowReasons.${row.reasonCode}`, { ...row.reasonParams, defaultValue: row.reason });
}
