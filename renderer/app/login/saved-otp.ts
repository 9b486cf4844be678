// §8 "saved OTP data": the number an OTP was sent to, kept for this tab so that a reload (or a
// look at the SMS app) comes back to the code's field.
const KEY = 'adflow.login.otp';

export interface SavedOtp {
  readonly countryCode: string;
  readonly phoneNumber: string;
  /** When a new code may be asked for (ms since the epoch). */
  readonly resendAt: number;
}

export function savedOtp(): SavedOtp | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SavedOtp | null;
  } catch {
    return null;
  }
}

export function saveOtp(otp: SavedOtp): void {
  sessionStorage.setItem(KEY, JSON.stringify(otp));
}

export function clearSavedOtp(): void {
  sessionStorage.removeItem(KEY);
}
