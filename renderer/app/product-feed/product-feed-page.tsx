import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/page-title.ts';
import { LoadFailed, Loading } from '../money/load-states.tsx';
import { useLoadable } from '../money/use-loadable.ts';
import { FeedDetails } from './feed-details.tsx';
import { FeedForm } from './feed-form.tsx';
import { Pager } from '../../ui/pager.tsx';
import { fetchCatalogs, fetchFeeds, type Feed } from './product-feed-api.ts';
import './product-feed.css';
import { useAppData } from '../shell/app-data.ts';
import { EmptyState } from '../../ui/empty-state.tsx';

const PAGE_SIZE = 10;

/**
 * /app/{businessProfileId}/productFeed (AP §2): add a feed (catalog, name, URL or CSV file), watch
 * its processing go from in progress to done (§4), its bad rows by line, and the catalog's products.
 */
export function Component() {
  const { t } = useTranslation('productFeed');
  const { profile } = useAppData();
  usePageTitle(t('page.title'));
  // Another profile's screen starts afresh: nothing typed for one profile is kept for the next.
  return <ProductFeedScreen key={profile.id} profileId={profile.id} />;
}

function ProductFeedScreen({ profileId }: { readonly profileId: number }) {
  const { t } = useTranslation('productFeed');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Feed | null>(null);
  const loadCatalogs = useCallback(() => fetchCatalogs(profileId), [profileId]);
  const catalogs = useLoadable(loadCatalogs);
  const loadFeeds = useCallback(() => fetchFeeds(profileId, page, PAGE_SIZE), [profileId, page]);
  const feeds = useLoadable(loadFeeds);
  const { reload: reloadFeeds } = feeds;
  const { reload: reloadCatalogs } = catalogs;
  const changed = useCallback(
    (feed: Feed) => {
      setSelected(feed);
      if (feed.latestRun?.status !== 'inProgress') {
        reloadFeeds();
        reloadCatalogs();
      }
    },
    [reloadFeeds, reloadCatalogs],
  );
  return (
    <main className="app-page product-feed-page">
      <h1>{t('page.title')}</h1>
      {catalogs.loadable.state === 'loading' && <Loading />}
      {catalogs.loadable.state === 'failed' && <LoadFailed error={catalogs.loadable.error} onRetry={catalogs.reload} />}
      {catalogs.loadable.state === 'loaded' && (
        <FeedForm
          profileId={profileId}
          catalogs={catalogs.loadable.value.items}
          onStarted={(feed) => {
            setSelected(feed);
            setPage(1);
            reloadFeeds();
            reloadCatalogs();
          }}
        />
      )}
      {selected !== null && <FeedDetails profileId={profileId} feed={selected} onChange={changed} />}
      {feeds.loadable.state === 'failed' && <LoadFailed error={feeds.loadable.error} onRetry={feeds.reload} />}
      {feeds.loadable.state === 'loaded' && (
        <section className="feed-list" aria-labelledby="feed-list-title">
          <h2 id="feed-list-title">{t('list.heading')}</h2>
          {feeds.loadable.value.total === 0 ? (
            <EmptyState>{t('list.none')}</EmptyState>
          ) : (
            <>
              <table className="feed-table">
                <caption className="visually-hidden">{t('list.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('list.name')}</th>
                    <th scope="col">{t('list.status')}</th>
                    <th scope="col">{t('list.goodRows')}</th>
                    <th scope="col">{t('list.badRows')}</th>
                  </tr>
                </thead>
                <tbody>
                  {feeds.loadable.value.items.map((feed) => (
                    <tr key={feed.id}>
                      <th scope="row">
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => {
                            setSelected(feed);
                          }}
                        >
                          {feed.name}
                        </button>
                      </th>
                      <td>
                        {feed.latestRun === null ? t('details.notProcessed') : t(`status.${feed.latestRun.status}`)}
                      </td>
                      <td>{feed.latestRun?.goodRows.toLocaleString() ?? '—'}</td>
                      <td>{feed.latestRun?.badRows.toLocaleString() ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager
                label={t('list.pages')}
                page={page}
                pageSize={PAGE_SIZE}
                total={feeds.loadable.value.total}
                onPage={setPage}
              />
            </>
          )}
        </section>
      )}
    </main>
  );
}
