import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../shell/page-title.ts';
import { BriefDetail } from './brief-detail.tsx';
import { NewBriefForm } from './brief-forms.tsx';
import { BriefList } from './brief-list.tsx';
import { BRIEF_FILTERS, fetchBriefs, type BriefFilter } from './briefs-api.ts';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { useAppData } from '../shell/app-data.ts';
import { FILTER_BAR, FilterSelect } from '../filter-bar.tsx';

const PAGE_SIZE = 20;

/**
 * /app/{businessProfileId}/briefs (decision 181; AP §2 "briefs and brief plan with
 * approve/reject"): the briefs under the §3 brief filter a page at a time, a new brief, and one
 * brief with its plan's versions when ?briefId= names it.
 */
export function Component() {
  const { t } = useTranslation('briefs');
  const { profile } = useAppData();
  usePageTitle(t('page.title'));
  const [search, setSearch] = useSearchParams();
  const briefId = search.get('briefId');
  return (
    <main className="app-page briefs-page">
      {briefId === null ? (
        <BriefsOverview
          profileId={profile.id}
          onOpen={(id) => {
            setSearch({ briefId: String(id) });
          }}
        />
      ) : (
        <BriefDetail profileId={profile.id} briefId={briefId} />
      )}
    </main>
  );
}

function BriefsOverview({ profileId, onOpen }: { readonly profileId: number; readonly onOpen: (id: number) => void }) {
  const { t } = useTranslation('briefs');
  const [filter, setFilter] = useState<BriefFilter>(0);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['briefs', profileId, filter, page],
    queryFn: () => fetchBriefs(profileId, filter, page, PAGE_SIZE),
  });
  return (
    <>
      <h1>{t('page.title')}</h1>
      <div className={FILTER_BAR}>
        <FilterSelect
          label={t('list.filter')}
          options={BRIEF_FILTERS}
          labelOf={(option) => t(`filters.${String(option)}`)}
          value={filter}
          onChange={(option) => {
            setFilter(option);
            setPage(1);
          }}
        />
      </div>
      {query.isPending && <Loading />}
      {query.isError && <LoadFailed error={query.error} onRetry={reloadOf(query)} />}
      {query.isSuccess && <BriefList page={query.data} filtered={filter !== 0} onPage={setPage} />}
      <NewBriefForm
        profileId={profileId}
        onCreated={(brief) => {
          onOpen(brief.id);
        }}
      />
    </>
  );
}
