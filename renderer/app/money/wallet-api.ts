// The wallet and payment calls of accounts-and-platform §7 under /businessProfiles/{id}, as the
// server answers them (server/modules/wallet, server/modules/payments). Amounts sent are in major
// units (1000 for ₹1,000); amounts answered are in minor units.
import type { Region } from '../../../schemas/generated/index.ts';
import { publicCall, signedInCall } from '../../session/auth-client.ts';
import { portalDomainOverride } from '../../session/portal-flags.ts';
import type { RazorpayPayment } from './wallet-types.ts';
import { PROVIDER_ERROR } from '../../session/api-error.ts';

export type * from './wallet-types.ts';
export { REGION_OF_CURRENCY } from './wallet-types.ts';

export const fetchWallet = (profileId: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/payment/wallet',
    params: { businessProfileId: profileId },
  });

export const fetchTransactions = (profileId: number, page: number, limit: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/payment/wallet/transactions',
    params: { businessProfileId: profileId },
    query: { limit: String(limit), page: String(page) },
  });

/** The provider of a region at this portal; 102 when the portal takes no payments there. */
export const fetchGateway = (profileId: number, region: Region) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/payment/PaymentGateway',
    params: { businessProfileId: profileId },
    query: { region, ...portalDomainOverride() },
  });

export const fetchPricingBand = (region: Region) =>
  publicCall({ method: 'GET', path: '/localBusiness/pricingBand', query: { region } });

export const createRazorpayOrder = (profileId: number, amount: number, region: Region) =>
  signedInCall({
    method: 'POST',
    path: '/businessProfiles/{businessProfileId}/payment/razorpay/order',
    params: { businessProfileId: profileId },
    body: { amount, region },
  });

export const verifyRazorpayPayment = (profileId: number, payment: RazorpayPayment) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/payment/razorpay/verify',
      params: { businessProfileId: profileId },
      body: payment,
    },
    { expected: [PROVIDER_ERROR] },
  );

export const fetchCards = (profileId: number) =>
  signedInCall(
    {
      method: 'GET',
      path: '/businessProfiles/{businessProfileId}/stripe/paymentOptions',
      params: { businessProfileId: profileId },
    },
    { expected: [PROVIDER_ERROR] },
  );

export const saveCard = (profileId: number, paymentMethodId: string, region: Region) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/stripe/paymentOptions',
      params: { businessProfileId: profileId },
      body: { paymentMethodId, region },
    },
    { expected: [PROVIDER_ERROR] },
  );

export const removeCard = (profileId: number, id: string) =>
  signedInCall(
    {
      method: 'DELETE',
      path: '/businessProfiles/{businessProfileId}/stripe/paymentOptions',
      params: { businessProfileId: profileId },
      body: { id },
    },
    { expected: [PROVIDER_ERROR] },
  );

export const makeDefaultCard = (profileId: number, id: string) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/stripe/cards/default',
      params: { businessProfileId: profileId },
      body: { id },
    },
    { expected: [PROVIDER_ERROR] },
  );

export interface CardPayment {
  readonly amount: number;
  readonly paymentOptionId: string;
  readonly idempotencyKey: string;
  readonly region: Region;
}

export const payByCard = (profileId: number, payment: CardPayment) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/stripe/paymentIntent',
      params: { businessProfileId: profileId },
      body: payment,
    },
    { expected: [PROVIDER_ERROR] },
  );

/** Credits a card payment the bank had the payer confirm (walletAction 1). */
export const confirmCardPayment = (profileId: number, amount: number, paymentIntentId: string) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/payment/wallet',
      params: { businessProfileId: profileId },
      body: { walletAction: 1, amount, paymentIntentId },
    },
    { expected: [PROVIDER_ERROR] },
  );

/** walletAction 2: unspent funds back to the payment they came from; the key makes a retry refund once. */
export const refund = (profileId: number, amount: number, idempotencyKey: string) =>
  signedInCall(
    {
      method: 'POST',
      path: '/businessProfiles/{businessProfileId}/payment/wallet',
      params: { businessProfileId: profileId },
      body: { walletAction: 2, amount, idempotencyKey },
    },
    { expected: [PROVIDER_ERROR] },
  );
