import { countryStateCitySource } from '../modules/places/country-state-city-source.ts';
import { createPlaces, type Places } from '../modules/places/places.ts';
import { noScreenshotService, type WebsiteScreenshots } from './website-screenshots.ts';

/** Services outside the process: place data, screenshots. Tests and production pick their own. */
export interface Adapters {
  readonly places: Places;
  readonly screenshots: WebsiteScreenshots;
}

export function localAdapters(): Adapters {
  return { places: createPlaces(countryStateCitySource), screenshots: noScreenshotService };
}
