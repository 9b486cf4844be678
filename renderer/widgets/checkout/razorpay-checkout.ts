import type { RazorpayOrder, RazorpayPayment } from './checkout-api.ts';

// The part of Razorpay Checkout (checkout.js) used here, as its documentation describes it.
interface RazorpayOptions {
  readonly key: string;
  readonly order_id: string;
  readonly amount: number;
  readonly currency: string;
  readonly name: string;
  readonly handler: (payment: RazorpayPayment) => void;
  readonly modal: { readonly ondismiss: () => void };
}

interface RazorpayFailure {
  readonly error?: { readonly description?: string };
}

interface RazorpayCheckout {
  on(event: 'payment.failed', handler: (failure: RazorpayFailure) => void): void;
  open(): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

/**
 * Opens Razorpay Checkout (its script loaded) for the order: answers the payment to verify, or null
 * when the user closed Checkout first. A failed try leaves Checkout open for another one:
 * `onFailure` hears the provider's description of it.
 */
export function payInRazorpayCheckout(
  order: RazorpayOrder,
  name: string,
  onFailure: (description: string | null) => void,
): Promise<RazorpayPayment | null> {
  const { Razorpay } = window as unknown as { Razorpay?: RazorpayConstructor };
  if (Razorpay === undefined) return Promise.reject(new Error('Razorpay Checkout is not loaded'));
  return new Promise((resolve) => {
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.id,
      amount: order.amount,
      currency: order.currency,
      name,
      handler: resolve,
      modal: {
        ondismiss: () => {
          resolve(null);
        },
      },
    });
    checkout.on('payment.failed', (failure) => {
      onFailure(failure.error?.description ?? null);
    });
    checkout.open();
  });
}
