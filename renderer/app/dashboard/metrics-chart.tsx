import { useState } from 'react';
import { FilterSelect } from '../filter-bar.tsx';
import { dateTimeFormat, ENGLISH, languageOfTag } from '../../shell/language.ts';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { METRIC_NAMES, type MetricFigures, type MetricName } from './dashboard-api.ts';
import { leastChartTop, useMetricFormat } from './use-metric-format.ts';

/** One metric of the range as a line per day, the metric chosen beside it (AP §3 metrics). */
export function MetricsChart({ dashboard }: { readonly dashboard: Pick<MetricFigures, 'currencyCode' | 'daily'> }) {
  const { t, i18n } = useTranslation('dashboard');
  const { tag, dir } = languageOfTag(i18n.language) ?? ENGLISH;
  const rtl = dir === 'rtl';
  // A day as the language writes it short ("3 Nov"); the days are calendar days, so in UTC.
  const dayFormat = dateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayTick = (day: string) => dayFormat.format(new Date(day));
  const [metric, setMetric] = useState<MetricName>('costMinor');
  const format = useMetricFormat(dashboard.currencyCode);
  const data = dashboard.daily.map((day) => ({ day: day.day, value: day[metric] }));
  return (
    <figure className="mx-0 my-6">
      <figcaption className="mbe-2">
        <FilterSelect
          className="inline-block"
          label={t('chart.metric')}
          options={METRIC_NAMES}
          labelOf={(name) => t(`metrics.${name}`)}
          value={metric}
          onChange={setMetric}
        />
      </figcaption>
      {/* Right to left, time runs leftwards and the scale stands at the right, as the page reads. The
          drawing itself stays left to right: an SVG label's anchor follows the text direction, and
          a right-to-left one set the scale's figures over its axis. */}
      <div role="img" dir="ltr" aria-label={t('chart.label', { metric: t(`metrics.${metric}`), days: data.length })}>
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={data} margin={{ top: 8, right: rtl ? 8 : 16, bottom: 8, left: rtl ? 16 : 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tickFormatter={dayTick} minTickGap={16} reversed={rtl} />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tickFormatter={(value: number) => format(metric, value, true)}
              width={80}
              allowDecimals={false}
              domain={[0, (dataMax: number) => Math.max(dataMax, leastChartTop(metric))]}
            />
            <Tooltip formatter={(value) => format(metric, Number(value))} contentStyle={{ direction: dir }} />
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
