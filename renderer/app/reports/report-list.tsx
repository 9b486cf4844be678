import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMetricFormat } from '../dashboard/use-metric-format.ts';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { PagedTable } from '../../ui/paged-table.tsx';
import { usePeriodLabel } from './period-label.ts';
import type { ReportPage, ReportSummary } from './reports-api.ts';

interface ReportListProps {
  readonly page: ReportPage;
  readonly filtered: boolean;
  readonly onPage: (page: number) => void;
}

/** The profile's reports, newest period first: each opens at ?reportId= (AP §2). */
export function ReportList({ page, filtered, onPage }: ReportListProps) {
  const { t } = useTranslation('reports');
  return (
    <PagedTable
      slice={page}
      empty={t(filtered ? 'list.noneOfPeriod' : 'list.none')}
      caption={t('list.caption')}
      className="reports-table"
      columns={[
        t('list.periodColumn'),
        t('list.kind'),
        t('list.published'),
        t('list.campaigns'),
        t('list.cost'),
        t('list.clicks'),
        t('list.orders'),
      ]}
      pagerLabel={t('list.pages')}
      onPage={onPage}
    >
      {page.items.map((report) => (
        <ReportRow key={report.id} report={report} />
      ))}
    </PagedTable>
  );
}

function ReportRow({ report }: { readonly report: ReportSummary }) {
  const { t } = useTranslation('reports');
  const periodLabel = usePeriodLabel();
  const metric = useMetricFormat(report.currencyCode);
  const { date } = useMoneyFormat();
  return (
    <tr>
      <th scope="row">
        <Link to={{ search: `?reportId=${String(report.id)}` }}>{periodLabel(report)}</Link>
      </th>
      <td>{t(`periods.${report.period}`)}</td>
      <td>{date(report.publishedAt)}</td>
      <td>{report.campaigns}</td>
      <td>{metric('costMinor', report.totals.costMinor)}</td>
      <td>{metric('clicks', report.totals.clicks)}</td>
      <td>{metric('orders', report.totals.orders)}</td>
    </tr>
  );
}
