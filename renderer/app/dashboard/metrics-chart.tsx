import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { METRIC_NAMES, type MetricFigures, type MetricName } from './dashboard-api.ts';
import { useMetricFormat } from './use-metric-format.ts';

/** One metric of the range as a line per day, the metric chosen beside it (AP §3 metrics). */
export function MetricsChart({ dashboard }: { readonly dashboard: Pick<MetricFigures, 'currencyCode' | 'daily'> }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const [metric, setMetric] = useState<MetricName>('costMinor');
  const format = useMetricFormat(dashboard.currencyCode);
  const data = dashboard.daily.map((day) => ({ day: day.day, value: day[metric] }));
  return (
    <figure className="mx-0 my-6">
      <figcaption className="mbe-2">
        <label htmlFor={id}>{t('chart.metric')}</label>{' '}
        <select
          id={id}
          value={metric}
          onChange={(event) => {
            setMetric(event.target.value as MetricName);
          }}
        >
          {METRIC_NAMES.map((name) => (
            <option key={name} value={name}>
              {t(`metrics.${name}`)}
            </option>
          ))}
        </select>
      </figcaption>
      <div role="img" aria-label={t('chart.label', { metric: t(`metrics.${metric}`), days: data.length })}>
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} minTickGap={16} />
            <YAxis tickFormatter={(value: number) => format(metric, value, true)} width={80} />
            <Tooltip formatter={(value) => format(metric, Number(value))} />
            <Line
              type="monotone"
              dataKey="value"
              name={t(`metrics.${metric}`)}
              stroke="var(--brand, #3b4cca)"
              dot={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
