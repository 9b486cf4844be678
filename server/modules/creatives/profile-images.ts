import type { EntityManager } from '@mikro-orm/postgresql';
import { Asset } from '../assets/entities.ts';
import { StoreProfile, type StoreLogo } from '../stores/entities.ts';
import { assetFilePath } from '../assets/asset-library.ts';
import type { SessionRecord } from '../flow-sessions/session-store.ts';
import { CUSTOM_UPLOAD, ownMediaId } from '../media/media-store.ts';
import type { CreativeInputs } from './creative-inputs.ts';

/** An image as the edit screen's upload fields hold it (schemas/entities/media-file.schema.json). */
export type ImageFile = StoreLogo;

/** What the product already holds of the session's business that a creative can be drawn with. */
export interface ProfileImages {
  /** The store profile's logo (AP §7 logo upload). */
  readonly logo: ImageFile | null;
  /** The newest images of the profile's asset library (AP §1 asset linking), newest first. */
  readonly photos: readonly ImageFile[];
}

const NONE: ProfileImages = { logo: null, photos: [] };
// What a campaign's photos open with: a few, to keep or remove (the layouts draw the first still there).
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
      url: origin + assetFilePath(asset.id),
      fileName: asset.fileName,
      mimeType: asset.mimeType,
      width: asset.width ?? 0,
      height: asset.height ?? 0,
      source: CUSTOM_UPLOAD,
    })),
  };
}

/**
 * The inputs as the creatives are drawn (issue 24): where the session's own answers give no logo of
 * ours (a flow without an images step), the store's logo; the library images kept that are still
 * in the library (one deleted since is not drawn, so the generation is asked for anew).
 */
export async function withProfileImages(
  em: EntityManager,
  session: SessionRecord,
  inputs: CreativeInputs,
  images: ProfileImages,
  origin: string,
): Promise<CreativeInputs> {
  const storeLogo = images.logo === null ? null : ownMediaId(images.logo.url, origin);
  const kept = inputs.libraryPhotoIds ?? [];
  const businessProfile = session.businessProfileId;
  // Only the session's own business's library: another's file is never drawn into its ads.
  const there =
    kept.length === 0 || businessProfile == null
      ? []
      : await em.find(Asset, { id: { $in: [...kept] }, businessProfile, kind: 'image' }, { fields: ['id'] });
  const libraryPhotoIds = kept.filter((id) => there.some((asset) => asset.id === id));
  return {
    ...inputs,
    ...(inputs.logoMediaId === null && storeLogo !== null && { logoMediaId: storeLogo }),
    libraryPhotoIds: libraryPhotoIds.length > 0 ? libraryPhotoIds : undefined,
  };
}
