import { UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ProductCatalogsQuery } from '../../../schemas/generated/api/product-catalogs-query.ts';
import type { ProductsQuery } from '../../../schemas/generated/api/products-query.ts';
import { Product, ProductCatalog } from './entities.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { numericId } from '../../request-input.ts';
import { containsPattern } from '../shared/like-pattern.ts';
import { pagingOf } from './paging.ts';

/** Decision 148: a profile's catalogs have distinct names (the screen picks them by name). */
export class CatalogNameTakenError extends AppError {
  constructor(name: string) {
    super(409, 409, `There is already a catalog named "${name}".`);
  }
}

/** AP §7 POST /businessProfiles/{id}/ProductCatalogs (name). */
export async function createCatalog(em: EntityManager, businessProfileId: number, name: string) {
  const catalog = em.create(ProductCatalog, { businessProfile: businessProfileId, name: name.trim() });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new CatalogNameTakenError(name.trim());
    throw error;
  }
  return catalog;
}

/** The profile's catalog `rawId` names; another profile's is as unknown as one that does not exist. */
export async function ownedCatalog(em: EntityManager, businessProfileId: number, rawId: string) {
  const id = numericId(rawId);
  const catalog = id === null ? null : await em.findOne(ProductCatalog, { id, businessProfile: businessProfileId });
  if (catalog === null) throw new NotFoundError(`No product catalog "${rawId}"`);
  return catalog;
}

/** The profile's catalogs by name, a page at a time, each with how many products it holds. */
export async function catalogsPage(em: EntityManager, businessProfileId: number, query: ProductCatalogsQuery) {
  const { page, pageSize, offset } = pagingOf(query);
  const where: FilterQuery<ProductCatalog> = { businessProfile: businessProfileId };
  const search = query.search?.trim() ?? '';
  if (search !== '') Object.assign(where, { name: { $ilike: containsPattern(search) } });
  const [catalogs, total] = await em.findAndCount(ProductCatalog, where, {
    orderBy: { name: 'asc', id: 'asc' },
    limit: pageSize,
    offset,
  });
  const counts = await productCounts(
    em,
    catalogs.map((catalog) => catalog.id),
  );
  const items = catalogs.map((catalog) => catalogView(catalog, counts.get(catalog.id) ?? 0));
  return { items, total, page, pageSize };
}

export async function catalogWithCount(em: EntityManager, catalog: ProductCatalog) {
  return catalogView(catalog, (await productCounts(em, [catalog.id])).get(catalog.id) ?? 0);
}

async function productCounts(em: EntityManager, catalogIds: readonly number[]): Promise<Map<number, number>> {
  if (catalogIds.length === 0) return new Map();
  const rows = await em.getConnection().execute<{ catalog_id: number; count: string }[]>(
    // A PostgreSQL array literal: the driver would spread a JS array into separate parameters.
    'select catalog_id, count(*) as count from product where catalog_id = any(?::int[]) group by catalog_id',
    [`{${catalogIds.join(',')}}`],
  );
  return new Map(rows.map((row) => [row.catalog_id, Number(row.count)]));
}

/** A catalog's products by product id, a page at a time (search: product id, sku or title). */
export async function productsPage(em: EntityManager, catalogId: number, query: ProductsQuery) {
  const { page, pageSize, offset } = pagingOf(query);
  const where: FilterQuery<Product> & Record<string, unknown> = { catalog: catalogId };
  if (query.availability !== undefined) where.availability = query.availability;
  const search = query.search?.trim() ?? '';
  if (search !== '') {
    const pattern = containsPattern(search);
    where.$or = [{ productId: { $ilike: pattern } }, { sku: { $ilike: pattern } }, { title: { $ilike: pattern } }];
  }
  const [products, total] = await em.findAndCount(Product, where, {
    orderBy: { productId: 'asc' },
    limit: pageSize,
    offset,
  });
  return { items: products.map(productView), total, page, pageSize };
}

export function catalogView(catalog: ProductCatalog, productCount: number) {
  return { id: catalog.id, name: catalog.name, productCount, createdAt: catalog.createdAt.toISOString() };
}

/** AP §3 product feed columns of one product. */
export function productView(product: Product) {
  return {
    productId: product.productId,
    sku: product.sku ?? null,
    title: product.title,
    imageLink: product.imageLink,
    price: product.price,
    salePrice: product.salePrice ?? null,
    currency: product.currency ?? null,
    availability: product.availability,
    brand: product.brand ?? null,
    gtin: product.gtin ?? null,
    mpn: product.mpn ?? null,
    extra: product.extra,
    updatedAt: product.updatedAt.toISOString(),
  };
}
