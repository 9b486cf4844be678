import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';
import { InvalidRequestError } from '../../errors.ts';

// The one place a phone number of an account gets its form (decision 350): sign-in, the OTPs'
// targets, PATCH /users/{id} and the callback request all go through here, so `+91-98…`,
// `91-98…`, `+91 98…` and `+919…` are one number.

/** AP §3 "countrycode-number": the calling code, a hyphen, the national number (`91-9876543210`). */
const stored = (parsed: PhoneNumber) => `${parsed.countryCallingCode}-${parsed.nationalNumber}`;

const notReal = (path: string) =>
  new InvalidRequestError('Invalid request data', [{ path, message: 'Please provide a valid phone number' }]);

const realNumber = (international: string): PhoneNumber | null => {
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isValid() === true ? parsed : null;
};

/**
 * A number as typed beside a country code (the sign-in form: `98765 43210` after `+91`), in its
 * stored form. The typed number may carry the country prefix itself (`+91 98765 43210`,
 * `91-9876543210`); read as a national number first, since that is what the field asks for.
 */
export function storedPhoneNumber(countryCode: string, typed: string, path = '/phoneNumber'): string {
  const prefix = countryCode.replace(/^\+/, '');
  const digits = typed.trim().replace(/^\+/, '');
  const parsed = typed.trim().startsWith('+')
    ? realNumber(`+${digits}`)
    : (realNumber(`+${prefix} ${digits}`) ?? (digits.startsWith(prefix) ? realNumber(`+${digits}`) : null));
  if (parsed === null) throw notReal(path);
  return stored(parsed);
}

/**
 * A number given whole, with its country code (`91-9876543210`, `+91 98765 43210`,
 * `+919876543210`), in its stored form; `path` names the field a number that is not a real one
 * is refused for (102).
 */
export function canonicalPhoneNumber(international: string, path: string): string {
  const parsed = realNumber(`+${international.trim().replace(/^\+/, '')}`);
  if (parsed === null) throw notReal(path);
  return stored(parsed);
}

/** Where an SMS to a stored number goes: E.164 (`+919876543210`). */
export const smsRecipient = (storedNumber: string) => `+${storedNumber.replace('-', '')}`;
