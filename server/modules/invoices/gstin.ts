/**
 * GSTIN checks for GST invoices (onboarding-and-launch §5, accounts-and-platform §5): the engine's
 * rules (engine/gstin.ts, which the budget step's form runs too) as the server's typed errors.
 */
import {
  GSTIN_PROBLEM_MESSAGES,
  gstinCheckCharacter as checkCharacterOf,
  gstinProblem,
  isValidGstin,
  normaliseGstin,
} from '../../../engine/index.ts';
import { InvalidRequestError } from '../../errors.ts';

export { gstinProblem, isValidGstin, normaliseGstin };

/** accounts §8 102 "invalid request data", on the `gstin` field (or the field at `path`). */
export class InvalidGstinError extends InvalidRequestError {
  override name = 'InvalidGstinError';
  constructor(message: string, path = '/gstin') {
    super(message, [{ path, message }]);
  }
}

/** The check character of a GSTIN's first 14 characters (digits and capital letters only). */
export function gstinCheckCharacter(first14: string): string {
  const check = checkCharacterOf(first14);
  if (check === null) {
    throw new InvalidGstinError('The check character is computed from 14 digits or capital letters.');
  }
  return check;
}

/** The normalised GSTIN, or an InvalidGstinError saying what is wrong with it (on the field at `path`). */
export function parseGstin(value: string, path?: string): string {
  const problem = gstinProblem(value);
  if (problem !== null) throw new InvalidGstinError(GSTIN_PROBLEM_MESSAGES[problem], path);
  return normaliseGstin(value);
}

/** The 2-digit state code ("27" is Maharashtra): equal codes make a sale intra-state (CGST + SGST). */
export function gstinStateCode(value: string): string {
  return parseGstin(value).slice(0, 2);
}

/** The holder's PAN, characters 3-12. */
export function gstinPan(value: string): string {
  return parseGstin(value).slice(2, 12);
}
