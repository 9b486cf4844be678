// What a wallet transaction is called in the table (AP §3 ledger). Pure: the keys are in
// locales/<lng>/account.json under `wallet.kinds`; tests/renderer/money-pages.test.ts runs it.
import type { WalletTransaction } from './wallet-types.ts';

/** A label as an i18next key of the `account` namespace and what it interpolates. */
export interface Label {
  readonly key: string;
  readonly values: Readonly<Record<string, string | number>>;
}

/** The type column: "Funds added", "Refund", "Locked for campaign #12", ... */
export function transactionLabel({ kind, campaignId }: Pick<WalletTransaction, 'kind' | 'campaignId'>): Label {
  if (kind === 'addFunds' || kind === 'refund' || kind === 'addOn') return { key: `wallet.kinds.${kind}`, values: {} };
  // Lock, release and spend move a campaign's funds; one without a campaign would be a server bug,
  // but still reads as what it did.
  return campaignId === null
    ? { key: `wallet.kinds.${kind}Unknown`, values: {} }
    : { key: `wallet.kinds.${kind}`, values: { id: campaignId } };
}

/** The status column: succeeded, pending or failed (a failed refund gave the money back). */
export const statusLabel = ({ status }: Pick<WalletTransaction, 'status'>): Label => ({
  key: `wallet.statuses.${status}`,
  values: {},
});
