import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../session/api-error.ts';
import { serverMessage } from '../../session/error-messages.ts';
import { appPath } from '../../session/destinations.ts';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { useCallFailure } from '../../session/session-hooks.ts';
import { showToast } from '../../ui/toast.tsx';
import { buyPack, type PackOffer } from './add-ons-api.ts';

/** The packs on sale with their price, tax and total, each bought from the wallet. */
export function PackOffers({
  profileId,
  packs,
  onBought,
}: {
  readonly profileId: number;
  readonly packs: readonly PackOffer[];
  readonly onBought: () => void;
}) {
  const { t } = useTranslation('addOns');
  const { t: tAccount } = useTranslation('account');
  const format = useMoneyFormat();
  const onFailure = useCallFailure();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; funds: boolean } | null>(null);
  const buy = (pack: PackOffer) => {
    setBusy(true);
    setRefusal(null);
    buyPack(profileId, pack.id)
      .then(() => {
        showToast(t('offers.bought', { tier: pack.tierName }));
        onBought();
      })
      .catch((failure: unknown) => {
        if (failure instanceof ApiError)
          setRefusal({ message: serverMessage(tAccount, failure), funds: failure.code === 402 });
        else onFailure(failure);
      })
      .finally(() => {
        setBusy(false);
      });
  };
  return (
    <section aria-labelledby="offers-heading" className="add-on-offers">
      <h2 id="offers-heading">{t('offers.title')}</h2>
      {/* Each pack a card, as a price list reads: the total first, its make-up below, then buy. */}
      <ul className="m-0 grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {packs.map((pack) => {
          const money = (amount: number) => format.money(amount, pack.currencyCode);
          return (
            <li
              key={pack.id}
              className="add-on-offer grid content-start gap-3 rounded-(--radius) border border-line bg-surface p-5"
            >
              <h3 className="m-0">{pack.tierName}</h3>
              <p className="m-0 text-[1.75rem] font-bold tabular-nums">{money(pack.totalMinor)}</p>
              <dl className="m-0 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-[0.875rem] [&_dd]:m-0 [&_dd]:text-end [&_dd]:tabular-nums [&_dt]:text-muted">
                <dt>{t('columns.price')}</dt>
                <dd>{money(pack.priceMinor)}</dd>
                <dt>{t('columns.tax', { kind: pack.taxKind })}</dt>
                <dd>{money(pack.taxMinor)}</dd>
                <dt>{t('columns.total')}</dt>
                <dd>{money(pack.totalMinor)}</dd>
                <dt>{t('offers.length')}</dt>
                <dd>{pack.days}</dd>
              </dl>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => {
                  buy(pack);
                }}
              >
                {t('offers.buy', { tier: pack.tierName, total: money(pack.totalMinor) })}
              </button>
            </li>
          );
        })}
      </ul>
      {refusal !== null && (
        <p role="alert">
          {refusal.message} {refusal.funds && <Link to={appPath(profileId, 'wallet')}>{t('offers.addFunds')}</Link>}
        </p>
      )}
    </section>
  );
}
