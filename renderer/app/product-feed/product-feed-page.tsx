import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/page-title.ts';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { FeedDetails } from './feed-details.tsx';
import { FeedForm } from './feed-form.tsx';
import { PagedTable } from '../../ui/paged-table.tsx';
import { fetchCatalogs, fetchFeeds, type Feed } from './product-feed-api.ts';
import { useAppData } from '../shell/app-data.ts';
import { FEED_COLUMN, FEED_TABLE } from './feed-styles.ts';

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

  const catalogs = useQuery({ queryKey: ['catalogs', profileId], queryFn: () => fetchCatalogs(profileId) });

  const feeds = useQuery({
    queryKey: ['feeds', profileId, page],
    queryFn: () => fetchFeeds(profileId, page, PAGE_SIZE),
  });
  const { refetch: reloadFeeds } = feeds;
  const { refetch: reloadCatalogs } = catalogs;
  const changed = useCallback(
    (feed: Feed) => {
      setSelected(feed);
      if (feed.latestRun?.status !== 'inProgress') {
        void reloadFeeds();
        void reloadCatalogs();
      }
    },
    [reloadFeeds, reloadCatalogs],
  );
  // One column no wider than the page (see FEED_COLUMN). In a grid the headings' own margins do not
  // fold into the gaps: they would double the space above and below them.
  return (
    <main className="app-page grid grid-cols-[minmax(0,1fr)] gap-6 [&_:is(h1,h2)]:my-0">
      <h1>{t('page.title')}</h1>
      {catalogs.isPending && <Loading />}
      {catalogs.isError && <LoadFailed error={catalogs.error} onRetry={reloadOf(catalogs)} />}
      {catalogs.isSuccess && (
        <FeedForm
          profileId={profileId}
          catalogs={catalogs.data.items}
          onStarted={(feed) => {
            setSelected(feed);
            setPage(1);
            void reloadFeeds();
            void reloadCatalogs();
          }}
        />
      )}
      {selected !== null && <FeedDetails profileId={profileId} feed={selected} onChange={changed} />}
      {feeds.isError && <LoadFailed error={feeds.error} onRetry={reloadOf(feeds)} />}
      {feeds.isSuccess && (
        <section className={FEED_COLUMN} aria-labelledby="feed-list-title">
          <h2 id="feed-list-title">{t('list.heading')}</h2>
          <PagedTable
            slice={feeds.data}
            empty={t('list.none')}
            caption={t('list.caption')}
            columns={[t('list.name'), t('list.status'), t('list.goodRows'), t('list.badRows')]}
            className={FEED_TABLE}
            pagerLabel={t('list.pages')}
            onPage={setPage}
          >
            {feeds.data.items.map((feed) => (
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
                <td>{feed.latestRun === null ? t('details.notProcessed') : t(`status.${feed.latestRun.status}`)}</td>
                <td>{feed.latestRun?.goodRows.toLocaleString() ?? '—'}</td>
                <td>{feed.latestRun?.badRows.toLocaleString() ?? '—'}</td>
              </tr>
            ))}
          </PagedTable>
        </section>
      )}
    </main>
  );
}
