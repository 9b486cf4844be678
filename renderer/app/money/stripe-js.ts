// Stripe.js (js.stripe.com/v3), as much of it as saving a card and a bank's confirmation use. The
// card's number never reaches adflow: Stripe.js turns the mounted card element into a payment
// method id, which the server then saves for the customer.
// The checkout widget's loader (renderer/widgets/checkout): one script per address for both.
import { loadScript } from '../../widgets/checkout/load-script.ts';

interface StripeError {
  readonly message?: string;
}

export interface CardElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}

export interface StripeJs {
  elements(): { create(type: 'card'): CardElement };
  createPaymentMethod(options: {
    readonly type: 'card';
    readonly card: CardElement;
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  /** A bank's own check of a payment (3-D Secure); not every Stripe.js stand-in has it. */
  confirmCardPayment?(clientSecret: string): Promise<{ error?: StripeError }>;
}

type StripeConstructor = (publishableKey: string) => StripeJs;

const instances = new Map<string, StripeJs>();

/** Stripe.js for the publishable key, its script loaded once. */
export async function loadStripe(scriptUrl: string, publishableKey: string): Promise<StripeJs> {
  await loadScript(scriptUrl);
  const known = instances.get(publishableKey);
  if (known !== undefined) return known;
  const { Stripe } = window as unknown as { Stripe?: StripeConstructor };
  if (Stripe === undefined) throw new Error('Stripe.js did not define window.Stripe');
  const stripe = Stripe(publishableKey);
  instances.set(publishableKey, stripe);
  return stripe;
}

/** The card element's payment method id, or the words Stripe.js has for what is wrong with the card. */
export async function paymentMethodOf(
  stripe: StripeJs,
  card: CardElement,
): Promise<{ id: string } | { error: string | null }> {
  const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
  if (paymentMethod !== undefined) return { id: paymentMethod.id };
  return { error: error?.message ?? null };
}
