import { isValidPhoneNumber } from 'libphonenumber-js';
import { GSTIN_PROBLEM_MESSAGES, gstinProblem } from './gstin.ts';
import { runDays } from './run-dates.ts';
import type { StepError } from './step-validation-types.ts';

/**
 * Rules that compare two fields, which JSON Schema cannot say. They run after the schema passes,
 * wherever the schema runs (renderer and server alike), keyed by the schema file.
 */
type Rule = (data: Readonly<Record<string, unknown>>) => StepError | null;

// onboarding-and-launch §3 age bands, in order.
const AGE_BANDS: readonly unknown[] = [18, 25, 35, 45, 55, 65, '65+'];
const DAILY = 1;

// OL §5, §9: daily-budget campaigns last at least 1 week. The budget step's end date is the run's
// last day (decision 410): 1 to 7 December is a week.
const dailyBudgetLastsAWeek: Rule = (data) => {
  const { budgetType, startDate, endDate } = data;
  if (typeof startDate !== 'string' || typeof endDate !== 'string') return null;
  if (Date.parse(endDate) < Date.parse(startDate))
    return { path: '/endDate', message: 'The end date must not be before the start date' };
  if (budgetType === DAILY && runDays(startDate, endDate) < 7)
    return {
      path: '/endDate',
      message: 'A daily-budget campaign runs for at least 1 week: 7 days, the start and end dates included',
    };
  return null;
};

const ageRangeInOrder: Rule = (data) => {
  const from = AGE_BANDS.indexOf(data.ageFrom);
  const to = AGE_BANDS.indexOf(data.ageTo);
  return from >= 0 && to >= 0 && to < from
    ? { path: '/ageTo', message: 'The upper age must not be below the lower age' }
    : null;
};

// OL §5: "validated as a real phone number": the schema's pattern checks only its shape. The
// browser's phone widget asks the same library, so both sides agree.
const realPhoneNumber: Rule = (data) => {
  const { dialCode, phoneNumber } = data;
  if (typeof dialCode !== 'string' || typeof phoneNumber !== 'string') return null;
  const international = phoneNumber.startsWith('+') ? phoneNumber : `+${dialCode.replace(/^\+/, '')} ${phoneNumber}`;
  return isValidPhoneNumber(international)
    ? null
    : { path: '/phoneNumber', message: 'Please provide a valid phone number' };
};

// OL §5 "GSTIN must be valid": the schema's pattern checks its shape, this its state code and check
// character, so a GSTIN with a typo is refused beside the field before anyone pays (issue 20).
const validGstin: Rule = (data) => {
  const { isGstInvoiceRequested, gstin } = data;
  if (isGstInvoiceRequested !== true || typeof gstin !== 'string') return null;
  const problem = gstinProblem(gstin);
  return problem === null ? null : { path: '/gstin', message: GSTIN_PROBLEM_MESSAGES[problem] };
};

// AP §3 tax kinds: GST is India's (INR); a payment in pounds has no GST invoice to ask for.
const gstInvoiceInIndiaOnly: Rule = (data) =>
  data.isGstInvoiceRequested === true && data.currencyCode !== 'INR'
    ? { path: '/isGstInvoiceRequested', message: 'A GST invoice is issued for payments in India only' }
    : null;

const RULES: Readonly<Record<string, readonly Rule[]>> = {
  'steps/business-phone-number.schema.json': [realPhoneNumber],
  'steps/budget.schema.json': [dailyBudgetLastsAWeek, gstInvoiceInIndiaOnly, validGstin],
  'steps/age-gender-target.schema.json': [ageRangeInOrder],
  'steps/targeting-v2.schema.json': [ageRangeInOrder],
};

export function crossFieldErrors(schemaRef: string, data: unknown): StepError[] {
  const rules = RULES[schemaRef];
  if (rules === undefined || typeof data !== 'object' || data === null) return [];
  return rules.map((rule) => rule(data as Record<string, unknown>)).filter((error) => error !== null);
}
