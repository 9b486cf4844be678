export {
  PaymentProviderError,
  PROVIDER_UNREACHABLE_MESSAGE,
  WebhookSignatureError,
  type PaymentProviderName,
} from './payment-provider-error.ts';
export {
  createRazorpayGateway,
  type RazorpayGateway,
  type RazorpayGatewayConfig,
  type RazorpayOrder,
  type RazorpayPayment,
} from './razorpay-gateway.ts';
export {
  createStripeGateway,
  type SavedCard,
  type StripeGateway,
  type StripeGatewayConfig,
  type StripePayment,
} from './stripe-gateway.ts';
