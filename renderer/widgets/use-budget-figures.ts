import { useEffect, useState } from 'react';
import type { PricingBandLevels, Region, RegionPricingBand } from '../../schemas/generated/index.ts';
import { callApi } from '../wizard/api.ts';

/** GET /api/localBusiness/pricingBand: the region's currency and budgets in minor units (§9). */
export type PricingBand = RegionPricingBand;

/** GET /api/localBusiness/pricingBandLevels: each plan's daily budget and the session's service fee (§3, §7). */
export type PricingLevels = PricingBandLevels;

export type BudgetFigures =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'loaded'; readonly band: PricingBand; readonly levels: PricingLevels };

/** The budget figures of the session's region, from the server: nothing about money is computed here. */
export function useBudgetFigures(sessionId: string | null, region: Region | null): BudgetFigures {
  const [figures, setFigures] = useState<BudgetFigures>({ state: 'loading' });
  useEffect(() => {
    if (sessionId === null) return;
    let current = true;
    callApi({
      method: 'GET',
      path: '/localBusiness/pricingBand',
      query: { region: region ?? undefined },
    })
      .then(async (band) => {
        const query = { currencyCode: band.currencyCode, sessionId };
        return { band, levels: await callApi({ method: 'GET', path: '/localBusiness/pricingBandLevels', query }) };
      })
      .then(
        ({ band, levels }) => {
          if (current) setFigures({ state: 'loaded', band, levels });
        },
        () => {
          if (current) setFigures({ state: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [region, sessionId]);
  return figures;
}

// INR and GBP both have 100 minor units to the major unit.
const MINOR_PER_MAJOR = 100;

export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;

/** The amount of "{symbol}{cost}/day" (§9): grouped as the region writes it, ".50" only when there are pence. */
export function formatCost(band: PricingBand, minor: number): string {
  const whole = minor % MINOR_PER_MAJOR === 0;
  return new Intl.NumberFormat(band.locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(toMajor(minor));
}
