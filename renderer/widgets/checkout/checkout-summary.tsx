import type { ReactNode } from 'react';
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
      {/* On a phone the names go above their values: beside them the run's sentence had a word a line. */}
      <dl className="checkout-campaign m-0 mb-6 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-[0.35rem] max-sm:grid-cols-[1fr] max-sm:gap-y-0">
        <CampaignFact term={t('checkout.campaign')}>{campaign.name}</CampaignFact>
        <CampaignFact term={t('checkout.run')}>
          {/* Run continuously (OL §3 scheduling 1) pays its first week now (decision 105), and says so. */}
          {t(campaign.schedulingMode === RUN_CONTINUOUSLY ? 'checkout.runContinuously' : 'checkout.runDates', {
            start: date(campaign.startDate),
            // The campaign keeps the day after its last day; people read the last day (decision 410).
            end: date(lastDayOfRun(campaign.endDate)),
            days: t('checkout.days', { count: price.days }),
          })}
        </CampaignFact>
        <CampaignFact term={t('checkout.dailyBudget')}>{money(price.dailyBudgetMinor)}</CampaignFact>
        <CampaignFact term={t('checkout.runBudget')}>{money(price.budgetMinor)}</CampaignFact>
        {availableMinor > 0 && <CampaignFact term={t('checkout.inWallet')}>{money(availableMinor)}</CampaignFact>}
      </dl>
      {due !== null && <DueTable due={due} />}
    </>
  );
}

function CampaignFact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className="m-0 max-sm:mbe-[0.6rem]">{children}</dd>
    </>
  );
}

function DueTable({ due }: { readonly due: ChargeBreakdown }) {
  const { t, i18n } = useTranslation('widgets');
  const money = useMoney(due.currencyCode);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  const rate = (basisPoints: number) => percent.format(basisPoints / 10_000);
  return (
    <table className="mbe-4 inline-full max-inline-md border-collapse">
      <caption className="pbe-2 text-start text-[1.1rem] font-semibold">{t('checkout.dueCaption')}</caption>
      <tbody>
        <DueRow label={t('checkout.adBudget')} amount={money(due.budgetMinor)} />
        <DueRow
          label={t('checkout.serviceFee', { rate: rate(due.serviceFeeBasisPoints) })}
          amount={money(due.serviceFeeMinor)}
        />
        <DueRow
          label={t(`checkout.tax.${due.taxKind}`, { rate: rate(due.taxBasisPoints) })}
          amount={money(due.taxMinor)}
        />
      </tbody>
      <tfoot>
        <DueRow label={t('checkout.total')} amount={money(due.totalMinor)} total />
      </tfoot>
    </table>
  );
}

/** A line of what is due: its name at the start, its amount at the end; the total in bold, under the last rule. */
function DueRow({
  label,
  amount,
  total = false,
}: {
  readonly label: string;
  readonly amount: string;
  readonly total?: boolean;
}) {
  const cell = `px-0 py-[0.4rem] ${total ? 'font-bold' : 'border-be border-be-line'}`;
  return (
    <tr>
      <th scope="row" className={total ? `${cell} text-start` : `${cell} text-start font-normal`}>
        {label}
      </th>
      <td className={`${cell} text-end tabular-nums`}>{amount}</td>
    </tr>
  );
}
