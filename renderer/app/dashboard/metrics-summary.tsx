import { useTranslation } from 'react-i18next';
import { METRIC_NAMES, type MetricFigures } from './dashboard-api.ts';
import { useMetricFormat } from './use-metric-format.ts';

/** The range's totals as figures (the dashboard's, or a published report's). */
export function MetricsSummary({ dashboard }: { readonly dashboard: Pick<MetricFigures, 'currencyCode' | 'totals'> }) {
  const { t } = useTranslation('dashboard');
  const format = useMetricFormat(dashboard.currencyCode);
  return (
    <dl className="metrics-summary m-0 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
      {METRIC_NAMES.map((metric) => (
        <div key={metric} className="rounded-lg border border-line p-3">
          <dt className="text-[0.875rem]">{t(`metrics.${metric}`)}</dt>
          <dd data-metric={metric} className="mx-0 mt-1 mb-0 text-[1.25rem] font-semibold">
            {format(metric, dashboard.totals[metric])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
