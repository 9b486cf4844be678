// The rows of a product feed (AP §3 product feed columns), read and checked one at a time:
// free of the database, so the rules stand on their own (decision 143).
import type { ProductAvailability } from '../../../schemas/generated/enums/product-availability.ts';
import type { ProductFeedColumn } from '../../../schemas/generated/enums/product-feed-column.ts';
import { rowReason, type ReasonParams, type RowReason, type RowReasonCode } from './row-reasons.ts';

/** AP §3 product feed columns the processing reads; a file's other columns go to `extra`. */
export const FEED_COLUMNS: readonly ProductFeedColumn[] = [
  'product_id',
  'sku',
  'title',
  'image_link',
  'price',
  'sale_price',
  'availability',
  'brand',
  'gtin',
  'mpn',
];

/** Without these a row cannot be a product (decision 143): a header lacking one fails the whole run. */
export const REQUIRED_COLUMNS: readonly ProductFeedColumn[] = [
  'product_id',
  'title',
  'price',
  'availability',
  'image_link',
];

export const AVAILABILITIES: readonly ProductAvailability[] = ['in stock', 'out of stock', 'preorder', 'backorder'];

/** A product as a good row describes it. */
export interface FeedProduct {
  readonly productId: string;
  readonly sku: string | null;
  readonly title: string;
  readonly imageLink: string;
  readonly price: string;
  readonly salePrice: string | null;
  readonly currency: string | null;
  readonly availability: ProductAvailability;
  readonly brand: string | null;
  readonly gtin: string | null;
  readonly mpn: string | null;
  readonly extra: Record<string, string>;
}

export type RowVerdict =
  | { readonly ok: true; readonly product: FeedProduct }
  | { readonly ok: false; readonly productId: string | null; readonly reason: RowReason };

// Shopping feeds write "image link", "image_link" or "Image-Link": one name for each.
const columnKey = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * The feed column each header cell stands for: `productMaps` first (the file's own name for a
 * column), then the name itself. Duplicate names keep the first; empty cells are skipped.
 */
export function headerColumns(header: readonly string[], productMaps: Readonly<Record<string, string>>): string[] {
  const maps = new Map(Object.entries(productMaps).map(([from, to]) => [columnKey(from), to]));
  return header.map((cell) => {
    const key = columnKey(cell);
    return maps.get(key) ?? key;
  });
}

export function missingColumns(columns: readonly string[]): ProductFeedColumn[] {
  return REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
}

// "12.99", "12.99 GBP" (the currency code that shopping feeds put after the price).
const PRICE = /^(\d{1,10}(?:\.\d{1,2})?)(?:\s+([A-Za-z]{3}))?$/;
const LIMITS = { product_id: 100, sku: 100, title: 150, image_link: 2000, brand: 100, mpn: 70 } as const;
const EXTRA_VALUE_LIMIT = 5000;

/** The verdict on one record: the product it describes, or the first reason it is refused. */
export function checkRow(columns: readonly string[], record: readonly string[]): RowVerdict {
  if (record.length !== columns.length) {
    return refused(null, rowReason('columnCount', { cells: record.length, columns: columns.length }));
  }
  const cells = new Map<string, string>();
  const extra: Record<string, string> = {};
  columns.forEach((column, index) => {
    const value = (record[index] ?? '').trim();
    if ((FEED_COLUMNS as readonly string[]).includes(column)) {
      if (!cells.has(column)) cells.set(column, value);
    } else if (column !== '' && value !== '' && !(column in extra)) extra[column] = value.slice(0, EXTRA_VALUE_LIMIT);
  });
  const text = (column: ProductFeedColumn) => cells.get(column) ?? '';
  const productId = text('product_id');
  const id = productId === '' ? null : productId.slice(0, LIMITS.product_id);
  const fail = (code: RowReasonCode, params?: ReasonParams) => refused(id, rowReason(code, params));

  for (const column of ['product_id', 'title'] as const) if (text(column) === '') return fail('emptyValue', { column });
  for (const column of Object.keys(LIMITS) as (keyof typeof LIMITS)[]) {
    if (text(column).length > LIMITS[column]) return fail('tooLong', { column, limit: LIMITS[column] });
  }

  const price = PRICE.exec(text('price'));
  if (price === null) return fail('notAPrice', { column: 'price', value: clip(text('price')) });
  const priceValue = Number(price[1]);
  if (priceValue <= 0) return fail('notPositive', { column: 'price' });
  let salePrice: string | null = null;
  if (text('sale_price') !== '') {
    const sale = PRICE.exec(text('sale_price'));
    if (sale === null) return fail('notAPrice', { column: 'sale_price', value: clip(text('sale_price')) });
    if (Number(sale[1]) <= 0) return fail('notPositive', { column: 'sale_price' });
    if (Number(sale[1]) > priceValue)
      return fail('saleAbovePrice', { salePrice: sale[1] ?? '', price: price[1] ?? '' });
    if (sale[2] !== undefined && price[2] !== undefined && sale[2].toUpperCase() !== price[2].toUpperCase())
      return fail('otherCurrency');
    salePrice = sale[1] ?? null;
  }

  const availability = text('availability').toLowerCase().replace(/_/g, ' ');
  if (!(AVAILABILITIES as readonly string[]).includes(availability)) {
    return fail('badAvailability', { value: clip(text('availability')), allowed: AVAILABILITIES.join(', ') });
  }
  const imageLink = text('image_link');
  if (!isWebAddress(imageLink)) return fail('notAWebAddress', { value: clip(imageLink) });
  const gtin = text('gtin');
  if (gtin !== '' && !isGtin(gtin)) return fail('badGtin', { value: clip(gtin) });

  const optional = (column: ProductFeedColumn) => (text(column) === '' ? null : text(column));
  return {
    ok: true,
    product: {
      productId,
      sku: optional('sku'),
      title: text('title'),
      imageLink,
      price: price[1] ?? '',
      salePrice,
      currency: price[2]?.toUpperCase() ?? null,
      availability: availability as ProductAvailability,
      brand: optional('brand'),
      gtin: optional('gtin'),
      mpn: optional('mpn'),
      extra,
    },
  };
}

const refused = (productId: string | null, reason: RowReason): RowVerdict => ({ ok: false, productId, reason });

// A reason quotes what it refuses, never a whole novel of it.
const clip = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}...` : value);

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  return URL.canParse(value);
}

/** GS1: 8, 12, 13 or 14 digits whose last is the check digit (weights 3 and 1 from the right). */
export function isGtin(value: string): boolean {
  if (!/^(?:\d{8}|\d{12,14})$/.test(value)) return false;
  const digits = Array.from(value, Number);
  const check = digits.pop() ?? 0;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}
