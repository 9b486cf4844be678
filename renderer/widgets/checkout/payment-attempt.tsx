import type { TFunction } from 'i18next';
import { ApiError } from '../../session/api-error.ts';
import type { PaymentGateway } from './checkout-api.ts';
import { loadScript } from './load-script.ts';

/** What a way of paying is given: the session, its provider, what is due (formatted) and whom to tell once paid. */
export interface PaymentProps<G extends PaymentGateway['paymentGateway']> {
  readonly sessionId: string;
  readonly gateway: Extract<PaymentGateway, { readonly paymentGateway: G }>;
  readonly campaignName: string;
  /** The total due, as the screen writes it. */
  readonly total: string;
  readonly disabled: boolean;
  readonly onPaid: () => void;
}

/** One try at paying: under way (what it is doing), or failed (why, as the provider put it). */
export type Attempt =
  | { readonly phase: 'idle'; readonly note?: string }
  | { readonly phase: 'working'; readonly note: string }
  | { readonly phase: 'failed'; readonly message: string };

export const IDLE: Attempt = { phase: 'idle' };

/** A refusal to show as it came: a card the provider declined, a card form Stripe.js found incomplete. */
export class PaymentRefusal extends Error {}

/** The provider's script did not load (offline, blocked). */
class ProviderUnavailable extends Error {}

/** The provider's browser script, loaded once. */
export const loadProviderScript = (url: string): Promise<void> =>
  loadScript(url).catch((error: unknown) => {
    throw new ProviderUnavailable(String(error));
  });

/** The provider's or the server's own words when they gave some, else ours. */
export function failureMessage(error: unknown, t: TFunction<'widgets'>): string {
  if (error instanceof ApiError || error instanceof PaymentRefusal) return error.message;
  if (error instanceof ProviderUnavailable) return t('checkout.providerUnavailable');
  return t('checkout.paymentFailed');
}

/**
 * What the attempt is doing and why it failed, where a screen reader says it: the regions stay in
 * the page so that each change is announced (hidden ones are not), but take no room while empty.
 */
export function AttemptStatus({ attempt }: { readonly attempt: Attempt }) {
  return (
    <>
      <p role="status" className="empty:m-0">
        {attempt.phase === 'failed' ? '' : attempt.note}
      </p>
      <p role="alert" className="empty:m-0">
        {attempt.phase === 'failed' ? attempt.message : ''}
      </p>
    </>
  );
}
