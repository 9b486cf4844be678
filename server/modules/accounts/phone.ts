import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { InvalidRequestError } from '../../errors.ts';

/**
 * A phone number as accounts §3 stores it, countrycode-number ("91-9876543210"), from a country
 * code and a number as typed; a number that is not a real one is refused like the schema would.
 */
export function storedPhoneNumber(countryCode: string, typed: string): string {
  const international = typed.trim().startsWith('+') ? typed : `+${countryCode.replace(/^\+/, '')} ${typed}`;
  const parsed = parsePhoneNumberFromString(international);
  if (!parsed?.isValid()) {
    throw new InvalidRequestError('Invalid request data', [
      { path: '/phoneNumber', message: 'Please provide a valid phone number' },
    ]);
  }
  return `${parsed.countryCallingCode}-${parsed.nationalNumber}`;
}
