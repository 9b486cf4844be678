import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { PagedTable } from '../../ui/paged-table.tsx';
import { badRowReason } from './bad-row-reason.ts';
import { fetchBadRows, fetchFeed, fetchProducts, type Feed, type Product } from './product-feed-api.ts';
import { addProductImage } from '../assets/assets-api.ts';
import { ApiError } from '../../session/api-error.ts';
import { useCallFailure } from '../../session/session-hooks.ts';
import { showToast } from '../../ui/toast.tsx';
import { runFailureReason } from './run-failure-reason.ts';
import { FEED_COLUMN, FEED_TABLE } from './feed-styles.ts';

// AP §4: the screen polls a feed in progress until it is done.
const POLL_MS = 1000;
const PAGE_SIZE = 20;

interface FeedDetailsProps {
  readonly profileId: number;
  readonly feed: Feed;
  /** The feed as it stands now (its run moved on). */
  readonly onChange: (feed: Feed) => void;
}

/** One feed: its processing (in progress, then done, with counts), its bad rows by line, its catalog's products. */
export function FeedDetails({ profileId, feed, onChange }: FeedDetailsProps) {
  const { t } = useTranslation('productFeed');
  const run = feed.latestRun;
  const inProgress = run?.status === 'inProgress';
  useEffect(() => {
    if (!inProgress) return undefined;
    const timer = setInterval(() => {
      fetchFeed(profileId, feed.id).then(onChange, () => undefined);
    }, POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [inProgress, profileId, feed.id, onChange]);

  return (
    <section className={FEED_COLUMN} aria-labelledby="feed-details-title">
      <h2 id="feed-details-title">{t('details.heading', { name: feed.name })}</h2>
      <p className="feed-source-line">{feed.url ?? t('details.uploaded', { file: run?.fileName ?? '' })}</p>
      <div
        role="status"
        aria-live="polite"
        className={run?.status === 'failed' ? 'font-semibold text-danger' : 'font-semibold'}
      >
        {run === null ? t('details.notProcessed') : t(`status.${run.status}`)}
      </div>
      {run !== null && (
        <dl className="feed-counts m-0 flex flex-wrap gap-6 [&_dd]:m-0 [&_dd]:text-[1.25rem] [&_dd]:tabular-nums">
          <div>
            <dt>{t('details.rowsRead')}</dt>
            <dd>{run.rowsRead.toLocaleString()}</dd>
          </div>
          <div>
            <dt>{t('details.goodRows')}</dt>
            <dd>{run.goodRows.toLocaleString()}</dd>
          </div>
          <div>
            <dt>{t('details.badRows')}</dt>
            <dd>{run.badRows.toLocaleString()}</dd>
          </div>
        </dl>
      )}
      {run?.failureReason != null && <p className="field-error">{runFailureReason(t, run)}</p>}
      {run !== null && !inProgress && (
        <>
          <BadRows profileId={profileId} feedId={feed.id} runId={run.id} />
          <Products profileId={profileId} catalogId={feed.productCatalogId} runId={run.id} />
        </>
      )}
    </section>
  );
}

function BadRows({ profileId, feedId, runId }: { profileId: number; feedId: number; runId: number }) {
  const { t } = useTranslation('productFeed');
  const [page, setPage] = useState(1);
  // A new run starts its bad rows from the first page.
  const rows = useQuery({
    // runId: a new run's rows are loaded afresh.
    queryKey: ['badRows', profileId, feedId, page, runId],
    queryFn: () => fetchBadRows(profileId, feedId, page, PAGE_SIZE),
  });
  if (rows.isPending) return <Loading />;
  if (rows.isError) return <LoadFailed error={rows.error} onRetry={reloadOf(rows)} />;
  const shown = rows.data;
  return (
    <section aria-labelledby="bad-rows-title">
      <h3 id="bad-rows-title">{t('badRows.heading')}</h3>
      <PagedTable
        slice={shown}
        empty={t('badRows.none')}
        caption={t('badRows.caption')}
        columns={[t('badRows.line'), t('badRows.productId'), t('badRows.reason')]}
        className={FEED_TABLE}
        pagerLabel={t('badRows.pages')}
        onPage={setPage}
      >
        {shown.items.map((row) => (
          <tr key={row.line}>
            <th scope="row">{row.line}</th>
            <td>{row.productId ?? '—'}</td>
            <td>{badRowReason(t, row)}</td>
          </tr>
        ))}
      </PagedTable>
    </section>
  );
}

function Products({ profileId, catalogId, runId }: { profileId: number; catalogId: number; runId: number }) {
  const { t } = useTranslation('productFeed');
  const [page, setPage] = useState(1);
  const products = useQuery({
    // runId: a new run changes the products.
    queryKey: ['products', profileId, catalogId, page, runId],
    queryFn: () => fetchProducts(profileId, catalogId, page, PAGE_SIZE),
  });
  if (products.isPending) return <Loading />;
  if (products.isError) return <LoadFailed error={products.error} onRetry={reloadOf(products)} />;
  const shown = products.data;
  return (
    <section aria-labelledby="products-title">
      <h3 id="products-title">{t('products.heading')}</h3>
      <PagedTable
        slice={shown}
        empty={t('products.none')}
        caption={t('products.caption')}
        columns={[
          t('products.productId'),
          t('products.title'),
          t('products.price'),
          t('products.salePrice'),
          t('products.availability'),
          t('products.photo'),
        ]}
        className={FEED_TABLE}
        pagerLabel={t('products.pages')}
        onPage={setPage}
      >
        {shown.items.map((product) => (
          <tr key={product.productId}>
            <th scope="row">{product.productId}</th>
            <td>{product.title}</td>
            <td>{[product.price, product.currency].filter(Boolean).join(' ')}</td>
            <td>{product.salePrice ?? '—'}</td>
            <td>{t(`availability.${product.availability.replace(/ /g, '_')}`, product.availability)}</td>
            <td>
              <ProductPhoto profileId={profileId} catalogId={catalogId} product={product} />
            </td>
          </tr>
        ))}
      </PagedTable>
    </section>
  );
}

type PhotoState =
  { readonly status: 'idle' | 'adding' | 'added' } | { readonly status: 'refused'; readonly reason: string };

/**
 * Keeps the product's image in the profile's images (decision 457), where the next campaign's
 * creatives are drawn from; why it cannot (the image is too small, its host answered 404) shows
 * beside the button.
 */
function ProductPhoto({ profileId, catalogId, product }: { profileId: number; catalogId: number; product: Product }) {
  const { t } = useTranslation('productFeed');
  const onFailure = useCallFailure();
  const [state, setState] = useState<PhotoState>({ status: 'idle' });
  if (state.status === 'added') {
    return (
      <span className="inline-flex items-center gap-[0.35rem] whitespace-nowrap">
        <Check size={16} aria-hidden="true" /> <Link to={`/app/${String(profileId)}/assets`}>{t('photo.added')}</Link>
      </span>
    );
  }
  const add = async () => {
    setState({ status: 'adding' });
    try {
      await addProductImage(profileId, catalogId, product.productId);
      setState({ status: 'added' });
      showToast(t('photo.done', { title: product.title }));
    } catch (error) {
      if (error instanceof ApiError) setState({ status: 'refused', reason: error.message });
      else {
        setState({ status: 'idle' });
        onFailure(error);
      }
    }
  };
  const reasonId = `photo-reason-${product.productId}`;
  return (
    <div>
      <button
        type="button"
        className="whitespace-nowrap"
        disabled={state.status === 'adding'}
        aria-label={t('photo.add', { title: product.title })}
        aria-describedby={state.status === 'refused' ? reasonId : undefined}
        onClick={() => void add()}
      >
        {t('photo.button')}
      </button>
      {state.status === 'refused' && (
        <p id={reasonId} className="field-error mbs-1 max-inline-64 text-[0.85rem]" role="alert">
          {state.reason}
        </p>
      )}
    </div>
  );
}
