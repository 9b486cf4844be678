import { AppError } from '../../errors.ts';

export type PaymentProviderName = 'stripe' | 'razorpay';

/** What a payer sees when the provider gave no message of its own (down, timed out, a proxy's 502 page). */
export const PROVIDER_UNREACHABLE_MESSAGE = 'The payment provider could not be reached. Please try again.';

/**
 * 201 payment provider error (message passed through): the provider refused (a declined card, a
 * refund larger than the payment) or could not be reached. `message` is the provider's own, verbatim,
 * because it is written for the payer ("Your card was declined.").
 */
export class PaymentProviderError extends AppError {
  override name = 'PaymentProviderError';
  readonly provider: PaymentProviderName;
  /** The provider's code (Stripe's decline_code or code, Razorpay's error.code), for logs; null when unreachable. */
  readonly providerCode: string | null;
  constructor(provider: PaymentProviderName, message: string, providerCode: string | null, cause?: unknown) {
    super(402, 201, message);
    this.provider = provider;
    this.providerCode = providerCode;
    // Kept for the log line only: body() shows the message alone.
    if (cause !== undefined) this.cause = cause;
  }

  static unreachable(provider: PaymentProviderName, cause: unknown): PaymentProviderError {
    return new PaymentProviderError(provider, PROVIDER_UNREACHABLE_MESSAGE, null, cause);
  }
}

/** 102: a webhook whose signature does not match its body and our secret: not from the provider, or altered. */
export class WebhookSignatureError extends AppError {
  override name = 'WebhookSignatureError';
  constructor(cause?: unknown) {
    super(400, 102, 'The webhook signature is not valid.');
    if (cause !== undefined) this.cause = cause;
  }
}
