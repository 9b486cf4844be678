/**
 * GET defaultTargeting (onboarding-and-launch §7): what the age/gender and location targeting
 * screens start from. Every id is the §3 enumeration's: gender all = 3, location targeting near
 * business = 1, distance unit kilometres = 2; the age bands run from 18 to "65+".
 */
import type { AgeGenderTargetStep, LocationTargetingStep, Region } from '../../../schemas/generated/index.ts';
import { UnknownRegionError } from '../pricing/pricing.ts';

export type DefaultTargeting = AgeGenderTargetStep &
  Required<Pick<LocationTargetingStep, 'locationTargeting' | 'radius' | 'distanceUnit'>>;

/**
 * The widest audience near the business. 10 km is the middle of §9's radius options
 * (5, 10, 15, 20, 25 km); §3 and §9 give radii only in km, so GB starts in km too.
 */
const EVERYONE_NEARBY: DefaultTargeting = Object.freeze({
  ageFrom: 18,
  ageTo: '65+',
  gender: 3,
  locationTargeting: 1,
  radius: 10,
  distanceUnit: 2,
});

/** Per region, so that a region can get its own defaults without changing callers. */
const DEFAULTS: Readonly<Record<Region, DefaultTargeting>> = Object.freeze({
  IN: EVERYONE_NEARBY,
  GB: EVERYONE_NEARBY,
});

/** The defaults of a region code ("IN", "gb", ...); anything but IN and GB is refused (102). */
export function defaultTargeting(region: string): DefaultTargeting {
  const upper = region.trim().toUpperCase();
  const defaults = Object.entries(DEFAULTS).find(([code]) => code === upper)?.[1];
  if (defaults === undefined) throw new UnknownRegionError(region);
  return defaults;
}
