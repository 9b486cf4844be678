import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMetricFormat } from '../dashboard/use-metric-format.ts';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { Pager } from '../pager.tsx';
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
  if (page.total === 0) return <p className="empty-state">{t(filtered ? 'list.noneOfPeriod' : 'list.none')}</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="money-table reports-table">
          <caption className="visually-hidden">{t('list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('list.periodColumn')}</th>
              <th scope="col">{t('list.kind')}</th>
              <th scope="col">{t('list.published')}</th>
              <th scope="col">{t('list.campaigns')}</th>
              <th scope="col">{t('list.cost')}</th>
              <th scope="col">{t('list.clicks')}</th>
              <th scope="col">{t('list.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((report) => (
              <ReportRow key={report.id} report={report} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page.page} total={page.total} pageSize={page.pageSize} onPage={onPage} label={t('list.pages')} />
    </>
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
