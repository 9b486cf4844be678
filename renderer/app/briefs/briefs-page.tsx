import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../shell/page-title.ts';
import { BriefDetail } from './brief-detail.tsx';
import { NewBriefForm } from './brief-forms.tsx';
import { BriefList } from './brief-list.tsx';
import { BRIEF_FILTERS, fetchBriefs, type BriefFilter } from './briefs-api.ts';
import './briefs.css';
import { LoadFailed, Loading } from '../money/load-states.tsx';
import { useLoadable } from '../money/use-loadable.ts';
import { useAppData } from '../shell/app-data.ts';

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
  const id = useId();
  const [filter, setFilter] = useState<BriefFilter>(0);
  const [page, setPage] = useState(1);
  const load = useCallback(() => fetchBriefs(profileId, filter, page, PAGE_SIZE), [profileId, filter, page]);
  const { loadable, reload } = useLoadable(load);
  return (
    <>
      <h1>{t('page.title')}</h1>
      <div className="briefs-filter">
        <div>
          <label htmlFor={`${id}-filter`}>{t('list.filter')}</label>
          <select
            id={`${id}-filter`}
            value={filter}
            onChange={(event) => {
              setFilter(Number(event.target.value) as BriefFilter);
              setPage(1);
            }}
          >
            {BRIEF_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`filters.${String(value)}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {loadable.state === 'loading' && <Loading />}
      {loadable.state === 'failed' && <LoadFailed error={loadable.error} onRetry={reload} />}
      {loadable.state === 'loaded' && <BriefList page={loadable.value} filtered={filter !== 0} onPage={setPage} />}
      <NewBriefForm
        profileId={profileId}
        onCreated={(brief) => {
          onOpen(brief.id);
        }}
      />
    </>
  );
}
