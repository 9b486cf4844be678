/**
 * GB postcode districts from postcodes.io (decision 463): `GET {base}/outcodes/{outcode}`, no key,
 * the ONS Postcode Directory under the Open Government Licence. The public service is
 * https://api.postcodes.io; it is also published as a container image to run beside the product.
 */
import type { Logger } from 'pino';
import { LocationType, type Location } from '../modules/places/places.ts';
import { districtKey, noPostcodeDistricts, type PostcodeDistricts } from '../modules/places/postcode-districts.ts';

// A place search is typed: an answer later than this is no answer (the cities still come).
const TIMEOUT_MS = 3_000;

/** The part of postcodes.io's outcode result read here. */
interface OutcodeResult {
  readonly outcode: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly admin_district?: readonly string[];
  readonly admin_county?: readonly string[];
}

const isOutcodeResult = (value: unknown): value is OutcodeResult =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { outcode?: unknown }).outcode === 'string' &&
  ['latitude', 'longitude'].every((field) => {
    const coordinate = (value as Record<string, unknown>)[field];
    return coordinate === null || typeof coordinate === 'number';
  });

/** "Leeds", or "Westminster, Wandsworth" for a district across two. */
function councilsOf(result: OutcodeResult): string | undefined {
  const councils = result.admin_district?.length ? result.admin_district : (result.admin_county ?? []);
  return councils.length > 0 ? councils.slice(0, 2).join(', ') : undefined;
}

/** postcodes.io when `baseUrl` is configured (POSTCODES_IO_URL), else none; the start-up log says which. */
export function configuredPostcodeDistricts(baseUrl: string | undefined, logger: Logger): PostcodeDistricts {
  const districts = baseUrl === undefined ? noPostcodeDistricts : postcodesIo(baseUrl, logger);
  logger.info(`GB postcode districts: ${districts.name}`);
  return districts;
}

export function postcodesIo(baseUrl: string, logger: Logger): PostcodeDistricts {
  const base = baseUrl.replace(/\/+$/, '');
  async function lookup(outwardCode: string): Promise<Location | null> {
    const response = await fetch(`${base}/outcodes/${encodeURIComponent(outwardCode)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`postcodes.io answered ${String(response.status)} for ${outwardCode}`);
    const result = ((await response.json()) as { result?: unknown }).result;
    if (!isOutcodeResult(result))
      throw new Error(`postcodes.io answered an outcode of another shape for ${outwardCode}`);
    // Some outward codes are not places (PO boxes, non-geographic): nothing to draw or target.
    if (result.latitude === null || result.longitude === null) {
      logger.debug({ outwardCode }, 'postcodes.io has no centre for this district');
      return null;
    }
    const region = councilsOf(result);
    const district: Location = {
      key: districtKey(result.outcode.toUpperCase()),
      name: result.outcode.toUpperCase(),
      type: LocationType.postcode,
      countryCode: 'GB',
      latitude: result.latitude,
      longitude: result.longitude,
      ...(region !== undefined && { region }),
    };
    return district;
  }
  return {
    name: `postcodes.io at ${base}`,
    async district(outwardCode) {
      try {
        return await lookup(outwardCode);
      } catch (error) {
        // The cities and regions still answer: a search is not failed for the one place it lacks.
        logger.warn({ err: error, outwardCode }, 'postcodes.io did not answer: the postcode district is left out');
        return null;
      }
    },
  };
}
