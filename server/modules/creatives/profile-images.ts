import type { EntityManager } from '@mikro-orm/postgresql';
import { Asset } from '../../db/asset-entities.ts';
import { StoreProfile } from '../../db/store-entities.ts';
import { assetFilePath, readAssetBytes } from '../assets/asset-library.ts';
import type { SessionRecord } from '../flow-sessions/session-store.ts';
import { CUSTOM_UPLOAD, ownMediaId } from '../media/media-store.ts';
import type { CreativeInputs } from './creative-inputs.ts';

/** An image as the edit screen's upload fields hold it (schemas/entities/media-file.schema.json). */
export interface ImageFile {
  readonly url: string;
  readonly fileName?: string;
  readonly mimeType: string;
  readonly width: number;
  readonly height: number;
  readonly source?: number;
}

/** What the product already holds of the session's business that a creative can be drawn with. */
export interface ProfileImages {
  /** The store profile's logo (AP §7 logo upload). */
  readonly logo: ImageFile | null;
  /** The newest images of the profile's asset library (AP §1 asset linking), newest first. */
  readonly photos: readonly { readonly assetId: string; readonly file: ImageFile }[];
}

const NONE: ProfileImages = { logo: null, photos: [] };
// The layouts draw one photo; the others stand in for it if it is deleted before the job runs.
const LIBRARY_PHOTOS = 3;

/** The images of the business profile the session belongs to (none before sign-up). */
export async function profileImagesOf(
  em: EntityManager,
  session: SessionRecord,
  origin: string,
): Promise<ProfileImages> {
  const businessProfile = session.businessProfileId;
  if (businessProfile == null) return NONE;
  const [store, assets] = await Promise.all([
    em.findOne(StoreProfile, { businessProfile }, { fields: ['logo'] }),
    em.find(
      Asset,
      { businessProfile, kind: 'image', width: { $ne: null }, height: { $ne: null } },
      {
        fields: ['id', 'fileName', 'mimeType', 'width', 'height'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: LIBRARY_PHOTOS,
      },
    ),
  ]);
  return {
    logo: store?.logo ?? null,
    photos: assets.map((asset) => ({
      assetId: asset.id,
      file: {
        url: origin + assetFilePath(asset.id),
        fileName: asset.fileName,
        mimeType: asset.mimeType,
        width: asset.width ?? 0,
        height: asset.height ?? 0,
        source: CUSTOM_UPLOAD,
      },
    })),
  };
}

/**
 * Issue 24: a business the product already knows is drawn with what it holds of it where the
 * session's own answers give nothing: the store logo for the logo, the asset library for the photo.
 */
export function withProfileImages(inputs: CreativeInputs, images: ProfileImages, origin: string): CreativeInputs {
  const storeLogo = images.logo === null ? null : ownMediaId(images.logo.url, origin);
  const ownPhotos = (inputs.photoMediaIds ?? []).length > 0;
  return {
    ...inputs,
    ...(inputs.logoMediaId === null && storeLogo !== null && { logoMediaId: storeLogo }),
    ...(!ownPhotos && images.photos.length > 0 && { libraryPhotoIds: images.photos.map((photo) => photo.assetId) }),
  };
}

/** A library image's bytes as a data URL; one deleted since is left out (null). */
export async function libraryPhotoDataUri(em: EntityManager, assetId: string): Promise<string | null> {
  const asset = await readAssetBytes(em, assetId).catch(() => null);
  return asset === null ? null : `data:${asset.mimeType};base64,${asset.bytes.toString('base64')}`;
}
