import type { RunFailure } from './run-failure-reason.ts';
// The product feed calls (server/modules/product-feed; AP §7 ProductCatalogs, ProductFeeds, process).
import type { FeedRunStatus } from '../../../schemas/generated/enums/feed-run-status.ts';
import { signedInCall } from '../../session/auth-client.ts';

export type { FeedRunStatus };

export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface Catalog {
  readonly id: number;
  readonly name: string;
  readonly productCount: number;
}

/** One processing of a feed (AP §3 feed process task, §4 in progress then done). */
export interface FeedRun extends RunFailure {
  readonly id: number;
  readonly status: FeedRunStatus;
  readonly fileName: string | null;
  readonly rowsRead: number;
  readonly goodRows: number;
  readonly badRows: number;
  readonly requestedAt: string;
  readonly finishedAt: string | null;
}

export interface Feed {
  readonly id: number;
  readonly name: string;
  readonly productCatalogId: number;
  readonly url: string | null;
  readonly latestRun: FeedRun | null;
}

export interface BadRow {
  readonly line: number;
  readonly productId: string | null;
  /** The reason in English, as the server words it. */
  readonly reason: string;
  /** The reason's code and parameters, for the screen's own words (decision 230); null on older runs. */
  readonly reasonCode: string | null;
  readonly reasonParams: Readonly<Record<string, string | number>> | null;
}

export interface Product {
  readonly productId: string;
  readonly title: string;
  readonly price: string;
  readonly salePrice: string | null;
  readonly currency: string | null;
  readonly availability: string;
}

const base = (profileId: number) => `/businessProfiles/${String(profileId)}`;
const paged = (page: number, pageSize: number) => `page=${String(page)}&pageSize=${String(pageSize)}`;

export const fetchCatalogs = (profileId: number) =>
  signedInCall<Page<Catalog>>(`${base(profileId)}/ProductCatalogs?pageSize=100`);

export const createCatalog = (profileId: number, name: string) =>
  signedInCall<Catalog>(`${base(profileId)}/ProductCatalogs`, { method: 'POST', body: { name } });

export const fetchFeeds = (profileId: number, page: number, pageSize: number) =>
  signedInCall<Page<Feed>>(`${base(profileId)}/ProductFeeds?${paged(page, pageSize)}`);

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
  signedInCall<Page<BadRow>>(`${base(profileId)}/ProductFeeds/${String(feedId)}/badRows?${paged(page, pageSize)}`);

export const fetchProducts = (profileId: number, catalogId: number, page: number, pageSize: number) =>
  signedInCall<Page<Product>>(
    `${base(profileId)}/ProductCatalogs/${String(catalogId)}/products?${paged(page, pageSize)}`,
  );
