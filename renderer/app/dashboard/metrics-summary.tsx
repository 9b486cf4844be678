import { useTranslation } from 'react-i18next';
import { METRIC_NAMES, type MetricFigures } from './dashboard-api.ts';
import { useMetricFormat } from './use-metric-format.ts';

/** The range's totals as figures (the dashboard's, or a published report's). */
export function MetricsSummary({ dashboard }: { readonly dashboard: Pick<MetricFigures, 'currencyCode' | 'totals'> }) {
  const { t } = useTranslation('dashboard');
  const format = useMetricFormat(dashboard.currencyCode);
  return (
    <dl className="metrics-summary">
      {METRIC_NAMES.map((metric) => (
        <div key={metric}>
          <dt>{t(`metrics.${metric}`)}</dt>
          <dd data-metric={metric}>{format(metric, dashboard.totals[metric])}</dd>
        </div>
      ))}
    </dl>
  );
}
