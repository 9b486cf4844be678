// The wallet and payment calls of accounts-and-platform §7 under /businessProfiles/{id}, as the
// server answers them (server/modules/wallet, server/modules/payments). Amounts sent are in major
// units (1000 for ₹1,000); amounts answered are in minor units.
import type { Region } from '../../../schemas/generated/index.ts';
import { publicCall } from '../../session/auth-client.ts';
import { portalDomainOverride } from '../../session/portal-flags.ts';
import { moneyCall, PROVIDER_ERROR } from './money-call.ts';
import type {
  CardCharge,
  Gateway,
  PricingBand,
  RazorpayOrder,
  RazorpayPayment,
  SavedCard,
  TransactionPage,
  Wallet,
  WalletChange,
} from './wallet-types.ts';

export type * from './wallet-types.ts';
export { REGION_OF_CURRENCY } from './wallet-types.ts';

const base = (profileId: number) => `/businessProfiles/${profileId}`;
const post = (body: unknown) => ({ method: 'POST', body }) as const;

export const fetchWallet = (profileId: number) => moneyCall<Wallet>(`${base(profileId)}/payment/wallet`);

export const fetchTransactions = (profileId: number, page: number, limit: number) =>
  moneyCall<TransactionPage>(`${base(profileId)}/payment/wallet/transactions?limit=${limit}&page=${page}`);

/** The provider of a region at this portal; 102 when the portal takes no payments there. */
export function fetchGateway(profileId: number, region: Region): Promise<Gateway> {
  const query = new URLSearchParams({ region, ...portalDomainOverride() });
  return moneyCall<Gateway>(`${base(profileId)}/payment/PaymentGateway?${query.toString()}`);
}

export const fetchPricingBand = (region: Region) =>
  publicCall<PricingBand>(`/localBusiness/pricingBand?region=${region}`);

export const createRazorpayOrder = (profileId: number, amount: number, region: Region) =>
  moneyCall<RazorpayOrder>(`${base(profileId)}/payment/razorpay/order`, post({ amount, region }));

export const verifyRazorpayPayment = (profileId: number, payment: RazorpayPayment) =>
  moneyCall<WalletChange>(`${base(profileId)}/payment/razorpay/verify`, {
    ...post(payment),
    expected: [PROVIDER_ERROR],
  });

export const fetchCards = (profileId: number) =>
  moneyCall<SavedCard[]>(`${base(profileId)}/stripe/paymentOptions`, { expected: [PROVIDER_ERROR] });

export const saveCard = (profileId: number, paymentMethodId: string, region: Region) =>
  moneyCall<SavedCard>(`${base(profileId)}/stripe/paymentOptions`, {
    ...post({ paymentMethodId, region }),
    expected: [PROVIDER_ERROR],
  });

export const removeCard = (profileId: number, id: string) =>
  moneyCall<undefined>(`${base(profileId)}/stripe/paymentOptions`, {
    method: 'DELETE',
    body: { id },
    expected: [PROVIDER_ERROR],
  });

export const makeDefaultCard = (profileId: number, id: string) =>
  moneyCall<undefined>(`${base(profileId)}/stripe/cards/default`, { ...post({ id }), expected: [PROVIDER_ERROR] });

export interface CardPayment {
  readonly amount: number;
  readonly paymentOptionId: string;
  readonly idempotencyKey: string;
  readonly region: Region;
}

export const payByCard = (profileId: number, payment: CardPayment) =>
  moneyCall<CardCharge>(`${base(profileId)}/stripe/paymentIntent`, { ...post(payment), expected: [PROVIDER_ERROR] });

/** Credits a card payment the bank had the payer confirm (walletAction 1). */
export const confirmCardPayment = (profileId: number, amount: number, paymentIntentId: string) =>
  moneyCall<WalletChange>(`${base(profileId)}/payment/wallet`, {
    ...post({ walletAction: 1, amount, paymentIntentId }),
    expected: [PROVIDER_ERROR],
  });

/** walletAction 2: unspent funds back to the payment they came from; the key makes a retry refund once. */
export const refund = (profileId: number, amount: number, idempotencyKey: string) =>
  moneyCall<WalletChange>(`${base(profileId)}/payment/wallet`, {
    ...post({ walletAction: 2, amount, idempotencyKey }),
    expected: [PROVIDER_ERROR],
  });
