/**
 * GSTIN checks for GST invoices (onboarding-and-launch §5 and accounts-and-platform §5: "GSTIN
 * must be valid and is needed for a GST invoice").
 *
 * A GSTIN is 15 characters: a 2-digit state code, the holder's 10-character PAN, the entity
 * number under that PAN in the state (1-9 then A-Z), 'Z', and a check character. Only this
 * regular-taxpayer shape is accepted: the buyer asking for a GST invoice is a business owner, and
 * the TDS, TCS and UIN shapes (TAN- or UN-body-based) are not issued to advertisers.
 */
import { InvalidRequestError } from '../../errors.ts';

/** The alphabet of the check-character algorithm: a character's index is its code point. */
const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MODULUS = CODE_POINTS.length;

const GSTIN_SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/**
 * States and union territories (01 Jammu and Kashmir … 38 Ladakh), 97 Other Territory and 99
 * Centre Jurisdiction. Retired codes (25 Daman and Diu, 28 undivided Andhra Pradesh) stay valid:
 * GSTINs issued under them were never reissued.
 */
function isGstStateCode(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/** accounts §8 102 "invalid request data", on the `gstin` field. */
export class InvalidGstinError extends InvalidRequestError {
  override name = 'InvalidGstinError';
  constructor(message: string) {
    super(message, [{ path: '/gstin', message }]);
  }
}

/** Why a GSTIN is refused, so the screen can say which part is wrong. */
export type GstinProblem = 'format' | 'stateCode' | 'checkCharacter';

/**
 * What a user types, as a GSTIN: surrounding spaces are dropped and letters upper-cased, because
 * GSTINs are copied from certificates and e-mails and are case-insensitive by definition. Spaces
 * inside the number are not removed: a GSTIN is never written grouped, so they signal a typo.
 */
export function normaliseGstin(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The check character of a GSTIN's first 14 characters: a Luhn mod-36 checksum. Factors 1 and 2
 * alternate from the left; each product is folded into base 36 (quotient + remainder) and summed.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) {
    throw new InvalidGstinError('The check character is computed from 14 digits or capital letters.');
  }
  let sum = 0;
  for (let i = 0; i < first14.length; i += 1) {
    const product = CODE_POINTS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / MODULUS) + (product % MODULUS);
  }
  return CODE_POINTS.charAt((MODULUS - (sum % MODULUS)) % MODULUS);
}

/** What is wrong with a GSTIN (after normalising), or null when it is valid. */
export function gstinProblem(value: string): GstinProblem | null {
  const gstin = normaliseGstin(value);
  const parts = GSTIN_SHAPE.exec(gstin);
  if (parts === null) return 'format';
  if (!isGstStateCode(parts[1] ?? '')) return 'stateCode';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== parts[4]) return 'checkCharacter';
  return null;
}

export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

const PROBLEM_MESSAGES: Readonly<Record<GstinProblem, string>> = {
  format: 'A GSTIN is 15 characters: state code, PAN, entity number, Z and a check character.',
  stateCode: 'The GSTIN does not start with a GST state code.',
  checkCharacter: 'The GSTIN has a typo: its last character does not match the rest.',
};

/** The normalised GSTIN, or an InvalidGstinError saying what is wrong with it. */
export function parseGstin(value: string): string {
  const problem = gstinProblem(value);
  if (problem !== null) throw new InvalidGstinError(PROBLEM_MESSAGES[problem]);
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
