import type { EntityManager } from '@mikro-orm/postgresql';
import type { AssetsQuery } from '../../../schemas/generated/api/assets-query.ts';
import type { BusinessProfile } from '../accounts/entities.ts';
import { Asset } from './entities.ts';
import { NotFoundError } from '../../errors.ts';
import { isUuid } from '../shared/uuid.ts';
import type { CheckedAsset } from './asset-files.ts';

export const DEFAULT_PAGE_SIZE = 24;

// Newest first; the id breaks ties so that pages never repeat nor skip a file.
const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

/** The path an asset's bytes are served at (decision 190). */
export const assetFilePath = (id: string): string => `/api/assets/${id}/file`;

/** The id of one of our assets from its URL, when the URL points at this server; else null. */
export function ownAssetId(url: string, origin: string): string | null {
  const match = /^\/api\/assets\/([^/]+)\/file$/.exec(url.startsWith(origin) ? url.slice(origin.length) : '');
  return match?.[1] !== undefined && isUuid(match[1]) ? match[1] : null;
}

/** One page of a profile's asset library, newest first, narrowed to one kind if asked. */
export async function assetsPage(em: EntityManager, profile: BusinessProfile, query: AssetsQuery, origin: string) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  const [items, total] = await em.findAndCount(
    Asset,
    { businessProfile: profile, ...(query.kind === undefined ? {} : { kind: query.kind }) },
    { orderBy: NEWEST_FIRST, limit: pageSize, offset: (page - 1) * pageSize },
  );
  return { items: items.map((asset) => assetView(asset, origin)), total, page, pageSize };
}

export async function saveAsset(
  em: EntityManager,
  profile: BusinessProfile,
  file: CheckedAsset & { readonly fileName: string; readonly bytes: Buffer },
): Promise<Asset> {
  const asset = em.create(Asset, { ...file, sizeBytes: file.bytes.length, businessProfile: profile });
  await em.flush();
  return asset;
}

/** Deletes one of the profile's assets; another profile's, or none, is 404 (104). */
export async function deleteAsset(em: EntityManager, profile: BusinessProfile, rawId: string): Promise<void> {
  const deleted = isUuid(rawId) ? await em.nativeDelete(Asset, { id: rawId, businessProfile: profile }) : 0;
  if (deleted === 0) throw new NotFoundError(`No asset "${rawId}"`);
}

/** The bytes and type of an asset; an unknown id is 404 (104). */
export async function readAssetBytes(em: EntityManager, rawId: string) {
  const asset = isUuid(rawId)
    ? await em.findOne(
        Asset,
        { id: rawId },
        { fields: ['mimeType', 'fileName', 'kind', 'bytes'], disableIdentityMap: true },
      )
    : null;
  if (asset === null) throw new NotFoundError(`No asset "${rawId}"`);
  const { bytes } = asset;
  return {
    kind: asset.kind,
    mimeType: asset.mimeType,
    fileName: asset.fileName,
    bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}

export function assetView(asset: Asset, origin: string) {
  return {
    id: asset.id,
    kind: asset.kind,
    fileName: asset.fileName,
    mimeType: asset.mimeType,
    sizeBytes: asset.sizeBytes,
    width: asset.width ?? null,
    height: asset.height ?? null,
    url: origin + assetFilePath(asset.id),
    createdAt: asset.createdAt.toISOString(),
  };
}
