import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DEFAULT_PRESET, presetRange, timeZoneOf, type DayRange, type RangePreset } from '../../../engine/index.ts';
import { useTranslation } from 'react-i18next';
import type { ProductInsightList } from '../../../schemas/generated/index.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { RangePicker } from '../dashboard/range-picker.tsx';
import { useMetricFormat } from '../dashboard/use-metric-format.ts';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { PagedTable } from '../../ui/paged-table.tsx';
import { ROWS_AS_CARDS_ON_PHONES } from '../../ui/table-styles.ts';
import { useAppData } from '../shell/app-data.ts';
import { signedInCall } from '../../session/auth-client.ts';
import { FILTER_BAR } from '../filter-bar.tsx';

const PAGE_SIZE = 20;

/** GET /businessProfiles/{id}/productInsights (schemas/api/product-insight-list.schema.json). */
type InsightPage = ProductInsightList;

const fetchInsights = (profileId: number, range: DayRange, page: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/productInsights',
    params: { businessProfileId: profileId },
    query: { ...range, page: String(page), pageSize: String(PAGE_SIZE) },
  });

/**
 * /app/{businessProfileId}/productInsights (AP §2, decision 183): each campaign's results over a
 * date-range preset, best-selling first, with its click-through, conversion and return on spend.
 */
export function Component() {
  const { t } = useTranslation('productInsights');
  const { profile } = useAppData();
  const timeZone = timeZoneOf(profile.timeZoneId);
  usePageTitle(t('title'));
  const [preset, setPreset] = useState<RangePreset>(DEFAULT_PRESET);
  const [range, setRange] = useState<DayRange>(() => presetRange(DEFAULT_PRESET, new Date(), timeZone));
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['insights', profile.id, range, page],
    queryFn: () => fetchInsights(profile.id, range, page),
  });
  return (
    <main className="app-page product-insights-page">
      <h1>{t('title')}</h1>
      <div className={FILTER_BAR}>
        <RangePicker
          timeZone={timeZone}
          preset={preset}
          range={range}
          onChange={(nextPreset, nextRange) => {
            setPreset(nextPreset);
            setRange(nextRange);
            setPage(1);
          }}
        />
      </div>
      {query.isPending && <Loading />}
      {query.isError && <LoadFailed error={query.error} onRetry={reloadOf(query)} />}
      {query.isSuccess && <InsightTable page={query.data} onPage={setPage} />}
    </main>
  );
}

function InsightTable({ page, onPage }: { readonly page: InsightPage; readonly onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation('productInsights');
  const { t: tDashboard } = useTranslation('dashboard');
  const format = useMetricFormat(page.currencyCode);
  const rate = (basisPoints: number | null) =>
    basisPoints === null
      ? tDashboard('metrics.none')
      : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(
          basisPoints / 10_000,
        );
  const columns = [
    t('campaign'),
    tDashboard('metrics.totalSalesMinor'),
    tDashboard('metrics.orders'),
    tDashboard('metrics.costMinor'),
    tDashboard('metrics.clicks'),
    t('clickThrough'),
    t('conversion'),
    t('returnOnSpend'),
  ];
  return (
    <PagedTable
      slice={page}
      empty={t('none')}
      caption={t('caption')}
      className={`insights-table ${ROWS_AS_CARDS_ON_PHONES}`}
      columns={columns}
      pagerLabel={t('pages')}
      onPage={onPage}
    >
      {page.items.map((insight) => (
        <tr key={insight.id}>
          <th scope="row">{insight.name}</th>
          {[
            format('totalSalesMinor', insight.metrics.totalSalesMinor),
            format('orders', insight.metrics.orders),
            format('costMinor', insight.metrics.costMinor),
            format('clicks', insight.metrics.clicks),
            rate(insight.clickThroughBasisPoints),
            rate(insight.conversionBasisPoints),
            rate(insight.returnOnSpendBasisPoints),
          ].map((figure, index) => (
            // On a phone each campaign is a card, each figure under its column's name.
            <td key={columns[index + 1]} data-label={columns[index + 1]}>
              {figure}
            </td>
          ))}
        </tr>
      ))}
    </PagedTable>
  );
}
