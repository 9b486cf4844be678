import { useTranslation } from 'react-i18next';
import type { Dashboard, MetricName } from './dashboard-api.ts';
import { useMetricFormat } from './use-metric-format.ts';

/** AP §3 dashboard metrics, in the spec's order. */
const SHOWN: readonly MetricName[] = [
  'costMinor',
  'impressions',
  'clicks',
  'totalSalesMinor',
  'orders',
  'costPerOrderMinor',
  'cpcMinor',
];

/** The range's totals as figures. */
export function MetricsSummary({ dashboard }: { readonly dashboard: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const format = useMetricFormat(dashboard.currencyCode);
  return (
    <dl className="metrics-summary">
      {SHOWN.map((metric) => (
        <div key={metric}>
          <dt>{t(`metrics.${metric}`)}</dt>
          <dd data-metric={metric}>{format(metric, dashboard.totals[metric])}</dd>
        </div>
      ))}
    </dl>
  );
}
