import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { METRIC_NAMES } from '../dashboard/dashboard-api.ts';
import { MetricsChart } from '../dashboard/metrics-chart.tsx';
import { MetricsSummary } from '../dashboard/metrics-summary.tsx';
import { useMetricFormat } from '../dashboard/use-metric-format.ts';
import { saveFile } from '../money/invoice-api.ts';
import { RecordNotShown } from '../money/load-states.tsx';
import { useMoneyFormat } from '../money/use-money-format.ts';
import { useCallFailure } from '../../session/session-hooks.ts';
import { showToast } from '../../ui/toast.tsx';
import { usePeriodLabel } from './period-label.ts';
import { downloadReport, fetchReport, type Report } from './reports-api.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { MONEY_TABLE } from '../../ui/table-styles.ts';

/**
 * One report, as ?reportId= names it (AP §2; a push notification's tap lands here): its totals,
 * a chart per day and each campaign's figures, and its CSV. An id the profile has no report of
 * (another profile's, or none) says so instead of failing.
 */
export function ReportDetail({ profileId, reportId }: { readonly profileId: number; readonly reportId: string }) {
  const { t } = useTranslation('reports');

  const query = useQuery({
    queryKey: ['report', profileId, reportId],
    queryFn: () => fetchReport(profileId, reportId),
  });
  const back = (
    <p className="report-back">
      <Link to={{ search: '' }}>{t('detail.back')}</Link>
    </p>
  );
  if (query.isSuccess) {
    return (
      <>
        {back}
        <ReportDocument profileId={profileId} report={query.data} />
      </>
    );
  }
  return (
    <>
      {back}
      <RecordNotShown title={t('detail.title')} notFound={t('detail.notFound')} query={query} />
    </>
  );
}

function ReportDocument({ profileId, report }: { readonly profileId: number; readonly report: Report }) {
  const { t } = useTranslation('reports');
  const periodLabel = usePeriodLabel();
  const { date } = useMoneyFormat();
  return (
    <article className="report-document" aria-labelledby="report-heading">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="report-heading">{t(`detail.heading.${report.period}`, { period: periodLabel(report) })}</h1>
        <DownloadButton profileId={profileId} report={report} />
      </header>
      <p>{t('detail.publishedOn', { date: date(report.publishedAt, true) })}</p>
      <MetricsSummary dashboard={report} />
      <MetricsChart dashboard={report} />
      {report.campaigns.length === 0 ? (
        <EmptyState>{t('detail.noCampaigns')}</EmptyState>
      ) : (
        <CampaignFigures report={report} />
      )}
    </article>
  );
}

function CampaignFigures({ report }: { readonly report: Report }) {
  const { t } = useTranslation('reports');
  const { t: tDashboard } = useTranslation('dashboard');
  const format = useMetricFormat(report.currencyCode);
  return (
    <div className="table-scroll">
      <table className={MONEY_TABLE}>
        <caption className="py-2 text-start font-semibold">{t('detail.campaigns')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.campaign')}</th>
            {METRIC_NAMES.map((metric) => (
              <th scope="col" key={metric}>
                {tDashboard(`metrics.${metric}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.campaigns.map((campaign) => (
            <tr key={campaign.id}>
              <th scope="row">{campaign.name}</th>
              {METRIC_NAMES.map((metric) => (
                <td key={metric}>{format(metric, campaign.metrics[metric])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DownloadButton({ profileId, report }: { readonly profileId: number; readonly report: Report }) {
  const { t } = useTranslation('reports');
  const onFailure = useCallFailure();
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadReport(profileId, report.id)
      .then((file) => {
        saveFile(file, `report-${report.period}-${report.from}.csv`);
        showToast(t('detail.downloaded'));
      })
      .catch(onFailure)
      .finally(() => {
        setDownloading(false);
      });
  };
  return (
    <button type="button" onClick={download} disabled={downloading}>
      {t('detail.download')}
    </button>
  );
}
