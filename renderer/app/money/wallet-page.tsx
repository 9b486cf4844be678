import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Region } from '../../../schemas/generated/index.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { appPath } from '../../session/destinations.ts';
import { AddFunds } from './add-funds.tsx';
import { LoadFailed, Loading, reloadOf } from './load-states.tsx';
import { RefundForm } from './refund-form.tsx';
import { TransactionsTable } from './transactions-table.tsx';
import { useMoneyFormat } from './use-money-format.ts';
import { fetchWallet, REGION_OF_CURRENCY, type CurrencyCode, type Wallet, type WalletChange } from './wallet-api.ts';
import { useAppData } from '../shell/app-data.ts';

const CURRENCY_OF_REGION: Readonly<Record<Region, CurrencyCode>> = { IN: 'INR', GB: 'GBP' };

/** A balance's card: the two share the row, each at least 12rem wide. */
const BALANCE = 'flex-[1_1_12rem] rounded-card border border-line px-5 py-4';

/**
 * /app/{businessProfileId}/wallet (AP §2, §3, §7): the available balance and the funds locked for
 * campaigns, adding funds through the region's provider, refunds, and the transactions.
 */
export function Component() {
  const { t } = useTranslation('money');
  const { profile } = useAppData();
  usePageTitle(t('app:pages.wallet'));

  const queryClient = useQueryClient();
  const queryKey = ['wallet', profile.id];
  const wallet = useQuery({ queryKey, queryFn: () => fetchWallet(profile.id) });
  return (
    <main className="app-page wallet-page">
      <h1>{t('app:pages.wallet')}</h1>
      <p>
        <Link to={appPath(profile.id, 'addOns')}>{t('addOns:page.link')}</Link>
      </p>
      {wallet.isPending && <Loading />}
      {wallet.isError && <LoadFailed error={wallet.error} onRetry={reloadOf(wallet)} />}
      {wallet.isSuccess && (
        <WalletView
          profileId={profile.id}
          wallet={wallet.data}
          onChange={(value) => queryClient.setQueryData(queryKey, value)}
        />
      )}
    </main>
  );
}

interface WalletViewProps {
  readonly profileId: number;
  readonly wallet: Wallet;
  readonly onChange: (wallet: Wallet) => void;
}

function WalletView({ profileId, wallet, onChange }: WalletViewProps) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  // Before the first payment the region is chosen (India by default); afterwards it is the wallet's.
  const [chosen, setChosen] = useState<Region>('IN');
  const walletRegion = wallet.currencyCode === null ? null : REGION_OF_CURRENCY[wallet.currencyCode];
  const region = walletRegion ?? chosen;
  const currencyCode = wallet.currencyCode ?? CURRENCY_OF_REGION[region];
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<string | null>(null);
  const changed = (change: WalletChange, message: string) => {
    // A payment's answer has the balances only: what GET said of the fee still holds.
    onChange({ ...wallet, ...change.wallet });
    setVersion((count) => count + 1);
    setStatus(message);
  };
  const amountOf = (change: WalletChange) => format.money(change.transaction.amountMinor, currencyCode);
  return (
    <>
      <dl className="balances m-0 flex flex-wrap gap-4 [&_dd]:m-0 [&_dd]:text-[1.5rem] [&_dd]:font-bold [&_dd]:tabular-nums [&_dt]:text-muted">
        <div className={BALANCE}>
          <dt>{t('wallet.available')}</dt>
          <dd>{format.money(wallet.availableBalance, currencyCode)}</dd>
        </div>
        <div className={BALANCE}>
          <dt>{t('wallet.locked')}</dt>
          <dd>{format.money(wallet.lockedFunds, currencyCode)}</dd>
        </div>
      </dl>
      <p role="status" className="form-status">
        {status}
      </p>
      <AddFunds
        profileId={profileId}
        walletRegion={walletRegion}
        feeWaivedUntil={wallet.serviceFeeWaivedUntil ?? null}
        region={region}
        onRegion={setChosen}
        onCredited={(change) => {
          changed(change, t('wallet.addFunds.done', { amount: amountOf(change) }));
        }}
      />
      {wallet.currencyCode !== null && (
        <RefundForm
          profileId={profileId}
          currencyCode={wallet.currencyCode}
          onRefunded={(change) => {
            const key = change.transaction.status === 'pending' ? 'wallet.refund.pending' : 'wallet.refund.done';
            changed(change, t(key, { amount: amountOf(change) }));
          }}
        />
      )}
      <TransactionsTable profileId={profileId} currencyCode={wallet.currencyCode} version={version} />
    </>
  );
}
