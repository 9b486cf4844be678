import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { errorHandler, notFoundHandler } from './error-handler.ts';
import { jsonLimits, utf8Only } from './json-limits.ts';
import { ACCOUNT_PROBES, accountProbes } from './modules/accounts/account-probes.ts';
import { authRoutes } from './modules/accounts/auth-routes.ts';
import { addOnRoutes } from './modules/add-ons/routes.ts';
import { ownSessionsOnly } from './modules/accounts/session-ownership.ts';
import { profileMembersOnly, signInRequired } from './modules/accounts/guards.ts';
import { profileRoutes } from './modules/accounts/profile-routes.ts';
import { userRoutes } from './modules/accounts/user-routes.ts';
import { briefRoutes } from './modules/briefs/routes.ts';
import { campaignRoutes } from './modules/campaigns/routes.ts';
import { campaignEditRoutes } from './modules/campaigns/edit-routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { creativeRoutes } from './modules/creatives/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { flowSessionRoutes } from './modules/flow-sessions/routes.ts';
import { franchiseRoutes } from './modules/franchise/routes.ts';
import { funnelRoutes } from './modules/funnel/routes.ts';
import { localBusinessRoutes } from './modules/local-business/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { leadRoutes } from './modules/leads/routes.ts';
import { assetRoutes } from './modules/assets/routes.ts';
import { audienceRoutes } from './modules/audience/routes.ts';
import { targetingRoutes } from './modules/targeting/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { stepDefinitionRoutes } from './modules/step-definitions/routes.ts';
import { studioRoutes } from './modules/flow-versions/studio-routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { webhookRoutes } from './modules/payments/webhooks.ts';
import { productFeedRoutes } from './modules/product-feed/routes.ts';
import { portalRoutes } from './modules/portals/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { productInsightRoutes } from './modules/product-insights/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { socialLinkRoutes } from './modules/social-links/routes.ts';
import { storeRoutes } from './modules/stores/routes.ts';
import { summaryLinkRoutes } from './modules/summary-links/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { apiRouter } from './openapi/api-router.ts';
import { staffOnly } from './modules/accounts/staff.ts';
import { responseCheck } from './openapi/response-check.ts';
import { requestTextLimits } from './request-text.ts';
import { securityHeaders } from './security-headers.ts';
import type { Services } from './services.ts';

// Step data is small; anything larger is a mistake or an attack.
const BODY_LIMIT = '100kb';
const STUDIO_BODY_LIMIT = '1mb';

function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    // Query strings can carry secrets (a summary link's id): log the path only, and no headers.
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
    },
  });
}

export interface AppOptions {
  /** The built renderer (vite build's output); served when it holds an index.html. */
  readonly rendererDir?: string;
  /** Express's `trust proxy`: how many proxies (or which addresses) stand before the app. */
  readonly trustProxy?: number | string;
  /** Where links handed out point (PUBLIC_URL, no trailing slash); none: the request's origin. */
  readonly publicUrl?: string;
  /** Origins that may frame the pages opened with `?embed=true` (EMBED_ORIGINS); none by default. */
  readonly embedOrigins?: readonly string[];
  /** Different accounts one client may ask about in 15 minutes (decision 345); ACCOUNT_PROBES by default. */
  readonly accountProbes?: number;
  /** Each answer a response schema describes is checked against it (the tests; openapi/response-check.ts). */
  readonly checkResponses?: boolean;
}

/** The HTTP app (never listens: server/main.ts does, tests use their own port). */
export function createApp(services: Services, options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(services.payments, { embedOrigins: options.embedOrigins ?? [] }));
  // Behind a load balancer every request comes from its address: TRUST_PROXY (a hop count or
  // addresses, Express's `trust proxy`) makes req.ip the client's, which the rate limits count by.
  if (options.trustProxy !== undefined) app.set('trust proxy', options.trustProxy);
  // Read by the links the app hands out (modules/shared/public-origin.ts).
  app.locals.publicUrl = options.publicUrl;
  // Request logs are info-level: above that, skip the per-request logger altogether (it costs ~5%).
  if (services.logger.isLevelEnabled('info')) app.use(requestLogger(services.logger));
  // A NUL or bytes that are not UTF-8 in the address or a header: refused before any work (issue 19).
  app.use(requestTextLimits);
  if (options.checkResponses === true) app.use(responseCheck(services.project));
  // Providers sign the exact bytes they send: webhooks keep their body raw for the check.
  app.use('/api/webhooks', express.raw({ type: () => true, limit: BODY_LIMIT }));
  // A flow bundle (a flow and all its step schemas) is larger than any form: the studio's own limit.
  app.use('/api/studio', express.json({ limit: STUDIO_BODY_LIMIT, strict: false, verify: utf8Only }));
  app.use(express.json({ limit: BODY_LIMIT, strict: false, verify: utf8Only }), jsonLimits);
  // Each request gets its own identity map and unit of work.
  app.use((_req, _res, next) => {
    RequestContext.create(services.orm.em, next);
  });
  const probed = accountProbes(services.orm, {
    ...ACCOUNT_PROBES,
    points: options.accountProbes ?? ACCOUNT_PROBES.points,
  });
  // Each module serves the catalogue's operations it names (server/openapi/api-router.ts): the
  // method, path and access of each are the catalogue's, and an operation nobody serves stops the start.
  const api = apiRouter({ signedIn: signInRequired(services.orm), staff: staffOnly });
  healthRoutes(api, services);
  flowSessionRoutes(api, services, probed);
  stepDefinitionRoutes(api, services);
  localBusinessRoutes(api, services);
  summaryLinkRoutes(api, services);
  pricingRoutes(api, services);
  catalogueRoutes(api, services);
  mediaRoutes(api, services);
  creativeRoutes(api, services);
  portalRoutes(api, services);
  authRoutes(api, services, probed);
  userRoutes(api, services);
  profileRoutes(api, services);
  paymentRoutes(api, services);
  walletRoutes(api, services);
  invoiceRoutes(api, services);
  campaignRoutes(api, services);
  campaignEditRoutes(api, services);
  socialLinkRoutes(api, services);
  leadRoutes(api, services);
  assetRoutes(api, services);
  audienceRoutes(api, services);
  targetingRoutes(api, services);
  dashboardRoutes(api, services);
  franchiseRoutes(api, services);
  storeRoutes(api, services);
  productFeedRoutes(api, services);
  reportRoutes(api, services);
  briefRoutes(api, services);
  addOnRoutes(api, services);
  studioRoutes(api, services);
  productInsightRoutes(api, services);
  funnelRoutes(api, services);
  webhookRoutes(api, services);
  openApiRoutes(api, services);
  app.use('/api', ownSessionsOnly(services.orm), profileMembersOnly(services.orm), api.complete());
  if (options.rendererDir !== undefined) serveRenderer(app, options.rendererDir);
  app.use(notFoundHandler);
  app.use(errorHandler(services.logger));
  return app;
}

/** The built renderer, and its index.html for every other page GET: the browser routes (/signup/...). */
function serveRenderer(app: Express, dir: string): void {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return;
  // The page's code is the bulk of what a first visit downloads: compressed, and cached for good
  // (Vite names each file by its content's hash).
  app.use(compression());
  app.use('/assets', express.static(join(dir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(dir, { index: false }));
  app.get(/^(?!\/api(?:\/|$)).*/, (_req, res) => {
    res.sendFile(index);
  });
}
