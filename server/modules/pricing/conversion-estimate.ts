import { InvalidRequestError } from '../../errors.ts';
import { pricingBand } from './pricing.ts';

/**
 * The estimated-conversions model (OL §7 estimateConversion; the spec gives the call, not the
 * formula, decision 111): a week of the daily budget divided by what one result of the objective
 * costs in the region, 50% more with an offer (OL §1 "ads with offers give 50% more
 * conversions"), shown as a range of ±20% around it. Deterministic: the same inputs, the same range.
 */
const COST_PER_RESULT_MINOR: Readonly<Record<string, Readonly<Record<number, number>>>> = {
  // Objectives (OL §3): calls 1, leads 2, website visits 3, instant messages 5.
  INR: { 1: 120_00, 2: 180_00, 3: 12_00, 5: 90_00 },
  GBP: { 1: 6_00, 2: 9_00, 3: 80, 5: 4_50 },
};
const DAYS = 7;
const OFFER_PERCENT = 150;
const SPREAD_PERCENT = 20;

export interface ConversionEstimateInput {
  readonly region: string;
  readonly dailyBudgetMinor: number;
  readonly objectiveId: number;
  readonly hasOffer: boolean;
}

export interface ConversionEstimate {
  readonly objectiveId: number;
  readonly perDays: number;
  readonly low: number;
  readonly high: number;
}

export function estimateConversions(input: ConversionEstimateInput): ConversionEstimate {
  const band = pricingBand(input.region);
  const cost = COST_PER_RESULT_MINOR[band.currencyCode]?.[input.objectiveId];
  if (cost === undefined) throw new InvalidRequestError(`No estimate for objective ${String(input.objectiveId)}`);
  if (!Number.isSafeInteger(input.dailyBudgetMinor) || input.dailyBudgetMinor <= 0) {
    throw new InvalidRequestError('The amount must be a positive budget');
  }
  // Whole numbers throughout: results × 100 (percent) before the one division.
  const percent = input.hasOffer ? OFFER_PERCENT : 100;
  const centre = (input.dailyBudgetMinor * DAYS * percent) / (cost * 100);
  return {
    objectiveId: input.objectiveId,
    perDays: DAYS,
    low: Math.floor((centre * (100 - SPREAD_PERCENT)) / 100),
    high: Math.ceil((centre * (100 + SPREAD_PERCENT)) / 100),
  };
}
