// The asset library of server/modules/assets under /businessProfiles/{id}/assets (AP §1, §5).
import type { AssetView } from '../../../schemas/generated/index.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { signedInCall } from '../../session/auth-client.ts';

export const ASSET_KINDS = ['image', 'video', 'document'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

/** A file of the library; width and height only for images (schemas/api/asset.schema.json). */
export type Asset = AssetView;

/** AP §5 document upload: what the file picker offers (the server reads the bytes regardless). */
export const ACCEPTED_FILES = '.png,.jpg,.jpeg,.mp4,.webm,.ogv,.pdf,.docx';

// A category without asset linking (403) is said on the page, not as a toast (decision 192).
const EXPECTED = [ErrorCode.invalidRequestData, ErrorCode.doesNotExist, 403];

export const fetchAssets = (profileId: number, kind: AssetKind | '', page: number, pageSize: number) =>
  signedInCall(
    {
      method: 'GET',
      path: '/businessProfiles/{businessProfileId}/assets',
      params: { businessProfileId: profileId },
      query: { page: String(page), pageSize: String(pageSize), ...(kind === '' ? {} : { kind }) },
    },
    { expected: EXPECTED },
  );

/** Keeps the image a product of the profile's feed links to as an asset (decision 457). */
export const addProductImage = (profileId: number, productCatalogId: number, productId: string): Promise<Asset> =>
  signedInCall({
    method: 'POST',
    path: '/businessProfiles/{businessProfileId}/assets/fromProduct',
    params: { businessProfileId: profileId },
    body: { productCatalogId, productId },
  });

export function uploadAsset(profileId: number, file: File): Promise<Asset> {
  const body = new FormData();
  body.set('file', file);
  return signedInCall({
    method: 'POST',
    path: '/businessProfiles/{businessProfileId}/assets',
    params: { businessProfileId: profileId },
    body,
  });
}

export const deleteAsset = (profileId: number, assetId: string) =>
  signedInCall(
    {
      method: 'DELETE',
      path: '/businessProfiles/{businessProfileId}/assets/{assetId}',
      params: { businessProfileId: profileId, assetId },
    },
    { expected: EXPECTED },
  );
