import type { ApiEndpoint, ErrorStatus } from './api-catalogue.ts';

const WALLET_VIEW =
  '`{ currencyCode, availableBalance, lockedFunds }` (accounts-and-platform §3), amounts in minor units; currencyCode is null before the first payment';
const TRANSACTION_VIEW =
  '`{ id, kind, walletAction, amountMinor, availableAfterMinor, lockedAfterMinor, status, campaignId, campaignName, createdAt, invoiceId, invoiceNumber, failureReason }` (§3: invoiceNumber `INV-{year}-{id}`)';
const CREDIT_VIEW = `\`{ transaction, wallet }\`: the credit, ${TRANSACTION_VIEW}, and the wallet after it, ${WALLET_VIEW}.`;
const SAVED_CARD = '`{ id, brand, last4, expMonth, expYear, isDefault }`';
const GATEWAY_VIEW =
  "`{ paymentGateway, browserScriptUrl }` with `keyId` (razorpay) or `publishableKey` (stripe): what the page opens the provider's own payment form with";
export const CAMPAIGN_VIEW =
  '`{ id, sessionId, franchiseStoreId, name, budgetMinor, budgetChosen, budgetType, currencyCode, region, objectiveId, startDate, endDate, schedulingMode, isDraft, status, adStatus, launchState, lockedMinor, submittedAt, reviewDueAt, launchedAt, additionalConfiguration }` (onboarding-and-launch §3; adStatus 1 new, 2 in review, 3 launched)';
const BREAKDOWN =
  '`{ region, currencyCode, budgetMinor, serviceFeeBasisPoints, serviceFeeMinor, taxKind, taxBasisPoints, taxMinor, totalMinor }`';

/** Who pays in a payment call: a profile topping up its wallet, or a session paying what its campaign still needs. */
interface Payer {
  readonly base: string;
  /** `get` + `PaymentGateway` -> its operationId. */
  readonly operationId: (verb: string, noun: string) => string;
  /** 401 not signed in, 403 and 404 a profile or session that is not theirs or does not exist. */
  readonly errors: readonly ErrorStatus[];
  /** Paying what is due: a session's campaign with no budget chosen or nothing due is 409. */
  readonly dueErrors: readonly ErrorStatus[];
  /** What the amount paid is. */
  readonly amount: string;
}

const PROFILE: Payer = {
  base: '/businessProfiles/{businessProfileId}',
  operationId: (verb, noun) => verb + noun,
  errors: [401, 403, 404],
  dueErrors: [],
  amount:
    "A wallet top-up of `amount` (ad spend in major units, at least the minimum recharge of ₹500 or £5, AP §9 and decision 102), in `region` (else the wallet's, else IN); fee and tax come on top.",
};

const SESSION: Payer = {
  base: '/localbusiness/{sessionId}',
  operationId: (verb, noun) => `${verb}Session${noun}`,
  errors: [401, 403, 404],
  dueErrors: [409],
  amount:
    "What the session's campaign still needs before its launch (GET .../checkout `due`; any `amount` is ignored), in the session's region. 401 sign up first for a session nobody signed up in; 409 before the budget step is answered or when nothing is due.",
};

const union = (...lists: (readonly ErrorStatus[])[]): ErrorStatus[] => [...new Set(lists.flat())].sort((a, b) => a - b);

/** AP §7 payments: the same calls under a profile and, by session, under /localbusiness/{sessionId}. */
function paymentCalls(payer: Payer): ApiEndpoint[] {
  const common = { tags: ['payments'], signedIn: true } as const;
  return [
    {
      ...common,
      operationId: payer.operationId('get', 'PaymentGateway'),
      method: 'get',
      path: `${payer.base}/payment/PaymentGateway`,
      summary: 'The payment provider of the region and portal',
      description:
        "India pays through Razorpay, the United Kingdom by card through Stripe, unless the portal's region config names another; a region the portal takes no payments in answers 400.",
      query: 'api/payment-gateway-query.schema.json',
      response: { status: 200, description: `${GATEWAY_VIEW}.`, schema: 'api/payment-gateway.schema.json' },
      errors: union([400], payer.errors),
    },
    {
      ...common,
      operationId: payer.operationId('create', 'RazorpayOrder'),
      method: 'post',
      path: `${payer.base}/payment/razorpay/order`,
      summary: 'A Razorpay order for the payment, which Razorpay Checkout then pays',
      description: payer.amount,
      body: 'api/razorpay-order.schema.json',
      bodyOptional: true,
      response: {
        status: 201,
        description: `\`{ id, amount, currency, keyId, breakdown }\`: the order to open Checkout with, amount its total in minor units, breakdown \`{ budgetMinor, serviceFeeMinor, taxMinor, taxBasisPoints, totalMinor }\`.`,
        schema: 'api/razorpay-checkout-order.schema.json',
      },
      errors: union([400, 402], payer.errors, payer.dueErrors),
    },
    {
      ...common,
      operationId: payer.operationId('verify', 'RazorpayPayment'),
      method: 'post',
      path: `${payer.base}/payment/razorpay/verify`,
      summary: 'Credit the wallet with a payment Razorpay Checkout reports',
      description:
        "The signature Checkout handed the page is checked, then the payment is fetched from Razorpay: only a captured payment of the order's total is credited, and only once (a repeat answers the same credit). Anything else is 402 (201) and nothing is credited.",
      body: 'api/razorpay-verify.schema.json',
      response: { status: 200, description: CREDIT_VIEW, schema: 'api/wallet-change.schema.json' },
      errors: union([400, 402], payer.errors),
    },
    {
      ...common,
      operationId: payer.operationId('list', 'StripeCards'),
      method: 'get',
      path: `${payer.base}/stripe/paymentOptions`,
      summary: 'The saved cards, newest first',
      response: { status: 200, description: `\`[card]\`, each ${SAVED_CARD}.`, schema: 'api/saved-cards.schema.json' },
      errors: union([402], payer.errors),
    },
    {
      ...common,
      operationId: payer.operationId('save', 'StripeCard'),
      method: 'post',
      path: `${payer.base}/stripe/paymentOptions`,
      summary: 'Save a card Stripe.js made into a payment method; the first card becomes the default',
      body: 'api/stripe-payment-option.schema.json',
      response: { status: 201, description: `The saved card: ${SAVED_CARD}.`, schema: 'api/saved-card.schema.json' },
      errors: union([400, 402], payer.errors),
    },
    {
      ...common,
      operationId: payer.operationId('delete', 'StripeCard'),
      method: 'delete',
      path: `${payer.base}/stripe/paymentOptions`,
      summary: 'Remove a saved card (its id in the body)',
      description: 'A card that is not saved on this account answers 404 (104).',
      body: 'api/stripe-card-id.schema.json',
      response: { status: 204, description: 'Removed.' },
      errors: union([400, 402], payer.errors),
    },
    {
      ...common,
      operationId: payer.operationId('setDefault', 'StripeCard'),
      method: 'post',
      path: `${payer.base}/stripe/cards/default`,
      summary: 'Make a saved card the default',
      description: 'A card that is not saved on this account answers 404 (104).',
      body: 'api/stripe-card-id.schema.json',
      response: { status: 204, description: 'It is the default.' },
      errors: union([400, 402], payer.errors),
    },
    {
      ...common,
      operationId: payer.operationId('charge', 'StripeCard'),
      method: 'post',
      path: `${payer.base}/stripe/paymentIntent`,
      summary: 'Charge a saved card and credit the wallet',
      description: `${payer.amount} The idempotencyKey makes a retried request charge once. A declined card is 402 (201) with Stripe's message.`,
      body: 'api/stripe-payment-intent.schema.json',
      response: {
        status: 200,
        description: `Paid: \`{ status: "succeeded", transaction, wallet }\`, as ${CREDIT_VIEW}`,
        schema: 'api/card-payment.schema.json',
      },
      otherResponses: [
        {
          status: 202,
          description:
            '`{ status: "requiresAction", paymentIntentId, clientSecret }`: the bank wants the payer to confirm. Confirm with Stripe.js and clientSecret, then POST /businessProfiles/{businessProfileId}/payment/wallet (walletAction 1, paymentIntentId); otherwise the provider\'s webhook credits it.',
          schema: 'api/card-payment-action.schema.json',
        },
      ],
      errors: union([400, 402], payer.errors, payer.dueErrors),
    },
  ];
}

const PAYMENTS: readonly ApiEndpoint[] = [
  ...paymentCalls(PROFILE),
  ...paymentCalls(SESSION),
  {
    operationId: 'listSessionStripeCardsByQuery',
    method: 'get',
    path: '/localbusiness/stripe/paymentOptions',
    summary: 'The saved cards of the profile made in a session, the session named in the query',
    description:
      'AP §7 (session equivalents): the cards of the session `sessionId` names, as GET /localbusiness/{sessionId}/stripe/paymentOptions answers them.',
    tags: ['payments'],
    signedIn: true,
    query: 'api/session-query.schema.json',
    response: { status: 200, description: `\`[card]\`, each ${SAVED_CARD}.`, schema: 'api/saved-cards.schema.json' },
    errors: [400, 401, 402, 403, 404],
  },
];

const WALLET: readonly ApiEndpoint[] = [
  {
    operationId: 'getWallet',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/payment/wallet',
    summary: "The profile's wallet",
    tags: ['wallet'],
    signedIn: true,
    response: {
      status: 200,
      description: `${WALLET_VIEW}, with \`serviceFeeWaivedUntil\`: while the 30 days without a service fee hold (OL §1, decisions 382 and 431), when they end (ISO), else null.`,
      schema: 'api/wallet.schema.json',
    },
    errors: [401, 403, 404],
  },
  {
    operationId: 'walletAction',
    method: 'post',
    path: '/businessProfiles/{businessProfileId}/payment/wallet',
    summary: 'Add funds a card payment paid (walletAction 1) or refund unspent funds (walletAction 2)',
    description:
      'walletAction 1 credits the card payment `paymentIntentId` once Stripe says it succeeded (after a paymentIntent answered 202). walletAction 2 gives `amount` back to the newest payment that still holds it, with the fee and tax paid on it (decision 104): more than the wallet or any one payment still holds is 400; a refusal by the provider is 402 and the money stays in the wallet; the idempotencyKey answers the first refund again, and sent with another amount is 409 (101). 404 (104) for a profile with no wallet yet or a payment that is not its own.',
    tags: ['wallet'],
    signedIn: true,
    body: 'api/wallet-action.schema.json',
    response: {
      status: 200,
      description: `The entry and the wallet after it: ${CREDIT_VIEW} A refund's entry is walletAction 2.`,
      schema: 'api/wallet-change.schema.json',
    },
    errors: [400, 401, 402, 403, 404, 409],
  },
  {
    operationId: 'listWalletTransactions',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/payment/wallet/transactions',
    summary: "A page of the wallet's transactions, newest first",
    tags: ['wallet'],
    signedIn: true,
    query: 'api/transactions-query.schema.json',
    response: {
      status: 200,
      description: `\`{ items, total, page, limit }\` (20 a page unless \`limit\` says), each item ${TRANSACTION_VIEW}.`,
      schema: 'api/transactions-page.schema.json',
    },
    errors: [400, 401, 403, 404],
  },
];

// AP §2 /app/{id}/invoice/{id}: one invoice per payment (decision 106).
const INVOICES: readonly ApiEndpoint[] = [
  {
    operationId: 'getInvoice',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/invoices/{invoiceId}',
    summary: "An invoice of one of the profile's payments (GST or VAT)",
    description: "Another profile's invoice answers 404 (104).",
    tags: ['invoices'],
    signedIn: true,
    response: {
      status: 200,
      description: 'The invoice, with the rows its PDF prints in order.',
      schema: 'api/invoice.schema.json',
    },
    errors: [401, 403, 404],
  },
  {
    operationId: 'getInvoicePdf',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/invoices/{invoiceId}/pdf',
    summary: 'The invoice as a PDF download',
    tags: ['invoices'],
    signedIn: true,
    response: {
      status: 200,
      description: 'The invoice PDF, with the same figures as GET .../invoices/{invoiceId}.',
      mediaType: 'application/pdf',
      headers: { 'Content-Disposition': '`attachment; filename="INV-{year}-{id}.pdf"`.' },
    },
    errors: [401, 403, 404],
  },
];

// OL §7 campaigns, the launching screen's checkout (decision 107) and the staff review (decision 109).
const CAMPAIGNS: readonly ApiEndpoint[] = [
  {
    operationId: 'getCampaign',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/roimaticCampaigns/{campaignId}',
    summary: 'A campaign of the profile',
    tags: ['campaigns'],
    signedIn: true,
    response: { status: 200, description: `${CAMPAIGN_VIEW}.`, schema: 'api/campaign.schema.json' },
    errors: [401, 403, 404],
  },
  {
    operationId: 'launchCampaign',
    method: 'post',
    path: '/businessProfiles/{businessProfileId}/roimaticCampaigns/{campaignId}/launch',
    summary: "Launch a campaign: lock its whole run's budget and send it to review",
    description:
      'Locks the daily budget times the days of the run (decision 105) in the wallet, puts the ad in review (due 2 working days on) and moves the session it was made in, if any, to launch successful (2000). Launching again changes nothing. 402 when the wallet lacks funds for the full duration (with `shortfallMinor`); 403 when the portal has launching turned off (AP §6).',
    tags: ['campaigns'],
    signedIn: true,
    body: 'api/launch-campaign.schema.json',
    bodyOptional: true,
    response: {
      status: 200,
      description: `The launched campaign: ${CAMPAIGN_VIEW}.`,
      schema: 'api/campaign.schema.json',
    },
    errors: [400, 401, 402, 403, 404],
  },
  {
    operationId: 'getSessionCheckout',
    method: 'get',
    path: '/localbusiness/{sessionId}/checkout',
    summary: "What launching the session's campaign costs, what the wallet holds and what is still due",
    description:
      'The campaign is made from the budget step on first use (409 before it is answered); 401 (sign up first) for a session nobody signed up in.',
    tags: ['campaigns'],
    signedIn: true,
    query: 'api/payment-gateway-query.schema.json',
    response: {
      status: 200,
      description: `\`{ campaign, price, availableMinor, due, gateway }\`: campaign ${CAMPAIGN_VIEW}; price the whole run, ${BREAKDOWN} with \`dailyBudgetMinor\` and \`days\`; due the same breakdown for what the wallet lacks, null when it covers the run; gateway ${GATEWAY_VIEW}.`,
      schema: 'api/session-checkout.schema.json',
    },
    errors: [400, 401, 403, 404, 409],
  },
  {
    operationId: 'listCampaignsInReview',
    method: 'get',
    path: '/review/campaigns',
    summary: 'The campaigns waiting for review, due soonest first (account managers only)',
    tags: ['review'],
    signedIn: true,
    response: {
      status: 200,
      description: `\`[campaign]\`, each ${CAMPAIGN_VIEW} with \`businessProfileName\`.`,
      schema: 'api/campaigns-in-review.schema.json',
    },
    errors: [401, 403],
  },
  {
    operationId: 'approveCampaign',
    method: 'post',
    path: '/review/campaigns/{campaignId}/approve',
    summary: 'Approve a campaign in review: publish it on its channels and make it live (account managers only)',
    description:
      "Each chosen channel's payload must pass its schema (400 otherwise); approving twice publishes once (409: not in review).",
    tags: ['review'],
    signedIn: true,
    body: 'api/empty-body.schema.json',
    bodyOptional: true,
    response: {
      status: 200,
      description: `The campaign, launched (adStatus 3) and Active: ${CAMPAIGN_VIEW}.`,
      schema: 'api/campaign.schema.json',
    },
    errors: [400, 401, 403, 404, 409],
  },
];

const WEBHOOK_DESCRIPTION =
  'credits the wallet with it once, when the page never confirmed it (a closed tab, a bank check); every event is recorded once and a retried delivery changes nothing. No bearer token: the signature, made with the webhook secret, proves the sender.';

const WEBHOOKS: readonly ApiEndpoint[] = [
  {
    operationId: 'receiveStripeWebhook',
    method: 'post',
    path: '/webhooks/stripe',
    summary: "Stripe's event deliveries",
    description: `A payment_intent.succeeded whose amount is its order's total ${WEBHOOK_DESCRIPTION}`,
    tags: ['webhooks'],
    body: 'signed',
    parameters: [
      {
        name: 'Stripe-Signature',
        in: 'header',
        description: "Stripe's signature of the body's exact bytes, with its timestamp.",
        required: true,
        schema: { type: 'string' },
      },
    ],
    response: { status: 200, description: '`{ received: true }`.', schema: 'api/webhook-received.schema.json' },
    errors: [400],
  },
  {
    operationId: 'receiveRazorpayWebhook',
    method: 'post',
    path: '/webhooks/razorpay',
    summary: "Razorpay's event deliveries",
    description: `A payment.captured whose amount is its order's total ${WEBHOOK_DESCRIPTION}`,
    tags: ['webhooks'],
    body: 'signed',
    parameters: [
      {
        name: 'X-Razorpay-Signature',
        in: 'header',
        description: "Razorpay's HMAC-SHA256 (hex) of the body's exact bytes.",
        required: true,
        schema: { type: 'string' },
      },
      {
        name: 'X-Razorpay-Event-Id',
        in: 'header',
        description: 'The event id, by which a redelivery is recognised (else the event type and payment id).',
        required: false,
        schema: { type: 'string' },
      },
    ],
    response: { status: 200, description: '`{ received: true }`.', schema: 'api/webhook-received.schema.json' },
    errors: [400],
  },
];

/** Payments, wallet, invoices, campaign launch, review and the providers' webhooks (AP §3, §7-§9; OL §4, §7). */
export const MONEY_ENDPOINTS: readonly ApiEndpoint[] = [...PAYMENTS, ...WALLET, ...INVOICES, ...CAMPAIGNS, ...WEBHOOKS];
