import type { EntityManager } from '@mikro-orm/postgresql';
import { applyDifferences, type Difference, type Project } from '../../../engine/index.ts';
import type { Offer } from '../../../schemas/generated/entities/offer.ts';
import type { FlowSession } from '../flow-sessions/entities.ts';
import { InvalidRequestError } from '../../errors.ts';
import { createSession, findSession } from '../flow-sessions/service.ts';
import type { ServerFlags } from '../flow-sessions/server-flags.ts';
import { pricingBand } from '../pricing/pricing.ts';
import { adDetailForOffer, type AdDetail } from './ad-detail.ts';

export interface CreateBusinessDetailsInput {
  readonly websiteUrl?: string;
  readonly facebookPageDetail?: object;
  readonly googlePlaceDetail?: object;
  readonly name?: string;
  readonly category?: string;
  readonly region?: string;
  readonly shortenFlow?: boolean;
  readonly queryParameters?: Readonly<Record<string, string>>;
}

// Kept in the session's own columns: a business-details patch may not touch them.
const SESSION_FIELDS = new Set(['sessionId', 'launchState', 'region', 'shortenFlow', 'queryParameters']);
const ENTITY_SCHEMA = 'entities/business-details-session.schema.json';
// The document is open to fields the spec does not show; patches must not grow it without end.
const MAX_DETAILS_BYTES = 64 * 1024;

/** The business details session of OL §3, as the onboarding calls show it. */
export function businessDetailsView(session: FlowSession): Record<string, unknown> {
  // The session's own fields come last: nothing stored in the details can stand in for them.
  return {
    ...session.details,
    sessionId: session.id,
    launchState: session.launchState,
    region: session.region,
    shortenFlow: session.flags.shortened === true,
    queryParameters: session.queryParameters,
  };
}

/** The flow POST businessDetails starts (OL §7). */
export const BUSINESS_DETAILS_FLOW = 'onboarding';

/**
 * POST businessDetails (OL §7): an onboarding session that starts from these details; held by
 * `agentUserId`, the signed-in agent starting it for a client, as the flows call does (decision 241).
 */
export async function createBusinessDetails(
  em: EntityManager,
  project: Project,
  input: CreateBusinessDetailsInput,
  serverFlags: ServerFlags,
  agentUserId: number | null = null,
): Promise<FlowSession> {
  const { region, shortenFlow, queryParameters, ...details } = input;
  return createSession(
    em,
    project,
    BUSINESS_DETAILS_FLOW,
    {
      flags: shortenFlow === true ? { shortened: true } : {},
      ...(region === undefined ? {} : { region }),
      ...(queryParameters === undefined ? {} : { queryParameters }),
      details,
    },
    serverFlags,
    agentUserId,
  );
}

/**
 * PATCH businessDetails (OL §4, §7): applies only the differences; none writes nothing. The
 * result must still be a valid business details session, or nothing is written.
 */
export async function patchBusinessDetails(
  em: EntityManager,
  project: Project,
  sessionId: string,
  differences: readonly Difference[],
): Promise<FlowSession> {
  const session = await findSession(em, sessionId);
  if (differences.length === 0) return session;
  const touched = differences.flatMap((d) => ('from' in d ? [d.path, d.from] : [d.path]));
  if (touched.includes('')) throw new InvalidRequestError('The whole document cannot be replaced: patch its fields');
  const reserved = touched.map(rootOf).find((root) => SESSION_FIELDS.has(root));
  if (reserved !== undefined) throw new InvalidRequestError(`"${reserved}" cannot be changed through business details`);
  const details = applyDifferences(session.details, differences);
  if (Buffer.byteLength(JSON.stringify(details)) > MAX_DETAILS_BYTES) {
    throw new InvalidRequestError('The business details would grow past 64 kB');
  }
  const result = project.validate(ENTITY_SCHEMA, { ...details, sessionId: session.id });
  if (!result.valid) throw new InvalidRequestError('Invalid request data', result.errors);
  session.details = details;
  await em.flush();
  return session;
}

/**
 * POST offerDetails (OL §4): stores the offer on the business details and replaces the ad
 * detail with the one made from it, which is also the answer.
 */
export async function saveOffer(
  em: EntityManager,
  sessionId: string,
  offer: Offer,
): Promise<{ session: FlowSession; adDetail: AdDetail }> {
  const session = await findSession(em, sessionId);
  const symbol = pricingBand(session.region ?? 'IN').currencySymbol;
  const name = typeof session.details.name === 'string' ? session.details.name : undefined;
  const adDetail = adDetailForOffer(offer, symbol, name);
  const creativeDetail = (session.details.creativeDetail ?? {}) as Record<string, unknown>;
  session.details = { ...session.details, offerDetail: offer, creativeDetail: { ...creativeDetail, adDetail } };
  await em.flush();
  return { session, adDetail };
}

function rootOf(pointer: string): string {
  return (pointer.split('/')[1] ?? '').replaceAll('~1', '/').replaceAll('~0', '~');
}
