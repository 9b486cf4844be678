import { localAdCopyWriter, type AdCopyWriter } from '../modules/creatives/ad-copy.ts';
import { countryStateCitySource } from '../modules/places/country-state-city-source.ts';
import { indiaPinCodeSource } from '../modules/places/india-pin-code-source.ts';
import { allOf, createPlaces, type Places } from '../modules/places/places.ts';
import {
  noPostcodeDistricts,
  withPostcodeDistricts,
  type PostcodeDistricts,
} from '../modules/places/postcode-districts.ts';
import { httpFeedDownloads, type FeedDownloads } from './feed-downloads.ts';
import { ip2LocationLite, type IpCountry } from './ip-country.ts';
import { localOutboxDirectory, type MessageDelivery } from './message-delivery.ts';
import { localSocialInterestsStandIn, type SocialInterests } from './social-interests.ts';
import { localSocialPagesStandIn, type SocialPages } from './social-pages.ts';
import { localStorePlatformsStandIn, type StorePlatforms } from './store-platforms.ts';
import { noScreenshotService, type WebsiteScreenshots } from './website-screenshots.ts';

/** Services outside the process: place data, screenshots, IP-to-country, the social network. Tests and production pick their own. */
export interface Adapters {
  readonly places: Places;
  readonly screenshots: WebsiteScreenshots;
  readonly ipCountry: IpCountry;
  /** Where e-mails, SMS and WhatsApp messages go (OTPs, links). */
  readonly messageDelivery: MessageDelivery;
  /** The social network's pages and ad access (OL §6, §7 link accounts). */
  readonly socialPages: SocialPages;
  /** The social network's interest and behaviour search (OL §7 GET .../targets). */
  readonly socialInterests: SocialInterests;
  /** The store platforms a store links through (AP §1, §2 linkStore). */
  readonly storePlatforms: StorePlatforms;
  /** Where URL product feeds are read from (AP §3 product feed url). */
  readonly feedDownloads: FeedDownloads;
  /** Who writes ad copy (issue 24): the local wordings, or a hosted language model (main.ts). */
  readonly adCopyWriter: AdCopyWriter;
}

/** Place search over the shipped place data, with GB postcode districts from `districts` (decision 463). */
export const placesWith = (districts: PostcodeDistricts = noPostcodeDistricts): Places =>
  withPostcodeDistricts(createPlaces(allOf(countryStateCitySource, indiaPinCodeSource)), districts);

/** The local adapters; messages are written below `outboxDir` (see localOutboxDirectory). */
export function localAdapters(outboxDir: string): Adapters {
  return {
    places: placesWith(),
    screenshots: noScreenshotService,
    ipCountry: ip2LocationLite(),
    messageDelivery: localOutboxDirectory(outboxDir),
    // No social network is reachable: its local stand-in, which the renderer's consent dialog feeds.
    socialPages: localSocialPagesStandIn,
    // Nor its targeting search: a local stand-in with a few hundred targets (decision 220).
    socialInterests: localSocialInterestsStandIn,
    // No store platform is reachable either: its local stand-in (store-platforms.ts).
    storePlatforms: localStorePlatformsStandIn,
    feedDownloads: httpFeedDownloads(),
    adCopyWriter: localAdCopyWriter,
  };
}
