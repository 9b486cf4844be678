import { AppError, InvalidRequestError, type ErrorReason } from '../../errors.ts';
import type { CurrencyCode } from '../../../schemas/generated/index.ts';
import { formatMoney as formatAmount } from '../invoices/invoice-document.ts';
import { bandOfCurrency } from '../pricing/pricing.ts';

/** An amount as messages write it (AP §9: 2 decimals), grouped as the currency's region does. */
export const formatMoney = (currencyCode: string, amountMinor: number): string =>
  formatAmount(amountMinor, currencyCode as CurrencyCode, bandOfCurrency(currencyCode).locale);

/**
 * AP §8 "insufficient funds or budget for launch or full duration": the spec gives no code, so
 * the HTTP status is the code (§8: "the code is errorCode, else the HTTP status").
 */
export class InsufficientFundsError extends AppError {
  readonly shortfallMinor: number;
  readonly currencyCode: string;
  constructor(
    currencyCode: string,
    shortfallMinor: number,
    reason: ErrorReason = { key: 'campaignFunds', params: { shortfallMinor, currencyCode } },
  ) {
    super(
      402,
      402,
      `Insufficient funds to run this campaign for its full duration: add ${formatMoney(currencyCode, shortfallMinor)} to your wallet.`,
      reason,
    );
    this.shortfallMinor = shortfallMinor;
    this.currencyCode = currencyCode;
  }
  override body(): Record<string, unknown> {
    return { ...super.body(), shortfallMinor: this.shortfallMinor, currencyCode: this.currencyCode };
  }
}

/** AP §9 minimum recharge, §8 "not enough funds added". */
export class MinimumRechargeError extends InvalidRequestError {
  constructor(currencyCode: string, minimumMinor: number) {
    super(`Not enough funds added: the minimum recharge is ${formatMoney(currencyCode, minimumMinor)}.`);
  }
}

/** A refund larger than what the wallet holds or what its payments can give back. */
export class RefundTooLargeError extends InvalidRequestError {
  constructor(currencyCode: string, refundableMinor: number) {
    super(`At most ${formatMoney(currencyCode, refundableMinor)} can be refunded.`);
  }
}

/** The same idempotency key sent again with a different request: nothing is done twice or differently. */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(409, 101, 'This idempotency key was already used for a different request.');
  }
}

/** Paying or launching needs the business profile made at sign-up; an anonymous session has none. */
export class SignUpFirstError extends AppError {
  constructor() {
    super(401, 401, 'Sign up or sign in to pay for and launch your campaign.');
  }
}

/** A wallet keeps the currency of its first payment (decision 103). */
export class WalletCurrencyError extends InvalidRequestError {
  constructor(walletCurrency: string, asked: string) {
    super(`This wallet holds ${walletCurrency}; it cannot take ${asked}.`);
  }
}

/** A campaign's payment asked for when the wallet already covers it (a repeat after it was paid): nothing is charged. */
export class NothingDueError extends AppError {
  constructor() {
    super(409, 409, 'Nothing is due: your wallet already covers this campaign.');
  }
}

/** A refund the provider refused, answered again to a repeat of its request (AP §8 201, the provider's words). */
export class RefundRefusedError extends AppError {
  constructor(providerMessage: string) {
    super(402, 201, providerMessage === '' ? 'The payment provider refused this refund.' : providerMessage);
  }
}
