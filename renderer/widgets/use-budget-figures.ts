import { useEffect, useState } from 'react';
import { callApi } from '../wizard/api.ts';

/** GET /api/localBusiness/pricingBand: the region's currency and budgets in minor units (§9). */
export interface PricingBand {
  readonly currencyCode: string;
  readonly currencySymbol: string;
  /** Digit grouping: en-IN groups lakhs, en-GB thousands. */
  readonly locale: string;
  readonly minimumDailyBudgetMinor: number;
  readonly recommendedDailyBudgetMinor: number;
}

/** POST /api/localBusiness/{sessionId}/estimatebudget: the default daily budget (§7). */
export interface BudgetEstimate {
  readonly currencyCode: string;
  readonly dailyBudgetMinor: number;
}

export type BudgetFigures =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'loaded'; readonly band: PricingBand; readonly estimate: BudgetEstimate };

/** The budget figures of the session's region, from the server: nothing about money is computed here. */
export function useBudgetFigures(sessionId: string | null, region: string | null): BudgetFigures {
  const [figures, setFigures] = useState<BudgetFigures>({ state: 'loading' });
  useEffect(() => {
    if (sessionId === null) return;
    let current = true;
    const query = region === null ? '' : `?region=${encodeURIComponent(region)}`;
    Promise.all([
      callApi<PricingBand>('GET', `/localBusiness/pricingBand${query}`),
      callApi<BudgetEstimate>(
        'POST',
        `/localBusiness/${encodeURIComponent(sessionId)}/estimatebudget`,
        region === null ? {} : { region },
      ),
    ]).then(
      ([band, estimate]) => {
        if (current) setFigures({ state: 'loaded', band, estimate });
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
