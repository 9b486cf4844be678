import type { RJSFSchema } from '@rjsf/utils';
import type { Place } from '../../schemas/generated/index.ts';
import { isRecord } from './shared/schema-reading.ts';

/** A place as GET /api/Locations answers it (schemas/api/place.schema.json). */
export type { Place };

// §3 location mode: a place picked by name is a region (2), not a point (latlng 1).
const REGION_MODE = 2;

/** "Pune, Maharashtra": a city with its region, as the schemas' examples name places. */
export const placeName = (place: Place): string =>
  place.region === undefined ? place.name : `${place.name}, ${place.region}`;

// Where each property the schemas use for a picked place comes from.
const FROM_PLACE: Readonly<Record<string, (place: Place) => unknown>> = {
  name: placeName,
  key: (place) => place.key,
  placeId: (place) => place.key,
  formattedAddress: placeName,
  locationMode: () => REGION_MODE,
  countryCode: (place) => place.countryCode,
  latitude: (place) => place.latitude,
  longitude: (place) => place.longitude,
};

/**
 * A picked place in the shape the field's schema asks for (a target location `{name, key,
 * locationMode}`, a map listing `{placeId, name, formattedAddress}`); an open object keeps the
 * place's own fields.
 */
export function toSchemaShape(place: Place, schema: RJSFSchema): Record<string, unknown> {
  const wanted = isRecord(schema.properties) ? Object.keys(schema.properties) : [];
  const names = wanted.length === 0 ? ['key', 'name', 'countryCode', 'latitude', 'longitude'] : wanted;
  return Object.fromEntries(
    names.flatMap((name) => {
      const read = FROM_PLACE[name];
      return read === undefined ? [] : [[name, read(place)]];
    }),
  );
}

/** What a stored place is called on its chip, and what tells two apart. */
export function describeStored(value: unknown): { key: string; text: string } | null {
  if (!isRecord(value)) return null;
  const text = [value.name, value.formattedAddress, value.key, value.placeId].find((item) => typeof item === 'string');
  const key = [value.key, value.placeId, value.name].find((item) => typeof item === 'string');
  return typeof text === 'string' && typeof key === 'string' ? { key, text } : null;
}
