import { buffer } from 'node:stream/consumers';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductImageAsset } from '../../../schemas/generated/api/product-image-asset.ts';
import { FeedDownloadError, type FeedDownloads } from '../../adapters/feed-downloads.ts';
import { InvalidRequestError, NotFoundError } from '../../errors.ts';
import type { BusinessProfile } from '../accounts/entities.ts';
import { checkImage } from '../media/image-check.ts';
import { MAX_UPLOAD_BYTES } from '../media/upload.ts';
import { Product } from '../product-feed/entities.ts';
import type { Asset } from './entities.ts';
import { saveAsset } from './asset-library.ts';

// Where the reason is given: the product named in the body.
const FIELD = 'productId';

/**
 * Keeps the image a product of the profile's feed links to as an asset of its library (decision
 * 457), so the creatives draw the store's own product photos: read from its host as the feed
 * was, within onboarding's image rules (OL §5: PNG or JPEG, 150 to 8000 px, 5 MB).
 */
export async function addProductImage(
  em: EntityManager,
  downloads: FeedDownloads,
  profile: BusinessProfile,
  { productCatalogId, productId }: ProductImageAsset,
): Promise<Asset> {
  const product = await em.findOne(
    Product,
    { catalog: { id: productCatalogId, businessProfile: profile.id }, productId },
    { fields: ['productId', 'imageLink'] },
  );
  if (product === null) throw new NotFoundError(`There is no product ${productId} in this catalog.`);
  const bytes = await imageAt(downloads, product.imageLink);
  const checked = await checkImage(bytes, FIELD);
  return saveAsset(em, profile, { kind: 'image', ...checked, fileName: fileNameOf(product), bytes });
}

async function imageAt(downloads: FeedDownloads, url: string): Promise<Buffer> {
  try {
    return await buffer(await downloads.open(url, MAX_UPLOAD_BYTES, 'image'));
  } catch (error) {
    if (!(error instanceof FeedDownloadError)) throw error;
    const message = `The product's image cannot be read: ${error.message}`;
    throw new InvalidRequestError(message, [{ path: `/${FIELD}`, message }]);
  }
}

/** The file's own name from its address where it has one ("shirt-blue.jpg"), else the product's id. */
function fileNameOf(product: Pick<Product, 'productId' | 'imageLink'>): string {
  const last = URL.parse(product.imageLink)?.pathname.split('/').pop() ?? '';
  let name = '';
  try {
    name = decodeURIComponent(last).trim();
  } catch {
    // A malformed escape: the product's id names it instead.
  }
  return (name === '' ? product.productId : name).slice(0, 255);
}
