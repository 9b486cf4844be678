import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { PaymentGateways } from './modules/payments/gateways.ts';

/**
 * What the payment providers' browser scripts need besides being loaded (their own documented
 * hosts): Stripe.js draws its fields and a bank's 3-D Secure page in frames from js.stripe.com
 * and hooks.stripe.com and calls api.stripe.com; Razorpay Checkout opens its form in a frame of
 * api.razorpay.com and reports to lumberjack.razorpay.com.
 */
const PROVIDER_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://api.razorpay.com'];
const PROVIDER_CALLS = ['https://api.stripe.com', 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'];

export interface SecurityHeaderOptions {
  /** Origins that may show the app in a frame, for pages opened with `?embed=true` (decision 334). */
  readonly embedOrigins?: readonly string[];
}

const originOf = (url: string): string => new URL(url).origin;

/**
 * The headers every answer carries (helmet): a Content-Security-Policy the built renderer works
 * with, HSTS, nosniff, a referrer policy and who may frame the app (decisions 333-335).
 */
export function securityHeaders(payments: PaymentGateways, options: SecurityHeaderOptions = {}): RequestHandler {
  // The server names the script each page loads (the provider's, or a local fake's): those origins.
  const scripts = [
    ...new Set([payments.stripe, payments.razorpay].map((gateway) => originOf(gateway.browserScriptUrl))),
  ];
  const embedOrigins = options.embedOrigins ?? [];
  const headersFor = (frameAncestors: readonly string[]) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // Ajv compiles the account pages' and the studio's schemas in the browser (new Function).
          scriptSrc: ["'self'", "'unsafe-eval'", ...scripts],
          connectSrc: ["'self'", ...scripts, ...PROVIDER_CALLS],
          frameSrc: ["'self'", ...scripts, ...PROVIDER_FRAMES],
          // recharts, CodeMirror, React Flow and React's style props set styles inline.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // A product feed's pictures and a social page's come from anywhere on the web; previews are blobs.
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: frameAncestors.length === 0 ? ["'self'"] : ["'self'", ...frameAncestors],
        },
      },
      // Razorpay's netbanking and wallets open a window of theirs that reports back to the page.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Links with a secret in them (?hash=, /s/{id}) must not tell another site where they came from.
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true },
      // The CSP's frame-ancestors says who may frame a page; X-Frame-Options cannot name other origins.
      xFrameOptions: frameAncestors.length === 0 ? { action: 'sameorigin' } : false,
    });
  const everyPage = headersFor([]);
  const embedded = headersFor(embedOrigins);
  return (req, res, next) => {
    if (embedOrigins.length > 0 && req.query.embed === 'true') embedded(req, res, next);
    else everyPage(req, res, next);
  };
}
