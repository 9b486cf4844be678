import { useTranslation } from 'react-i18next';
import { ENGLISH, languageOfTag } from '../../shell/language.ts';
import { useMoneyFormat } from '../money/use-money-format.ts';
import type { MetricName } from './dashboard-api.ts';

const MONEY: ReadonlySet<MetricName> = new Set(['costMinor', 'totalSalesMinor', 'costPerOrderMinor', 'cpcMinor']);

/**
 * The least top of a chart's scale: a range with nothing in it yet is drawn 0 to 1 (money) or 0 to 4
 * (counts), not 0 to 0.04. Every metric is a whole number (minor units or a count).
 */
export const leastChartTop = (metric: MetricName): number => (MONEY.has(metric) ? 100 : 4);

/** A metric's value as the interface's language writes it: money in the campaigns' currency, counts grouped. */
export function useMetricFormat(currencyCode: string | null) {
  const { i18n, t } = useTranslation('dashboard');
  const money = useMoneyFormat();
  const { tag } = languageOfTag(i18n.language) ?? ENGLISH;
  return (metric: MetricName, value: number | null, compact = false): string => {
    if (value === null) return t('metrics.none');
    if (MONEY.has(metric) && currencyCode !== null && !compact) return money.money(value, currencyCode);
    const shown = MONEY.has(metric) ? value / 100 : value;
    return new Intl.NumberFormat(tag, compact ? { notation: 'compact' } : {}).format(shown);
  };
}
