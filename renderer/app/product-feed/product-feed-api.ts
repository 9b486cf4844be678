// The product feed calls (server/modules/product-feed; AP §7 ProductCatalogs, ProductFeeds, process).
import type {
  CatalogProductsPage,
  FeedBadRowsPage,
  FeedBadRowView,
  ProductCatalogsPage,
  ProductCatalogView,
  ProductFeedsPage,
  ProductFeedView,
} from '../../../schemas/generated/index.ts';
import { signedInCall } from '../../session/auth-client.ts';

/** AP §3 product catalog with its product count (schemas/api/product-catalog.schema.json). */
export type Catalog = ProductCatalogView;

/** A feed and its latest run, if any (AP §3 feed process task, §4 in progress then done; schemas/api/product-feed.schema.json). */
export type Feed = ProductFeedView;

/** A refused row: the reason in English, and its code and parameters for the screen's own words (decision 230). */
export type BadRow = FeedBadRowView;

const base = (profileId: number) => `/businessProfiles/${String(profileId)}`;
const paged = (page: number, pageSize: number) => `page=${String(page)}&pageSize=${String(pageSize)}`;

export const fetchCatalogs = (profileId: number) =>
  signedInCall<ProductCatalogsPage>(`${base(profileId)}/ProductCatalogs?pageSize=100`);

export const createCatalog = (profileId: number, name: string) =>
  signedInCall<Catalog>(`${base(profileId)}/ProductCatalogs`, { method: 'POST', body: { name } });

export const fetchFeeds = (profileId: number, page: number, pageSize: number) =>
  signedInCall<ProductFeedsPage>(`${base(profileId)}/ProductFeeds?${paged(page, pageSize)}`);

export const fetchFeed = (profileId: number, feedId: number) =>
  signedInCall<Feed>(`${base(profileId)}/ProductFeeds/${String(feedId)}`);

export const createFeed = (profileId: number, body: { name: string; productCatalogId: number; url?: string }) =>
  signedInCall<Feed>(`${base(profileId)}/ProductFeeds`, { method: 'POST', body });

/** Starts processing: a URL feed is read by the server; otherwise the CSV file goes with the call. */
export function processFeed(profileId: number, feed: Feed, file: File | null): Promise<Feed> {
  const path = `${base(profileId)}/productFeeds/${String(feed.id)}/process`;
  const body: FormData | { productCatalogId: number } =
    file === null ? { productCatalogId: feed.productCatalogId } : new FormData();
  if (body instanceof FormData) {
    body.set('productCatalogId', String(feed.productCatalogId));
    body.set('file', file ?? '');
  }
  return signedInCall<Feed>(path, { method: 'POST', body });
}

export const fetchBadRows = (profileId: number, feedId: number, page: number, pageSize: number) =>
  signedInCall<FeedBadRowsPage>(`${base(profileId)}/ProductFeeds/${String(feedId)}/badRows?${paged(page, pageSize)}`);

export const fetchProducts = (profileId: number, catalogId: number, page: number, pageSize: number) =>
  signedInCall<CatalogProductsPage>(
    `${base(profileId)}/ProductCatalogs/${String(catalogId)}/products?${paged(page, pageSize)}`,
  );
