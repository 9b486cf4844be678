import { type Response } from 'express';
import type { AssetsQuery } from '../../../schemas/generated/api/assets-query.ts';
import type { ProductImageAsset } from '../../../schemas/generated/api/product-image-asset.ts';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { uploadReader } from '../media/upload.ts';
import { publicOrigin } from '../shared/public-origin.ts';
import { checkAsset, MAX_ANY_ASSET_BYTES } from './asset-files.ts';
import { assetFilePath, assetsPage, assetView, deleteAsset, readAssetBytes, saveAsset } from './asset-library.ts';
import { requireLinkingCategory } from './linking-categories.ts';
import { addProductImage } from './product-images.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

const readAssetUpload = uploadReader({ maxBytes: MAX_ANY_ASSET_BYTES, what: 'the file' });

/** A profile's asset library (AP §1 asset linking, §5 document upload). */
export function assetRoutes(api: ApiRouter, { orm, project, feedDownloads }: Services): void {
  api.on('getAssetFile', async (req, res) => {
    const { kind, mimeType, fileName, bytes } = await readAssetBytes(orm.em, req.params.assetId);
    // A file never changes under its id; nosniff keeps browsers to the type its bytes showed.
    res.set({ 'Cache-Control': 'private, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' });
    // A document is downloaded, never opened in our origin.
    if (kind === 'document') res.attachment(fileName);
    res.type(mimeType).send(bytes);
  });

  const libraryOf = async (res: Response, rawId: string) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), rawId);
    requireLinkingCategory(businessProfile, 'Asset linking');
    return businessProfile;
  };

  api.on('listAssets', async (req, res) => {
    const profile = await libraryOf(res, req.params.businessProfileId);
    const query = queryOf<AssetsQuery>(project, 'api/assets-query.schema.json', req);
    res.json(await assetsPage(orm.em, profile, query, publicOrigin(req)));
  });

  api.on('uploadAsset', async (req, res) => {
    const profile = await libraryOf(res, req.params.businessProfileId);
    const upload = await readAssetUpload(req, res);
    const checked = await checkAsset(upload.bytes);
    const asset = await saveAsset(orm.em, profile, { ...checked, fileName: upload.fileName, bytes: upload.bytes });
    res
      .status(201)
      .location(assetFilePath(asset.id))
      .json(assetView(asset, publicOrigin(req)));
  });

  api.on('addProductImageToAssets', async (req, res) => {
    const profile = await libraryOf(res, req.params.businessProfileId);
    const body = bodyOf<ProductImageAsset>(project, 'api/product-image-asset.schema.json', req);
    const asset = await addProductImage(orm.em, feedDownloads, profile, body);
    res
      .status(201)
      .location(assetFilePath(asset.id))
      .json(assetView(asset, publicOrigin(req)));
  });

  api.on('deleteAsset', async (req, res) => {
    const profile = await libraryOf(res, req.params.businessProfileId);
    await deleteAsset(orm.em, profile, req.params.assetId);
    res.status(204).end();
  });
}
