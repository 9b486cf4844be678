import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StripePayment } from '../../adapters/payments/stripe-gateway.ts';
import type { BillingDetails } from '../../../schemas/generated/api/billing-details.ts';
import { Invoice } from '../invoices/entities.ts';
import { PaymentCustomer, PaymentOrder } from './entities.ts';
import type { Wallet, WalletTransaction } from '../wallet/entities.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { chargeBreakdown, pricingBand } from '../pricing/pricing.ts';
import { MinimumRechargeError, WalletCurrencyError } from '../wallet/wallet-errors.ts';
import { ensureWallet, findWallet, lockedWallet, record } from '../wallet/wallet.ts';
import type { PaymentGateways } from './gateways.ts';
import { advanceOnboardingState, OnboardingState } from '../accounts/onboarding-state.ts';

/**
 * Paying into a wallet (AP §7 payments): each payment is priced once by the breakdown, asked of
 * the provider through its SDK, checked with the provider, then credited exactly once whichever
 * of the page, a retry or the provider's webhook reports it first.
 */

/** Who pays, and for what region's prices. */
export interface Payer {
  readonly businessProfileId: number;
  readonly region: string;
  readonly email: string;
  readonly name: string;
}

/** What the invoice is made out to: the GST details when a GST invoice was asked for (OL §5). */
export type Billing = BillingDetails;

export interface PaymentRequest {
  /** The ad spend paid for; fee and tax come on top (the breakdown). */
  readonly budgetMinor: number;
  readonly billing: Billing;
  /** Top-ups from the wallet page must reach the minimum recharge; a campaign's due amount need not. */
  readonly isTopUp: boolean;
  /** The campaign's promo code service fee, when it has one. */
  readonly serviceFeeBasisPoints?: number;
}

export interface Credit {
  readonly transaction: WalletTransaction;
  readonly invoice: Invoice;
  readonly wallet: Wallet;
}

/**
 * A payment the provider does not confirm as asked (a bad signature, another order's payment, a
 * different amount, not yet paid): never credited. AP §8 201, the payment's own problem as message.
 */
export class PaymentNotConfirmedError extends AppError {
  constructor(message: string) {
    super(402, 201, `${message} Nothing was credited.`);
  }
}

const mismatch = () => new PaymentNotConfirmedError('The payment does not match the order it claims to pay.');

function priceOf(payer: Payer, request: PaymentRequest) {
  const band = pricingBand(payer.region);
  if (request.isTopUp && request.budgetMinor < band.minimumRechargeMinor) {
    throw new MinimumRechargeError(band.currencyCode, band.minimumRechargeMinor);
  }
  return chargeBreakdown({
    region: band.region,
    budgetMinor: request.budgetMinor,
    ...(request.serviceFeeBasisPoints !== undefined && { serviceFeeBasisPoints: request.serviceFeeBasisPoints }),
  });
}

type Price = ReturnType<typeof priceOf>;

function saveOrder(
  em: EntityManager,
  payer: Payer,
  request: PaymentRequest,
  price: Price,
  provider: { provider: PaymentOrder['provider']; providerOrderId: string; id?: string },
): PaymentOrder {
  return em.create(PaymentOrder, {
    ...provider,
    businessProfile: payer.businessProfileId,
    region: price.region,
    currencyCode: price.currencyCode,
    budgetMinor: price.budgetMinor,
    serviceFeeMinor: price.serviceFeeMinor,
    taxMinor: price.taxMinor,
    totalMinor: price.totalMinor,
    taxBasisPoints: price.taxBasisPoints,
    billing: { ...request.billing },
    status: 'created',
  });
}

/** AP §7 POST /payment/razorpay/order: an order for the breakdown's total, which Checkout then pays. */
export async function openRazorpayOrder(
  em: EntityManager,
  gateways: PaymentGateways,
  payer: Payer,
  request: PaymentRequest,
): Promise<PaymentOrder> {
  const price = priceOf(payer, request);
  await requireWalletCurrency(em, payer.businessProfileId, price.currencyCode);
  const id = randomUUID();
  const created = await gateways.razorpay.createOrder({
    amountMinor: price.totalMinor,
    currency: price.currencyCode,
    receipt: id,
    notes: { businessProfileId: String(payer.businessProfileId) },
  });
  const order = saveOrder(em, payer, request, price, { id, provider: 'razorpay', providerOrderId: created.orderId });
  await em.flush();
  return order;
}

export interface RazorpayConfirmation {
  readonly orderId: string;
  readonly paymentId: string;
  readonly signature: string;
}

/**
 * AP §7 POST /payment/razorpay/verify: the signature Checkout handed the page is checked with the
 * key secret (HMAC), then the payment itself is fetched: only a captured payment of this order's
 * total is credited.
 */
export async function confirmRazorpayPayment(
  em: EntityManager,
  gateways: PaymentGateways,
  businessProfileId: number,
  confirmation: RazorpayConfirmation,
): Promise<Credit> {
  if (!gateways.razorpay.verifyPaymentSignature(confirmation)) {
    throw new PaymentNotConfirmedError('Payment verification failed: the signature does not match.');
  }
  const order = await orderOf(em, 'razorpay', confirmation.orderId, businessProfileId);
  const payment = await gateways.razorpay.fetchPayment(confirmation.paymentId);
  // Only money received: an authorised payment may still be released (never captured) or refunded.
  const paid = payment.status === 'captured';
  if (!paid || payment.orderId !== order.providerOrderId || payment.amountMinor !== order.totalMinor) {
    throw mismatch();
  }
  return creditOrder(em, order, payment.id);
}

export interface CardCharge {
  readonly paymentMethodId: string;
  readonly idempotencyKey: string;
}

export type CardChargeResult =
  | { readonly status: 'succeeded'; readonly credit: Credit }
  | { readonly status: 'requiresAction'; readonly paymentIntentId: string; readonly clientSecret: string | null };

/**
 * AP §7 POST /stripe/paymentIntent: charges a saved card for the breakdown's total. The key makes
 * a repeated request replay the provider's first answer instead of charging again.
 */
export async function chargeCard(
  em: EntityManager,
  gateways: PaymentGateways,
  payer: Payer,
  request: PaymentRequest,
  charge: CardCharge,
): Promise<CardChargeResult> {
  const price = priceOf(payer, request);
  await requireWalletCurrency(em, payer.businessProfileId, price.currencyCode);
  const customerId = await stripeCustomerOf(em, gateways, payer);
  const payment = await gateways.stripe.chargeCard({
    customerId,
    paymentMethodId: charge.paymentMethodId,
    amountMinor: price.totalMinor,
    currency: price.currencyCode,
    idempotencyKey: `${String(payer.businessProfileId)}:${charge.idempotencyKey}`,
    description: `Wallet top-up for business profile ${String(payer.businessProfileId)}`,
    metadata: { businessProfileId: String(payer.businessProfileId) },
  });
  const saved = await cardOrder(em, payment.id, () =>
    saveOrder(em, payer, request, price, { provider: 'stripe', providerOrderId: payment.id }),
  );
  if (payment.status !== 'succeeded') {
    return { status: 'requiresAction', paymentIntentId: payment.id, clientSecret: payment.clientSecret };
  }
  return { status: 'succeeded', credit: await creditCardPayment(em, saved, payment) };
}

/** AP §7 POST /payment/wallet with walletAction 1 and a paymentIntentId: credits a card payment the provider confirms. */
export async function confirmCardPayment(
  em: EntityManager,
  gateways: PaymentGateways,
  businessProfileId: number,
  paymentIntentId: string,
): Promise<Credit> {
  const order = await orderOf(em, 'stripe', paymentIntentId, businessProfileId);
  const payment = await gateways.stripe.retrievePayment(paymentIntentId);
  if (payment.status !== 'succeeded') {
    throw new PaymentNotConfirmedError(`The card payment has not succeeded (it is ${payment.status}).`);
  }
  return creditCardPayment(em, order, payment);
}

async function creditCardPayment(em: EntityManager, order: PaymentOrder, payment: StripePayment): Promise<Credit> {
  if (payment.amountMinor !== order.totalMinor || payment.currency !== order.currencyCode) {
    throw mismatch();
  }
  return creditOrder(em, order, payment.id);
}

// A replayed card charge answers the first payment intent again: keep the order made the first time.
async function cardOrder(
  em: EntityManager,
  paymentIntentId: string,
  create: () => PaymentOrder,
): Promise<PaymentOrder> {
  const earlier = await em.findOne(PaymentOrder, { provider: 'stripe', providerOrderId: paymentIntentId });
  if (earlier !== null) return earlier;
  const order = create();
  try {
    await em.flush();
    return order;
  } catch (error) {
    // The same replay from another request saved it first.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return em.findOneOrFail(PaymentOrder, { provider: 'stripe', providerOrderId: paymentIntentId });
  }
}

async function orderOf(
  em: EntityManager,
  provider: PaymentOrder['provider'],
  providerOrderId: string,
  businessProfileId: number,
): Promise<PaymentOrder> {
  const order = await em.findOne(PaymentOrder, {
    provider,
    providerOrderId,
    businessProfile: businessProfileId,
  });
  if (order === null) throw new NotFoundError(`No ${provider} payment "${providerOrderId}" for this business profile`);
  return order;
}

/**
 * Credits a paid order once: the wallet's row lock serialises the credits of one wallet, and the
 * unique provider payment id makes a second credit of the same payment find the first.
 */
export async function creditOrder(em: EntityManager, order: PaymentOrder, providerPaymentId: string): Promise<Credit> {
  const profileId = order.businessProfile.id;
  return em.transactional(async (tx) => {
    const wallet = await lockedWallet(tx, profileId, order.currencyCode);
    const earlier = await tx.findOne(Invoice, { order: order.id }, { populate: ['transaction'] });
    if (earlier !== null) return { transaction: earlier.transaction, invoice: earlier, wallet };
    const transaction = record(tx, wallet, {
      kind: 'addFunds',
      amountMinor: order.budgetMinor,
      provider: order.provider,
      providerPaymentId,
    });
    const paid = tx.merge(order);
    paid.status = 'paid';
    const invoice = tx.create(Invoice, { businessProfile: profileId, transaction, order: paid, issuedAt: new Date() });
    await tx.flush();
    await advanceOnboardingState(tx, profileId, OnboardingState.paid);
    return { transaction, invoice, wallet };
  });
}

/**
 * The provider's customer for the profile's saved cards, made the first time a card is used. It
 * is kept apart from the wallet: listing cards must not choose the wallet's currency.
 */
export async function stripeCustomerOf(em: EntityManager, gateways: PaymentGateways, payer: Payer): Promise<string> {
  const existing = await em.findOne(PaymentCustomer, { businessProfile: payer.businessProfileId }, { refresh: true });
  if (existing !== null) return existing.stripeCustomerId;
  const customerId = await gateways.stripe.createCustomer(payer);
  // Two first cards at once: the first customer saved wins, the other is never used.
  await em.getConnection().execute(
    `insert into payment_customer (business_profile_id, stripe_customer_id, created_at) values (?, ?, now())
       on conflict (business_profile_id) do nothing`,
    [payer.businessProfileId, customerId],
  );
  const saved = await em.findOneOrFail(
    PaymentCustomer,
    { businessProfile: payer.businessProfileId },
    { refresh: true },
  );
  return saved.stripeCustomerId;
}

/**
 * A wallet keeps the currency of its first payment (decision 103): the first payment claims it
 * before the provider is asked (the wallet's unique profile row settles two first payments in
 * different currencies at once), and a payment in another currency is refused before the money
 * is taken, never after.
 */
async function requireWalletCurrency(
  em: EntityManager,
  businessProfileId: number,
  currencyCode: string,
): Promise<void> {
  await ensureWallet(em, businessProfileId, currencyCode);
  const wallet = await findWallet(em, businessProfileId);
  if (wallet !== null && wallet.currencyCode !== currencyCode) {
    throw new WalletCurrencyError(wallet.currencyCode, currencyCode);
  }
}
