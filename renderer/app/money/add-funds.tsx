import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Region } from '../../../schemas/generated/index.ts';
import { LoadFailed, Loading, reloadOf } from './load-states.tsx';
import { RazorpayTopUp, type TopUpProps } from './razorpay-top-up.tsx';
import { StripeTopUp } from './stripe-top-up.tsx';
import { useMoneyFormat } from './use-money-format.ts';
import { fetchGateway, fetchPricingBand, type Gateway, type WalletChange } from './wallet-api.ts';

// §9 regions, India first: the default before a wallet has a currency.
const REGIONS: readonly Region[] = ['IN', 'GB'];

type Gateways = Partial<Record<Region, Gateway>>;

/** The providers of the regions the portal takes payments in (it refuses the others: 102). */
async function gatewaysOf(profileId: number, regions: readonly Region[]): Promise<Gateways> {
  const answers = await Promise.allSettled(regions.map((region) => fetchGateway(profileId, region)));
  const gateways: Gateways = {};
  answers.forEach((answer, index) => {
    const region = regions[index];
    if (answer.status === 'fulfilled' && region !== undefined) gateways[region] = answer.value;
  });
  const [refused] = answers;
  if (Object.keys(gateways).length === 0 && refused?.status === 'rejected') throw refused.reason;
  return gateways;
}

interface AddFundsProps {
  readonly profileId: number;
  /** The region of the wallet's currency; null before the first payment (any the portal offers). */
  readonly walletRegion: Region | null;
  /** While top-ups carry no service fee (OL §1's 30 days, decision 431), when that ends. */
  readonly feeWaivedUntil: string | null;
  readonly region: Region;
  readonly onRegion: (region: Region) => void;
  readonly onCredited: (change: WalletChange) => void;
}

/**
 * AP §7 add funds (walletAction 1) in the wallet's region, or before the first payment in a region
 * of the portal's (a choice when it offers both), through that region's provider.
 */
export function AddFunds({ profileId, walletRegion, feeWaivedUntil, region, onRegion, onCredited }: AddFundsProps) {
  const { t } = useTranslation('money');

  const gateways = useQuery({
    queryKey: ['gateways', profileId, walletRegion],
    queryFn: () => gatewaysOf(profileId, walletRegion === null ? REGIONS : [walletRegion]),
  });

  const band = useQuery({ queryKey: ['pricingBand', region], queryFn: () => fetchPricingBand(region) });
  const loaded = gateways.isSuccess ? gateways.data : {};
  const offered = REGIONS.filter((each) => loaded[each] !== undefined);
  const [firstOffered] = offered;
  // A portal without the default region: its first one instead.
  useEffect(() => {
    if (firstOffered !== undefined && !offered.includes(region)) onRegion(firstOffered);
  });
  return (
    <section aria-labelledby="add-funds-heading" className="mbs-8">
      <h2 id="add-funds-heading" className="text-[1.15rem]">
        {t('wallet.addFunds.heading')}
      </h2>
      {gateways.isError && <LoadFailed error={gateways.error} onRetry={reloadOf(gateways)} />}
      {band.isError && <LoadFailed error={band.error} onRetry={reloadOf(band)} />}
      {(gateways.isPending || band.isPending) && <Loading />}
      {walletRegion === null && offered.length > 1 && (
        <RegionSelect regions={offered} region={region} onRegion={onRegion} />
      )}
      {gateways.isSuccess && band.isSuccess && (
        <TopUp
          key={region}
          profileId={profileId}
          band={band.data}
          gateway={gateways.data[region]}
          feeWaivedUntil={feeWaivedUntil}
          onCredited={onCredited}
        />
      )}
    </section>
  );
}

function RegionSelect({
  regions,
  region,
  onRegion,
}: {
  readonly regions: readonly Region[];
  readonly region: Region;
  readonly onRegion: (region: Region) => void;
}) {
  const { t } = useTranslation('money');
  const id = useId();
  return (
    <div className="account-field">
      <label htmlFor={id}>{t('wallet.addFunds.region')}</label>
      <select
        id={id}
        value={region}
        onChange={(event) => {
          onRegion(event.target.value as Region);
        }}
      >
        {regions.map((each) => (
          <option key={each} value={each}>
            {t(`wallet.regions.${each}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface TopUpChoiceProps extends Omit<TopUpProps, 'gateway' | 'hint'> {
  readonly gateway: Gateway | undefined;
  readonly feeWaivedUntil: string | null;
}

/** The region's provider's form, with what the server's prices say under the amount. */
function TopUp({ gateway, feeWaivedUntil, ...rest }: TopUpChoiceProps) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const { band } = rest;
  if (gateway === undefined) return null;
  const values = {
    taxKind: band.taxKind,
    tax: format.rate(band.taxBasisPoints),
    fee: format.rate(band.serviceFeeBasisPoints),
  };
  const charged = band.serviceFeeBasisPoints > 0;
  const hint = [
    t('wallet.addFunds.minimum', { minimum: format.money(band.minimumRechargeMinor, band.currencyCode) }),
    // OL §1's 30 days without a service fee hold for top-ups too (decision 431).
    charged && feeWaivedUntil !== null
      ? t('wallet.addFunds.feeWaived', { ...values, date: format.date(feeWaivedUntil) })
      : t(charged ? 'wallet.addFunds.feeAndTax' : 'wallet.addFunds.taxOnly', values),
  ].join(' ');
  const props = { ...rest, gateway, hint };
  return gateway.paymentGateway === 'razorpay' ? <RazorpayTopUp {...props} /> : <StripeTopUp {...props} />;
}
