import type { UiSchema } from '@rjsf/utils';

/**
 * A field whose value defaults by region, as its uiSchema says with `ui:options.regionDefault`:
 * `true` for the region's own code (an address's country), or a value per region
 * (`{ "IN": 17, "GB": 18 }`: a store's currency). `regionFrom` names the field, by its path in the
 * step's data (`address.countryCode`), whose country the default follows instead of the session's.
 */
interface RegionField {
  readonly path: readonly string[];
  readonly from: readonly string[] | null;
  readonly valueIn: (region: string) => unknown;
}

/**
 * The step's data with a value in every region field that holds nothing yet: the value of the
 * country its `regionFrom` field names, else of the session's region (an address's country
 * defaults to the country the user confirmed, not to the schema's fixed default).
 */
export function withRegionDefaults(uiSchema: UiSchema, data: unknown, region: string | null): unknown {
  // The fields a country is taken from first: a currency follows the country just filled in.
  const fields = regionFields(uiSchema).sort((a, b) => Number(a.from !== null) - Number(b.from !== null));
  let filled = data;
  for (const { path, from, valueIn } of fields) {
    if (valueAt(filled, path) !== undefined) continue;
    const country = from === null ? region : (countryAt(filled, from) ?? region);
    const value = country === null ? undefined : valueIn(country);
    if (value !== undefined) filled = withValueAt(filled, path, value);
  }
  return filled;
}

/**
 * `next` with each region field that still holds the old country's default moved to the new
 * country's, when the field it follows changed country: a store moved to Britain is priced in
 * pounds, while a currency the owner chose stays chosen.
 */
export function followingRegion(uiSchema: UiSchema, previous: unknown, next: unknown): unknown {
  let followed = next;
  for (const { path, from, valueIn } of regionFields(uiSchema)) {
    if (from === null) continue;
    const before = countryAt(previous, from);
    const after = countryAt(next, from);
    if (after === null || after === before) continue;
    const current = valueAt(next, path);
    const untouched = current === undefined || (before !== null && current === valueIn(before));
    const value = valueIn(after);
    if (untouched && value !== undefined) followed = withValueAt(followed, path, value);
  }
  return followed;
}

function regionFields(uiSchema: unknown, path: readonly string[] = []): RegionField[] {
  if (uiSchema === null || typeof uiSchema !== 'object') return [];
  const options = (uiSchema as UiSchema)['ui:options'] as { regionDefault?: unknown; regionFrom?: unknown } | undefined;
  const { regionDefault, regionFrom } = options ?? {};
  const from = typeof regionFrom === 'string' ? regionFrom.split('.') : null;
  if (regionDefault === true) return [{ path, from, valueIn: (region) => region }];
  if (isRecord(regionDefault)) return [{ path, from, valueIn: (region) => regionDefault[region] }];
  return Object.entries(uiSchema)
    .filter(([key, value]) => !key.startsWith('ui:') && typeof value === 'object')
    .flatMap(([field, fieldUiSchema]) => regionFields(fieldUiSchema, [...path, field]));
}

function valueAt(data: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), data);
}

const countryAt = (data: unknown, path: readonly string[]): string | null => {
  const value = valueAt(data, path);
  return typeof value === 'string' && value !== '' ? value : null;
};

/** `data` with `value` at `path`, the records on the way copied, never changed in place. */
function withValueAt(data: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const record = isRecord(data) ? data : {};
  return { ...record, [key]: withValueAt(record[key], rest, value) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
