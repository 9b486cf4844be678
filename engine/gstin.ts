/**
 * GSTIN checks (onboarding-and-launch §5 and accounts-and-platform §5: "GSTIN must be valid and is
 * needed for a GST invoice"), in the engine so the budget step's form and the server refuse the
 * same numbers with the same words.
 *
 * A GSTIN is 15 characters: a 2-digit state code, the holder's 10-character PAN, the entity
 * number under that PAN in the state (1-9 then A-Z), 'Z', and a check character. Only this
 * regular-taxpayer shape is accepted: the buyer asking for a GST invoice is a business owner, and
 * the TDS, TCS and UIN shapes (TAN- or UN-body-based) are not issued to advertisers.
 */

/** The alphabet of the check-character algorithm: a character's index is its code point. */
const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MODULUS = CODE_POINTS.length;

const GSTIN_SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;
const FIRST_14 = /^[0-9A-Z]{14}$/;

/**
 * States and union territories (01 Jammu and Kashmir … 38 Ladakh), 97 Other Territory and 99
 * Centre Jurisdiction. Retired codes (25 Daman and Diu, 28 undivided Andhra Pradesh) stay valid:
 * GSTINs issued under them were never reissued.
 */
function isGstStateCode(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/** Why a GSTIN is refused, so the screen can say which part is wrong. */
export type GstinProblem = 'format' | 'stateCode' | 'checkCharacter';

export const GSTIN_PROBLEM_MESSAGES: Readonly<Record<GstinProblem, string>> = {
  format: 'A GSTIN is 15 characters: state code, PAN, entity number, Z and a check character.',
  stateCode: 'The GSTIN does not start with a GST state code.',
  checkCharacter: 'The GSTIN has a typo: its last character does not match the rest.',
};

/**
 * What a user types, as a GSTIN: surrounding spaces are dropped and letters upper-cased, because
 * GSTINs are copied from certificates and e-mails and are case-insensitive by definition. Spaces
 * inside the number are not removed: a GSTIN is never written grouped, so they signal a typo.
 */
export function normaliseGstin(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The check character of a GSTIN's first 14 characters (digits and capital letters), or null for
 * anything else: the GSTN's Luhn mod-36 checksum. Factors 1 and 2 alternate from the left; each
 * product is folded into base 36 (quotient + remainder) and summed.
 */
export function gstinCheckCharacter(first14: string): string | null {
  if (!FIRST_14.test(first14)) return null;
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
