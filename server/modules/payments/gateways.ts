import type { RazorpayGateway } from '../../adapters/payments/razorpay-gateway.ts';
import type { StripeGateway } from '../../adapters/payments/stripe-gateway.ts';
import type { Portal } from '../portals/entities.ts';
import type { PaymentProvider } from './entities.ts';
import { InvalidRequestError } from '../../errors.ts';

/** The payment providers the server talks to, through their official SDKs. */
export interface PaymentGateways {
  readonly stripe: StripeGateway;
  readonly razorpay: RazorpayGateway;
}

// AP §7 PaymentGateway (region): India pays through Razorpay, the United Kingdom by card through Stripe.
const DEFAULT_GATEWAYS: Readonly<Record<string, PaymentProvider>> = { IN: 'razorpay', GB: 'stripe' };

/** The provider a portal takes payments through in a region: its region config says, else the default. */
export function gatewayOf(portal: Portal, region: string): PaymentProvider {
  const config = portal.regionConfig.find((candidate) => candidate.region === region.toUpperCase());
  const gateway = config?.paymentGateway ?? DEFAULT_GATEWAYS[region.toUpperCase()];
  if (config === undefined || gateway === undefined) {
    throw new InvalidRequestError(`This portal does not take payments in region "${region}".`);
  }
  return gateway;
}

/** What the page needs to open the provider's own payment form (AP §7 GET PaymentGateway). */
export function gatewayView(gateways: PaymentGateways, provider: PaymentProvider) {
  return provider === 'stripe'
    ? {
        paymentGateway: provider,
        publishableKey: gateways.stripe.publishableKey,
        browserScriptUrl: gateways.stripe.browserScriptUrl,
      }
    : {
        paymentGateway: provider,
        keyId: gateways.razorpay.keyId,
        browserScriptUrl: gateways.razorpay.browserScriptUrl,
      };
}
