import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
import { FILTER_BAR, FILTER_LABEL } from '../filter-bar.ts';

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
  const id = useId();
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
        {/* Its own box: the select's base width (100%) is then the filter's, not the page's. */}
        <div>
          <label htmlFor={`${id}-period`} className={FILTER_LABEL}>
            {t('list.filter')}
          </label>
          <select
            id={`${id}-period`}
            value={period}
            onChange={(event) => {
              setPeriod(event.target.value as ReportPeriod | '');
              setPage(1);
            }}
          >
            <option value="">{t('list.allPeriods')}</option>
            {REPORT_PERIODS.map((name) => (
              <option key={name} value={name}>
                {t(`periods.${name}`)}
              </option>
            ))}
          </select>
        </div>
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
