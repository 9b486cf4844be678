// The asset library of server/modules/assets under /businessProfiles/{id}/assets (AP §1, §5).
import type { AssetsPage, AssetView } from '../../../schemas/generated/index.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { signedInCall } from '../../session/auth-client.ts';
import { moneyCall } from '../money/money-call.ts';

export const ASSET_KINDS = ['image', 'video', 'document'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** A file of the library; width and height only for images (schemas/api/asset.schema.json). */
export type Asset = AssetView;

export type AssetPage = AssetsPage;

/** AP §5 document upload: what the file picker offers (the server reads the bytes regardless). */
export const ACCEPTED_FILES = '.png,.jpg,.jpeg,.mp4,.webm,.ogv,.pdf,.docx';

// A category without asset linking (403) is said on the page, not as a toast (decision 192).
const EXPECTED = [ErrorCode.invalidRequestData, ErrorCode.doesNotExist, 403];

const base = (profileId: number) => `/businessProfiles/${String(profileId)}/assets`;

export function fetchAssets(profileId: number, kind: AssetKind | '', page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (kind !== '') query.set('kind', kind);
  return moneyCall<AssetPage>(`${base(profileId)}?${query.toString()}`, { expected: EXPECTED });
}

export function uploadAsset(profileId: number, file: File): Promise<Asset> {
  const body = new FormData();
  body.set('file', file);
  return signedInCall<Asset>(base(profileId), { method: 'POST', body });
}

export const deleteAsset = (profileId: number, assetId: string) =>
  moneyCall<undefined>(`${base(profileId)}/${encodeURIComponent(assetId)}`, { method: 'DELETE', expected: EXPECTED });
