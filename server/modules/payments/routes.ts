import type { Request, Response } from 'express';
import type { SessionPaymentOptionsQuery } from '../../../schemas/generated/api/session-payment-options-query.ts';
import type { BillingDetails } from '../../../schemas/generated/api/billing-details.ts';
import type { PaymentGatewayQuery } from '../../../schemas/generated/api/payment-gateway-query.ts';
import type { RazorpayOrderRequest } from '../../../schemas/generated/api/razorpay-order.ts';
import type { RazorpayVerifyRequest } from '../../../schemas/generated/api/razorpay-verify.ts';
import type { StripeCardIdRequest } from '../../../schemas/generated/api/stripe-card-id.ts';
import type { StripePaymentIntentRequest } from '../../../schemas/generated/api/stripe-payment-intent.ts';
import type { StripePaymentOptionRequest } from '../../../schemas/generated/api/stripe-payment-option.ts';
import type { PaymentProvider } from './entities.ts';
import { InvalidRequestError } from '../../errors.ts';
import { bodyOf, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { checkoutOf } from '../campaigns/checkout.ts';
import { redeemCampaignPromo } from '../campaigns/session-campaign.ts';
import { portalOfRequest } from '../portals/portals.ts';
import { feeWaiverOf } from '../pricing/fee-waiver.ts';
import { toMinorUnits } from '../pricing/pricing.ts';
import { parseGstin } from '../invoices/gstin.ts';
import { gatewayOf, gatewayView } from './gateways.ts';
import { NothingDueError } from '../wallet/wallet-errors.ts';
import { profilePayer, sessionPayer } from './payers.ts';
import {
  chargeCard,
  confirmRazorpayPayment,
  openRazorpayOrder,
  stripeCustomerOf,
  type Credit,
  type Payer,
  type PaymentRequest,
} from './payments.ts';
import { creditView, orderView } from './views.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/** How a call names who pays and for what: a profile's top-up, or what a session's campaign still needs. */
interface PayingContext {
  payer: Payer;
  /** The ad spend to pay for, from the body's amount (a top-up) or the campaign's shortfall. */
  request(amount: number | undefined, billing: BillingDetails | undefined): Promise<PaymentRequest>;
}

type Resolve = (req: Request, res: Response, region?: string) => Promise<PayingContext>;

/**
 * The invoice details a payment call gives: a GSTIN must be a valid one (OL §5) before anyone pays,
 * or its invoice could never carry it (decision 381).
 */
function checkedBilling(billing: BillingDetails | undefined): BillingDetails | undefined {
  return billing?.gstin === undefined ? billing : { ...billing, gstin: parseGstin(billing.gstin, '/billing/gstin') };
}

/** AP §7 payments under /businessProfiles/{id}, and their session equivalents under /localbusiness/{sessionId}. */
export function paymentRoutes(api: ApiRouter, services: Services): void {
  const { orm } = services;

  const byProfile: Resolve = async (req, res, region) => {
    const payer = await profilePayer(orm.em, req as Request<{ businessProfileId: string }>, res, region);
    return {
      payer,
      request: async (amount, billing) => {
        // OL §1 "no service fee for 30 days" holds for top-ups as for campaigns (decision 431).
        const waiver = await feeWaiverOf(orm.em, payer.businessProfileId);
        return {
          budgetMinor: toMinorUnits(amount ?? 0),
          billing: billing ?? {},
          isTopUp: true,
          ...(waiver.applies && { serviceFeeBasisPoints: 0 }),
        };
      },
    };
  };
  const bySession: Resolve = async (req, res) => {
    const { payer, session } = await sessionPayer(orm.em, String(req.params.sessionId), res);
    return {
      payer,
      request: async (_amount, billing) => {
        const { due, campaign } = await checkoutOf(orm.em, session);
        if (due === null) throw new NothingDueError();
        const saved = campaign.additionalConfiguration.billing as BillingDetails | undefined;
        // Paying with the campaign's promo code uses it up for this profile (OL §8 "already used").
        await redeemCampaignPromo(orm.em, campaign);
        return {
          budgetMinor: due.budgetMinor,
          billing: billing ?? saved ?? {},
          isTopUp: false,
          serviceFeeBasisPoints: due.serviceFeeBasisPoints,
        };
      },
    };
  };

  servePaymentCalls(api, services, PROFILE_CALLS, byProfile);
  servePaymentCalls(api, services, SESSION_CALLS, bySession);

  // AP §7: GET /localbusiness/stripe/paymentOptions?isForSession=true, the session named in the query.
  api.on('listSessionStripeCardsByQuery', async (req, res) => {
    const { sessionId } = queryOf<SessionPaymentOptionsQuery>(
      services.project,
      'api/session-payment-options-query.schema.json',
      req,
    );
    const { payer } = await sessionPayer(orm.em, sessionId, res);
    res.json(await services.payments.stripe.listCards(await stripeCustomerOf(orm.em, services.payments, payer)));
  });
}

/** The same payment calls, for a profile's top-up and for a session's campaign (AP §7). */
const PROFILE_CALLS = {
  gateway: 'getPaymentGateway',
  razorpayOrder: 'createRazorpayOrder',
  razorpayVerify: 'verifyRazorpayPayment',
  listCards: 'listStripeCards',
  saveCard: 'saveStripeCard',
  deleteCard: 'deleteStripeCard',
  defaultCard: 'setDefaultStripeCard',
  charge: 'chargeStripeCard',
} as const;
const SESSION_CALLS = {
  gateway: 'getSessionPaymentGateway',
  razorpayOrder: 'createSessionRazorpayOrder',
  razorpayVerify: 'verifySessionRazorpayPayment',
  listCards: 'listSessionStripeCards',
  saveCard: 'saveSessionStripeCard',
  deleteCard: 'deleteSessionStripeCard',
  defaultCard: 'setDefaultSessionStripeCard',
  charge: 'chargeSessionStripeCard',
} as const;

function servePaymentCalls(
  api: ApiRouter,
  services: Services,
  calls: typeof PROFILE_CALLS | typeof SESSION_CALLS,
  resolve: Resolve,
): void {
  const { orm, project, payments } = services;
  // AP §7 PaymentGateway: a region pays through its portal's provider only.
  const requireGateway = async (req: Request, payer: Payer, provider: PaymentProvider) => {
    if (gatewayOf(await portalOfRequest(orm.em, req, {}), payer.region) !== provider) {
      throw new InvalidRequestError(`Payments in region ${payer.region} do not go through ${provider}.`);
    }
  };

  api.on(calls.gateway, async (req, res) => {
    const query = queryOf<PaymentGatewayQuery>(project, 'api/payment-gateway-query.schema.json', req);
    const { payer } = await resolve(req, res, query.region);
    res.json(gatewayView(payments, gatewayOf(await portalOfRequest(orm.em, req, query), payer.region)));
  });

  api.on(calls.razorpayOrder, async (req, res) => {
    const body = bodyOf<RazorpayOrderRequest>(project, 'api/razorpay-order.schema.json', req);
    const context = await resolve(req, res, body.region);
    await requireGateway(req, context.payer, 'razorpay');
    const order = await openRazorpayOrder(
      orm.em,
      payments,
      context.payer,
      await context.request(body.amount, checkedBilling(body.billing)),
    );
    res.status(201).json(orderView(order, payments.razorpay.keyId));
  });

  api.on(calls.razorpayVerify, async (req, res) => {
    const body = bodyOf<RazorpayVerifyRequest>(project, 'api/razorpay-verify.schema.json', req);
    const { payer } = await resolve(req, res);
    const credit: Credit = await confirmRazorpayPayment(orm.em, payments, payer.businessProfileId, {
      orderId: body.razorpay_order_id,
      paymentId: body.razorpay_payment_id,
      signature: body.razorpay_signature,
    });
    res.json(creditView(credit));
  });

  api.on(calls.listCards, async (req, res) => {
    const { payer } = await resolve(req, res);
    res.json(await payments.stripe.listCards(await stripeCustomerOf(orm.em, payments, payer)));
  });

  api.on(calls.saveCard, async (req, res) => {
    const body = bodyOf<StripePaymentOptionRequest>(project, 'api/stripe-payment-option.schema.json', req);
    const { payer } = await resolve(req, res, body.region);
    const customerId = await stripeCustomerOf(orm.em, payments, payer);
    res.status(201).json(await payments.stripe.attachCard(customerId, body.paymentMethodId));
  });

  api.on(calls.deleteCard, async (req, res) => {
    const body = bodyOf<StripeCardIdRequest>(project, 'api/stripe-card-id.schema.json', req);
    const { payer } = await resolve(req, res);
    await payments.stripe.detachCard(await stripeCustomerOf(orm.em, payments, payer), body.id);
    res.status(204).end();
  });

  api.on(calls.defaultCard, async (req, res) => {
    const body = bodyOf<StripeCardIdRequest>(project, 'api/stripe-card-id.schema.json', req);
    const { payer } = await resolve(req, res);
    await payments.stripe.setDefaultCard(await stripeCustomerOf(orm.em, payments, payer), body.id);
    res.status(204).end();
  });

  api.on(calls.charge, async (req, res) => {
    const body = bodyOf<StripePaymentIntentRequest>(project, 'api/stripe-payment-intent.schema.json', req);
    const context = await resolve(req, res, body.region);
    await requireGateway(req, context.payer, 'stripe');
    const result = await chargeCard(
      orm.em,
      payments,
      context.payer,
      await context.request(body.amount, checkedBilling(body.billing)),
      {
        paymentMethodId: body.paymentOptionId,
        idempotencyKey: body.idempotencyKey,
      },
    );
    if (result.status === 'succeeded') res.json({ status: result.status, ...creditView(result.credit) });
    else res.status(202).json(result);
  });
}
