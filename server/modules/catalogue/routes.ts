import { commaList, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { defaultTargeting } from '../targeting/default-targeting.ts';
import { searchBusinessCategories } from './business-categories.ts';
import { CURRENCIES, timeZones } from './currencies-and-time-zones.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** Look-ups the onboarding screens search (OL §7): categories, places, the visitor's country, default targeting. */
export function catalogueRoutes(api: ApiRouter, { project, places, ipCountry }: Services): void {
  api.on('searchBusinessCategories', (req, res) => {
    const { keyword } = queryOf<{ keyword: string }>(project, 'api/keyword-query.schema.json', req);
    res.json(searchBusinessCategories(keyword));
  });

  // AP §7: the currencies and time zones a business profile may have (decision 210).
  api.on('listCurrencies', (_req, res) => {
    res.json(CURRENCIES);
  });

  api.on('listTimeZones', (_req, res) => {
    res.json(timeZones(new Date()));
  });

  api.on('searchLocations', async (req, res) => {
    const query = queryOf(project, 'api/locations-query.schema.json', req);
    const locations = await places.searchLocations({
      keyword: String(query.keyword),
      ...optional('types', commaList(query.types)?.map(Number)),
      ...optional('countryCodes', commaList(query.countryCodes)),
      ...optional('limit', query.limit === undefined ? undefined : Number(query.limit)),
      ...optional('hasGoogleCode', query.hasGoogleCode === undefined ? undefined : query.hasGoogleCode === 'true'),
    });
    res.json(locations);
  });

  api.on('getGeoLocation', async (req, res) => {
    const query = queryOf(project, 'api/geo-location-query.schema.json', req);
    const location = await places.geoLocation({
      name: String(query.name),
      countryCode: String(query.countryCode),
      ...optional('locationTypeId', query.locationTypeId === undefined ? undefined : Number(query.locationTypeId)),
    });
    res.json(location);
  });

  // AP §7 GET /ip2locations/countries: the visitor's country, and the region to default to
  // (OL §9: kept only if supported, else India).
  api.on('getVisitorCountry', (req, res) => {
    const countryCode = ipCountry.countryOf(req.socket.remoteAddress ?? '');
    const region = countryCode === 'GB' || countryCode === 'IN' ? countryCode : 'IN';
    res.json({ countryCode, region });
  });

  api.on('getDefaultTargeting', (req, res) => {
    const { region } = queryOf<{ region?: string }>(project, 'api/region-query.schema.json', req);
    res.json(defaultTargeting(region ?? 'IN'));
  });
}

function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
