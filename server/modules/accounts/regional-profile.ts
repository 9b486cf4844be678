import timeZoneIds from '../../../schemas/enums/time-zone-id.schema.json' with { type: 'json' };
import type { CurrencyCode, Region } from '../../../schemas/generated/index.ts';
import { regionTimeZone } from '../campaigns/working-days.ts';
import { CURRENCIES } from '../catalogue/currencies-and-time-zones.ts';
import { isBudgetCurrency, pricingBand } from '../pricing/pricing.ts';
import type { NewProfile } from './profiles.ts';

const REGIONS: ReadonlySet<string> = new Set<Region>(['IN', 'GB']);
const isRegion = (value: string | null | undefined): value is Region => value != null && REGIONS.has(value);

// The profile's ids (AP §3, decision 152): currencies as the catalogue lists them, zones by IANA name.
const currencyIdOf = (code: string): number | undefined => CURRENCIES.find((currency) => currency.code === code)?.id;
const timeZoneIdOf = (name: string): number | undefined =>
  timeZoneIds.oneOf.find((option) => option.title === name)?.const;

/**
 * The currency and time zone a business signed up from a session of `region` starts with
 * (decision 487): the region's own, so a British business counts in pounds on London's calendar.
 * Without a known region, none: the profile takes AP §9's defaults (India's).
 */
export function regionalProfileFields(
  region: string | null | undefined,
): Pick<NewProfile, 'currencyId' | 'timeZoneId'> {
  if (!isRegion(region)) return {};
  const currencyId = currencyIdOf(pricingBand(region).currencyCode);
  const timeZoneId = timeZoneIdOf(regionTimeZone(region));
  return { ...(currencyId !== undefined && { currencyId }), ...(timeZoneId !== undefined && { timeZoneId }) };
}

/** A profile's currency (AP §3 currencyId) when budgets are set in it, else null (USD, JPY). */
export function budgetCurrencyOf(currencyId: number): CurrencyCode | null {
  const code = CURRENCIES.find((currency) => currency.id === currencyId)?.code;
  return code !== undefined && isBudgetCurrency(code) ? code : null;
}
