import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../shell/page-title.ts';
import { appPath } from '../../session/destinations.ts';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { PublishForm } from './publish-form.tsx';
import { ReportDetail } from './report-detail.tsx';
import { ReportList } from './report-list.tsx';
import { fetchReports, REPORT_PERIODS, type ReportPeriod } from './reports-api.ts';
import { useAppData } from '../shell/app-data.ts';
import { FILTER_BAR, FilterSelect } from '../filter-bar.tsx';

const PAGE_SIZE = 20;

/**
 * /app/{businessProfileId}/publishedReports (AP §2, optional query reportId): the profile's weekly
 * and monthly reports of its campaigns' daily stats a page at a time, publishing one, and one
 * report when ?reportId= names it.
 */
export function Component() {
  const { t } = useTranslation('reports');
  const { profile } = useAppData();
  usePageTitle(t('page.title'));
  const [search, setSearch] = useSearchParams();
  const reportId = search.get('reportId');
  return (
    <main className="app-page reports-page">
      {reportId === null ? (
        <ReportsOverview
          profileId={profile.id}
          onOpen={(id) => {
            setSearch({ reportId: String(id) });
          }}
        />
      ) : (
        <ReportDetail profileId={profile.id} reportId={reportId} />
      )}
    </main>
  );
}

function ReportsOverview({ profileId, onOpen }: { readonly profileId: number; readonly onOpen: (id: number) => void }) {
  const { t } = useTranslation('reports');
  const [period, setPeriod] = useState<ReportPeriod | ''>('');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['reports', profileId, period, page],
    queryFn: () => fetchReports(profileId, period, page, PAGE_SIZE),
  });
  return (
    <>
      <h1>{t('page.title')}</h1>
      <p>{t('page.intro')}</p>
      <p>
        <Link to={appPath(profileId, 'briefs')}>{t('page.briefs')}</Link>
      </p>
      <div className={FILTER_BAR}>
        <FilterSelect
          label={t('list.filter')}
          options={['', ...REPORT_PERIODS]}
          labelOf={(option) => (option === '' ? t('list.allPeriods') : t(`periods.${option}`))}
          value={period}
          onChange={(option) => {
            setPeriod(option);
            setPage(1);
          }}
        />
      </div>
      {query.isPending && <Loading />}
      {query.isError && <LoadFailed error={query.error} onRetry={reloadOf(query)} />}
      {query.isSuccess && <ReportList page={query.data} filtered={period !== ''} onPage={setPage} />}
      <PublishForm
        profileId={profileId}
        onPublished={(report) => {
          onOpen(report.id);
        }}
      />
    </>
  );
}
