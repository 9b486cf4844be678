import { countryStateCitySource } from '../modules/places/country-state-city-source.ts';
import { createPlaces, type Places } from '../modules/places/places.ts';
import { ip2LocationLite, type IpCountry } from './ip-country.ts';
import { localOutboxDirectory, type MessageDelivery } from './message-delivery.ts';
import { noScreenshotService, type WebsiteScreenshots } from './website-screenshots.ts';

/** Services outside the process: place data, screenshots, IP-to-country. Tests and production pick their own. */
export interface Adapters {
  readonly places: Places;
  readonly screenshots: WebsiteScreenshots;
  readonly ipCountry: IpCountry;
  /** Where e-mails, SMS and WhatsApp messages go (OTPs, links). */
  readonly messageDelivery: MessageDelivery;
}

/** The local adapters; messages are written below `outboxDir` (see localOutboxDirectory). */
export function localAdapters(outboxDir: string): Adapters {
  return {
    places: createPlaces(countryStateCitySource),
    screenshots: noScreenshotService,
    ipCountry: ip2LocationLite(),
    messageDelivery: localOutboxDirectory(outboxDir),
  };
}
