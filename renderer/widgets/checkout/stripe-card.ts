import { useEffect, useState, type RefObject } from 'react';
import type { PaymentGateway } from './checkout-api.ts';
import { loadProviderScript } from './payment-attempt.tsx';

// The part of Stripe.js (v3) used here, as its documentation describes it.
interface StripeCardChange {
  readonly complete?: boolean;
  readonly error?: { readonly message: string };
}

export interface StripeCardElement {
  mount(target: HTMLElement): void;
  on(event: 'change', handler: (event: StripeCardChange) => void): void;
  destroy(): void;
}

interface StripeInstance {
  elements(): { create(type: 'card'): StripeCardElement };
  createPaymentMethod(options: { readonly type: 'card'; readonly card: StripeCardElement }): Promise<{
    readonly paymentMethod?: { readonly id: string };
    readonly error?: { readonly message?: string };
  }>;
}

type StripeFactory = (publishableKey: string) => StripeInstance;

export type StripeCard =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | {
      readonly state: 'ready';
      readonly stripe: StripeInstance;
      readonly element: StripeCardElement;
      /** What Stripe.js says is wrong with the card typed so far (in its own words), else null. */
      readonly problem: string | null;
    };

type StripeGateway = Extract<PaymentGateway, { readonly paymentGateway: 'stripe' }>;

/**
 * Stripe.js's card element, mounted into `host` once the script named by the server has loaded
 * (Stripe's own in production, the local fake in tests). `attempt` loads it again after a failure.
 */
export function useStripeCard(
  gateway: StripeGateway,
  host: RefObject<HTMLElement | null>,
  attempt: number,
): StripeCard {
  const [card, setCard] = useState<StripeCard>({ state: 'loading' });
  const { browserScriptUrl, publishableKey } = gateway;

  useEffect(() => {
    let current = true;
    let element: StripeCardElement | null = null;
    setCard({ state: 'loading' });
    loadProviderScript(browserScriptUrl)
      .then(() => {
        const { Stripe } = window as unknown as { Stripe?: StripeFactory };
        if (!current) return;
        if (host.current === null || Stripe === undefined) throw new Error('Stripe.js did not start');
        const stripe = Stripe(publishableKey);
        const mounted = stripe.elements().create('card');
        element = mounted;
        mounted.on('change', (change) => {
          const problem = change.error?.message ?? null;
          setCard((shown) => (shown.state === 'ready' && shown.problem !== problem ? { ...shown, problem } : shown));
        });
        mounted.mount(host.current);
        setCard({ state: 'ready', stripe, element: mounted, problem: null });
      })
      .catch(() => {
        if (current) setCard({ state: 'failed' });
      });
    return () => {
      current = false;
      element?.destroy();
    };
  }, [browserScriptUrl, publishableKey, host, attempt]);

  return card;
}
