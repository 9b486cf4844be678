/**
 * Pricing bands, the default budget estimate and the price breakdown that budget screens,
 * invoices and charges all use (onboarding-and-launch §9, accounts-and-platform §9).
 *
 * Money is integer minor units (paise, pence) at the edges and dinero.js objects in between,
 * with percentages in basis points, so no amount ever passes through a float.
 */
import { add, dinero, halfUp, multiply, toSnapshot, transformScale, type Dinero } from 'dinero.js';
import { GBP, INR } from 'dinero.js/currencies';
import type { CurrencyCode, Region } from '../../../schemas/generated/index.ts';
import { InvalidRequestError } from '../../errors.ts';

/** The tax a region's invoices carry (AP §3 tax kinds). */
export type TaxKind = 'GST' | 'VAT';

export interface PricingBand {
  readonly region: Region;
  readonly currencyCode: CurrencyCode;
  readonly currencySymbol: string;
  /** Digit grouping for display: en-IN groups lakhs (1,00,000), en-GB thousands. */
  readonly locale: string;
  readonly minimumDailyBudgetMinor: number;
  readonly recommendedDailyBudgetMinor: number;
  /** 1% = 100 basis points. */
  readonly serviceFeeBasisPoints: number;
  readonly taxBasisPoints: number;
  readonly taxKind: TaxKind;
  /**
   * The smallest top-up of the wallet (AP §9 "minimum recharge 5 USD"): 5 US dollars in the
   * region's currency, rounded up to a round figure (decision 102).
   */
  readonly minimumRechargeMinor: number;
}

/** INR and GBP both have 100 minor units to the major unit. */
export const MINOR_PER_MAJOR = 100;

/** §9: "Budgets: INR minimum 350, recommended 350, service fee 0, tax 18%. GBP minimum 20, recommended 30, service fee 20%, tax 0." */
const PRICING_BANDS: Readonly<Record<Region, PricingBand>> = Object.freeze({
  IN: Object.freeze({
    region: 'IN',
    currencyCode: 'INR',
    currencySymbol: '₹',
    locale: 'en-IN',
    minimumDailyBudgetMinor: 350_00,
    recommendedDailyBudgetMinor: 350_00,
    serviceFeeBasisPoints: 0,
    taxBasisPoints: 18_00,
    taxKind: 'GST',
    minimumRechargeMinor: 500_00,
  }),
  GB: Object.freeze({
    region: 'GB',
    currencyCode: 'GBP',
    currencySymbol: '£',
    locale: 'en-GB',
    minimumDailyBudgetMinor: 20_00,
    recommendedDailyBudgetMinor: 30_00,
    serviceFeeBasisPoints: 20_00,
    taxBasisPoints: 0,
    taxKind: 'VAT',
    minimumRechargeMinor: 5_00,
  }),
});

/** §5 and §9: daily-budget campaigns last at least 1 week. */
export const MINIMUM_CAMPAIGN_DAYS = 7;

/** §9: budget estimates are rounded up to the next multiple of 10 (major units). */
const ESTIMATE_STEP_MINOR = 10 * MINOR_PER_MAJOR;

/**
 * accounts-and-platform §8: 102 "invalid request data", answered by the one error handler.
 * Default targeting throws it too, so one mistake always reads the same.
 */
export class UnknownRegionError extends InvalidRequestError {
  override name = 'UnknownRegionError';
  constructor(region: string) {
    super(`Unknown region "${region}": adflow serves ${Object.keys(PRICING_BANDS).join(' and ')}.`);
  }
}

export class InvalidBudgetError extends InvalidRequestError {
  override name = 'InvalidBudgetError';
}

/** The band of a region code ("IN", "gb", ...); anything but IN and GB is refused. */
export function pricingBand(region: string): PricingBand {
  const band = Object.values(PRICING_BANDS).find((candidate) => candidate.region === region.trim().toUpperCase());
  if (band === undefined) throw new UnknownRegionError(region);
  return band;
}

/** Whether budgets are set in a currency (§9: INR and GBP), such as a business profile's may be. */
export const isBudgetCurrency = (currencyCode: string): currencyCode is CurrencyCode =>
  Object.values(PRICING_BANDS).some((band) => band.currencyCode === currencyCode);

/** The band whose currency a wallet holds (a wallet keeps one currency). */
export function bandOfCurrency(currencyCode: string): PricingBand {
  const band = Object.values(PRICING_BANDS).find((candidate) => candidate.currencyCode === currencyCode);
  if (band === undefined) throw new UnknownRegionError(currencyCode);
  return band;
}

function requireMinorUnits(name: string, amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new InvalidBudgetError(`${name} must be a whole, non-negative number of minor units, not ${amount}.`);
  }
}

/**
 * A major-unit amount as the budget screen sends it (350, 30.5) in minor units; more than two
 * decimals is refused rather than silently rounded.
 */
export function toMinorUnits(amountMajor: number): number {
  const minor = Math.round(amountMajor * MINOR_PER_MAJOR);
  if (!Number.isFinite(amountMajor) || Math.abs(minor - amountMajor * MINOR_PER_MAJOR) > 1e-6) {
    throw new InvalidBudgetError(`${amountMajor} is not an amount with at most two decimals.`);
  }
  requireMinorUnits('amount', minor);
  return minor;
}

/**
 * Up to the next multiple of 10 in major units. An exact multiple stays as it is (350 → 350):
 * otherwise the recommended INR budget of 350 (§9) could never be the estimate.
 */
export function roundUpToTen(amountMinor: number): number {
  requireMinorUnits('amount', amountMinor);
  const remainder = amountMinor % ESTIMATE_STEP_MINOR;
  return remainder === 0 ? amountMinor : amountMinor + ESTIMATE_STEP_MINOR - remainder;
}

export interface BudgetEstimateInput {
  readonly region: string;
  /**
   * A daily budget proposed from elsewhere (e.g. by category or objective). The spec gives the
   * call (§7 POST estimatebudget with region) but no formula, so without one the estimate is the
   * band's recommended daily budget.
   */
  readonly suggestedDailyBudgetMinor?: number;
}

export interface BudgetEstimate {
  readonly currencyCode: CurrencyCode;
  readonly dailyBudgetMinor: number;
}

/** The default daily budget: the suggestion or the recommendation, never below the minimum, rounded up to 10. */
export function estimateBudget(input: BudgetEstimateInput): BudgetEstimate {
  const band = pricingBand(input.region);
  const suggested = input.suggestedDailyBudgetMinor ?? band.recommendedDailyBudgetMinor;
  requireMinorUnits('suggestedDailyBudgetMinor', suggested);
  const dailyBudgetMinor = roundUpToTen(Math.max(suggested, band.minimumDailyBudgetMinor));
  return Object.freeze({ currencyCode: band.currencyCode, dailyBudgetMinor });
}

/**
 * OL §3 plan Growth (decision 383): the band's recommended daily budget, and at least half as much
 * again as the minimum (Starter), rounded up to 10, so it is never Starter again: £30 (the
 * recommended), ₹530 (India's recommended is its minimum, ₹350).
 */
export function growthDailyBudgetMinor(band: PricingBand): number {
  return roundUpToTen(Math.max(band.recommendedDailyBudgetMinor, Math.ceil((band.minimumDailyBudgetMinor * 3) / 2)));
}

/** §9: cost per day is shown as {symbol}{cost}/day: "₹350/day", "£30/day", "£30.50/day". */
export function formatCostPerDay(region: string, amountMinor: number): string {
  const band = pricingBand(region);
  requireMinorUnits('amountMinor', amountMinor);
  const major = Math.trunc(amountMinor / MINOR_PER_MAJOR);
  const minor = amountMinor % MINOR_PER_MAJOR;
  // accounts §9 displays currency with 2 decimals; whole amounts drop ".00" as the spec's examples do.
  const fraction = minor === 0 ? '' : `.${String(minor).padStart(2, '0')}`;
  return `${band.currencySymbol}${new Intl.NumberFormat(band.locale).format(major)}${fraction}/day`;
}

export interface ChargeBreakdownInput {
  readonly region: string;
  /** The ad spend being paid for: a campaign's full budget, or a wallet top-up. */
  readonly budgetMinor: number;
  /** A promo code's service fee (OL §3 pricing band level), instead of the band's. */
  readonly serviceFeeBasisPoints?: number;
}

/** What one payment is made of: what the budget screen shows, the invoice lists and the provider charges. */
export interface ChargeBreakdown {
  readonly region: Region;
  readonly currencyCode: CurrencyCode;
  /** Ad spend: what the wallet is credited with. */
  readonly budgetMinor: number;
  readonly serviceFeeBasisPoints: number;
  readonly serviceFeeMinor: number;
  readonly taxKind: TaxKind;
  readonly taxBasisPoints: number;
  readonly taxMinor: number;
  /** What the payment provider charges. */
  readonly totalMinor: number;
}

export interface PriceBreakdownInput {
  readonly region: string;
  readonly dailyBudgetMinor: number;
  readonly days: number;
  readonly serviceFeeBasisPoints?: number;
}

export interface PriceBreakdown extends ChargeBreakdown {
  readonly dailyBudgetMinor: number;
  readonly days: number;
}

const CURRENCIES = { INR, GBP } as const;

/** Basis points of an amount, rounded half up to the minor unit. */
function share<C extends string>(amount: Dinero<number, C>, basisPoints: number): Dinero<number, C> {
  return transformScale(multiply(amount, { amount: basisPoints, scale: 4 }), amount.toJSON().currency.exponent, halfUp);
}

const minorOf = <C extends string>(amount: Dinero<number, C>): number => toSnapshot(amount).amount;

/**
 * What paying for an amount of ad spend costs, computed once here so that every screen, invoice
 * and charge agrees. The fee is a share of the ad spend; tax applies to spend plus fee, as GST and
 * VAT fall on the whole amount billed. Each is rounded half up once, on the total, never per day.
 * The 30-day fee waiver (§1, §9) is not applied here: the spec does not say when those 30 days start.
 */
export function chargeBreakdown(input: ChargeBreakdownInput): ChargeBreakdown {
  const band = pricingBand(input.region);
  requireMinorUnits('budget', input.budgetMinor);
  const budget = dinero({ amount: input.budgetMinor, currency: CURRENCIES[band.currencyCode] });
  const serviceFeeBasisPoints = input.serviceFeeBasisPoints ?? band.serviceFeeBasisPoints;
  const serviceFee = share(budget, serviceFeeBasisPoints);
  const tax = share(add(budget, serviceFee), band.taxBasisPoints);
  const totalMinor = minorOf(add(add(budget, serviceFee), tax));
  requireMinorUnits('total', totalMinor);
  return Object.freeze({
    region: band.region,
    currencyCode: band.currencyCode,
    budgetMinor: input.budgetMinor,
    serviceFeeBasisPoints,
    serviceFeeMinor: minorOf(serviceFee),
    taxKind: band.taxKind,
    taxBasisPoints: band.taxBasisPoints,
    taxMinor: minorOf(tax),
    totalMinor,
  });
}

/**
 * What a daily-budget campaign costs for its whole run (§5: at least the minimum a day, at least
 * a week). The daily budget may equal the minimum: §5 says "exceed", but §9's recommended INR
 * budget is the minimum itself.
 */
export function priceBreakdown(input: PriceBreakdownInput): PriceBreakdown {
  const band = pricingBand(input.region);
  const { dailyBudgetMinor, days } = input;
  requireMinorUnits('dailyBudgetMinor', dailyBudgetMinor);
  if (dailyBudgetMinor < band.minimumDailyBudgetMinor) {
    throw new InvalidBudgetError(
      `The daily budget must be at least ${formatCostPerDay(band.region, band.minimumDailyBudgetMinor)}.`,
    );
  }
  if (!Number.isSafeInteger(days) || days < MINIMUM_CAMPAIGN_DAYS) {
    throw new InvalidBudgetError(`A daily-budget campaign runs for at least ${MINIMUM_CAMPAIGN_DAYS} whole days.`);
  }
  const budgetMinor = dailyBudgetMinor * days;
  requireMinorUnits('budget', budgetMinor);
  const charge = chargeBreakdown({
    region: band.region,
    budgetMinor,
    ...(input.serviceFeeBasisPoints !== undefined && { serviceFeeBasisPoints: input.serviceFeeBasisPoints }),
  });
  return Object.freeze({ ...charge, dailyBudgetMinor, days });
}
