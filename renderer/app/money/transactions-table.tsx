import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPath } from '../../session/destinations.ts';
import { Pager } from '../../ui/pager.tsx';
import { LoadFailed, Loading, reloadOf } from './load-states.tsx';
import { statusLabel, transactionLabel } from './transaction-labels.ts';
import { useQuery } from '@tanstack/react-query';
import { useMoneyFormat } from './use-money-format.ts';
import { fetchTransactions, type WalletTransaction } from './wallet-api.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MONEY_TABLE, ROWS_AS_CARDS_ON_PHONES } from '../../ui/table-styles.ts';

// AP §7: the page size the server defaults to.
const PAGE_SIZE = 20;

interface TransactionsTableProps {
  readonly profileId: number;
  /** The wallet's currency; null before the first payment (then there is nothing to list). */
  readonly currencyCode: string | null;
  /** Changes when the wallet did (a payment, a refund): the first page is loaded afresh. */
  readonly version: number;
}

/** AP §3 the wallet's ledger, newest first, a page at a time: empty, loading, loaded or failed. */
export function TransactionsTable({ profileId, currencyCode, version }: TransactionsTableProps) {
  const { t } = useTranslation('money');
  const [paging, setPaging] = useState({ page: 1, version });
  // A change of the wallet shows its newest entries: back to the first page.
  const page = paging.version === version ? paging.page : 1;
  // `version` is a reason to load again even when the page stays the same.
  const query = useQuery({
    queryKey: ['transactions', profileId, page, version],
    queryFn: () => fetchTransactions(profileId, page, PAGE_SIZE),
  });
  const goTo = (next: number) => {
    setPaging({ page: next, version });
  };
  return (
    <section aria-labelledby="transactions-heading" className="mbs-8">
      <h2 id="transactions-heading" className="text-[1.15rem]">
        {t('wallet.transactions.heading')}
      </h2>
      {query.isPending && <Loading />}
      {query.isError && <LoadFailed error={query.error} onRetry={reloadOf(query)} />}
      {query.isSuccess &&
        (query.data.total === 0 || currencyCode === null ? (
          <EmptyState>{t('wallet.transactions.empty')}</EmptyState>
        ) : (
          <>
            <div className="table-scroll">
              <table className={`${MONEY_TABLE} ${ROWS_AS_CARDS_ON_PHONES}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('wallet.transactions.date')}</th>
                    <th scope="col">{t('wallet.transactions.type')}</th>
                    <th scope="col" className="amount">
                      {t('wallet.transactions.amount')}
                    </th>
                    <th scope="col" className="amount">
                      {t('wallet.transactions.availableAfter')}
                    </th>
                    <th scope="col">{t('wallet.transactions.status')}</th>
                    <th scope="col">{t('wallet.transactions.invoice')}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.items.map((item) => (
                    <TransactionRow key={item.id} item={item} profileId={profileId} currencyCode={currencyCode} />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              label={t('wallet.transactions.pages')}
              page={page}
              total={query.data.total}
              pageSize={PAGE_SIZE}
              onPage={goTo}
            />
          </>
        ))}
    </section>
  );
}

interface RowProps {
  readonly item: WalletTransaction;
  readonly profileId: number;
  readonly currencyCode: string;
}

/** A failed payment in the danger colour, a pending one muted. */
const STATUS_COLOURS: Partial<Record<WalletTransaction['status'], string>> = {
  failed: 'text-danger',
  pending: 'text-muted',
};

function TransactionRow({ item, profileId, currencyCode }: RowProps) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const type = transactionLabel(item);
  const status = statusLabel(item);
  return (
    <tr>
      <td data-label={t('wallet.transactions.date')}>{format.date(item.createdAt, true)}</td>
      <td data-label={t('wallet.transactions.type')}>
        {t(type.key, type.values)}
        {/* The number alone means little to an owner: the campaign's name under it. */}
        {item.campaignName !== null && <span className="block text-[0.875rem] text-muted">{item.campaignName}</span>}
      </td>
      <td className="amount" data-label={t('wallet.transactions.amount')}>
        {format.money(item.amountMinor, currencyCode)}
      </td>
      <td className="amount" data-label={t('wallet.transactions.availableAfter')}>
        {format.money(item.availableAfterMinor, currencyCode)}
      </td>
      <td data-label={t('wallet.transactions.status')}>
        <span className={STATUS_COLOURS[item.status]}>{t(status.key, status.values)}</span>
        {item.failureReason !== null && <span className="block text-[0.875rem] text-muted">{item.failureReason}</span>}
      </td>
      <td data-label={item.invoiceId === null ? undefined : t('wallet.transactions.invoice')}>
        {item.invoiceId !== null && (
          <Link to={appPath(profileId, `invoice/${item.invoiceId}`)}>{item.invoiceNumber ?? item.invoiceId}</Link>
        )}
      </td>
    </tr>
  );
}
