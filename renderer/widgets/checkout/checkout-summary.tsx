import { useTranslation } from 'react-i18next';
import { lastDayOfRun } from '../../../engine/index.ts';
import { dateTimeFormat, ENGLISH, formatMoney, languageOfTag } from '../../shell/language.ts';
import { toMajor } from '../use-budget-figures.ts';
import type { ChargeBreakdown, Checkout } from './checkout-api.ts';

// OL §3 scheduling: run continuously 1, schedule 2.
const RUN_CONTINUOUSLY = 1;

/** Amounts in minor units of `currencyCode`, as the user's language writes money (2 decimals). */
export function useMoney(currencyCode: string): (minor: number) => string {
  const { i18n } = useTranslation();
  const { code } = languageOfTag(i18n.language) ?? ENGLISH;
  return (minor) => formatMoney(toMajor(minor), currencyCode, code);
}

/**
 * The campaign and its run, what the wallet holds and, when something is due, what paying it is
 * made of: the server's figures, none computed here.
 */
export function CheckoutSummary({ checkout }: { readonly checkout: Checkout }) {
  const { t, i18n } = useTranslation('widgets');
  const { campaign, price, availableMinor, due } = checkout;
  const money = useMoney(price.currencyCode);
  const dates = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (day: string) => dates.format(new Date(`${day}T00:00:00Z`));
  return (
    <>
      <dl className="checkout-campaign">
        <dt>{t('checkout.campaign')}</dt>
        <dd>{campaign.name}</dd>
        <dt>{t('checkout.run')}</dt>
        <dd>
          {/* Run continuously (OL §3 scheduling 1) pays its first week now (decision 105), and says so. */}
          {t(campaign.schedulingMode === RUN_CONTINUOUSLY ? 'checkout.runContinuously' : 'checkout.runDates', {
            start: date(campaign.startDate),
            // The campaign keeps the day after its last day; people read the last day (decision 410).
            end: date(lastDayOfRun(campaign.endDate)),
            days: t('checkout.days', { count: price.days }),
          })}
        </dd>
        <dt>{t('checkout.dailyBudget')}</dt>
        <dd>{money(price.dailyBudgetMinor)}</dd>
        <dt>{t('checkout.runBudget')}</dt>
        <dd>{money(price.budgetMinor)}</dd>
        {availableMinor > 0 && (
          <>
            <dt>{t('checkout.inWallet')}</dt>
            <dd>{money(availableMinor)}</dd>
          </>
        )}
      </dl>
      {due !== null && <DueTable due={due} />}
    </>
  );
}

function DueTable({ due }: { readonly due: ChargeBreakdown }) {
  const { t, i18n } = useTranslation('widgets');
  const money = useMoney(due.currencyCode);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  const rate = (basisPoints: number) => percent.format(basisPoints / 10_000);
  return (
    <table className="checkout-due">
      <caption>{t('checkout.dueCaption')}</caption>
      <tbody>
        <tr>
          <th scope="row">{t('checkout.adBudget')}</th>
          <td>{money(due.budgetMinor)}</td>
        </tr>
        <tr>
          <th scope="row">{t('checkout.serviceFee', { rate: rate(due.serviceFeeBasisPoints) })}</th>
          <td>{money(due.serviceFeeMinor)}</td>
        </tr>
        <tr>
          <th scope="row">{t(`checkout.tax.${due.taxKind}`, { rate: rate(due.taxBasisPoints) })}</th>
          <td>{money(due.taxMinor)}</td>
        </tr>
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('checkout.total')}</th>
          <td>{money(due.totalMinor)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
