// The product feed calls (server/modules/product-feed; AP §7 ProductCatalogs, ProductFeeds, process).
import type {
  CatalogProductView,
  FeedBadRowView,
  ProductCatalogView,
  ProductFeedView,
} from '../../../schemas/generated/index.ts';
import { signedInCall } from '../../session/auth-client.ts';

/** AP §3 product catalog with its product count (schemas/api/product-catalog.schema.json). */
export type Catalog = ProductCatalogView;

/** A feed and its latest run, if any (AP §3 feed process task, §4 in progress then done; schemas/api/product-feed.schema.json). */
export type Feed = ProductFeedView;

/** A product as its feed last described it (schemas/api/catalog-products-page.schema.json). */
export type Product = CatalogProductView;

/** A refused row: the reason in English, and its code and parameters for the screen's own words (decision 230). */
export type BadRow = FeedBadRowView;

const paged = (page: number, pageSize: number) => ({ page: String(page), pageSize: String(pageSize) });

export const fetchCatalogs = (profileId: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/ProductCatalogs',
    params: { businessProfileId: profileId },
    query: { pageSize: '100' },
  });

export const createCatalog = (profileId: number, name: string) =>
  signedInCall({
    method: 'POST',
    path: '/businessProfiles/{businessProfileId}/ProductCatalogs',
    params: { businessProfileId: profileId },
    body: { name },
  });

export const fetchFeeds = (profileId: number, page: number, pageSize: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/ProductFeeds',
    params: { businessProfileId: profileId },
    query: paged(page, pageSize),
  });

export const fetchFeed = (profileId: number, feedId: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/ProductFeeds/{feedId}',
    params: { businessProfileId: profileId, feedId },
  });

export const createFeed = (profileId: number, body: { name: string; productCatalogId: number; url?: string }) =>
  signedInCall({
    method: 'POST',
    path: '/businessProfiles/{businessProfileId}/ProductFeeds',
    params: { businessProfileId: profileId },
    body,
  });

/** Starts processing: a URL feed is read by the server; otherwise the CSV file goes with the call. */
export function processFeed(profileId: number, feed: Feed, file: File | null): Promise<Feed> {
  const body: FormData | { productCatalogId: number } =
    file === null ? { productCatalogId: feed.productCatalogId } : new FormData();
  if (body instanceof FormData) {
    body.set('productCatalogId', String(feed.productCatalogId));
    body.set('file', file ?? '');
  }
  return signedInCall({
    method: 'POST',
    path: '/businessProfiles/{businessProfileId}/productFeeds/{feedId}/process',
    params: { businessProfileId: profileId, feedId: feed.id },
    body,
  });
}

export const fetchBadRows = (profileId: number, feedId: number, page: number, pageSize: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/ProductFeeds/{feedId}/badRows',
    params: { businessProfileId: profileId, feedId },
    query: paged(page, pageSize),
  });

export const fetchProducts = (profileId: number, catalogId: number, page: number, pageSize: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/ProductCatalogs/{catalogId}/products',
    params: { businessProfileId: profileId, catalogId },
    query: paged(page, pageSize),
  });
