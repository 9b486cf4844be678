import { type Response } from 'express';
import type { TargetingMapQuery } from '../../../schemas/generated/api/targeting-map-query.ts';
import type { TargetsQuery } from '../../../schemas/generated/api/targets-query.ts';
import { FlowSession } from '../flow-sessions/entities.ts';
import { Campaign } from '../campaigns/entities.ts';
import { NotFoundError } from '../../errors.ts';
import { commaList, numericId, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { findSessionRecord } from '../flow-sessions/service.ts';
import { businessLocationOf } from './business-location.ts';
import { searchTargets } from './interest-targets.ts';
import { keywordSourcesOfSessions, suggestKeywords } from './keyword-suggestions.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

const TARGETS_QUERY = 'api/targets-query.schema.json';
const KEYWORDS_QUERY = 'api/keywords-query.schema.json';
/** The largest radius (OL §9: 25 km) and a little around it. */
const TOWNS_WITHIN_KM = 35;
const TOWNS_SHOWN = 8;
/** Far enough apart for their names not to overlap on the widest radius's view. */
const TOWNS_APART_KM = 6;
/** Enough for the onboarding and the latest campaigns; older ones add nothing new. */
const PROFILE_SESSIONS_READ = 10;

/**
 * OL §7 targets and keywords: a campaign's (signed in, under its profile), a flow session's (the
 * onboarding flows' fbInterests and googleKeywords steps; the session-ownership check guards it),
 * and a profile's targets for its saved audiences (decision 223).
 */
export function targetingRoutes(api: ApiRouter, { orm, project, socialInterests, places }: Services): void {
  async function profileCampaign(res: Response, rawProfile: string, rawCampaign: string) {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), rawProfile);
    const id = numericId(rawCampaign);
    const campaign = id === null ? null : await orm.em.findOne(Campaign, { id, businessProfile });
    if (campaign === null) throw new NotFoundError(`No campaign "${rawCampaign}"`);
    return campaign;
  }

  api.on('searchCampaignTargets', async (req, res) => {
    await profileCampaign(res, req.params.businessProfileId, req.params.campaignId);
    const query = queryOf<TargetsQuery>(project, TARGETS_QUERY, req);
    res.json(await searchTargets(socialInterests, query));
  });

  api.on('suggestCampaignKeywords', async (req, res) => {
    const campaign = await profileCampaign(res, req.params.businessProfileId, req.params.campaignId);
    queryOf(project, KEYWORDS_QUERY, req);
    // The profile's sessions, newest first: this campaign's and the onboarding that made the profile.
    const sessions = await orm.em.find(
      FlowSession,
      { businessProfileId: campaign.businessProfile.id },
      { orderBy: { updatedAt: 'desc' }, limit: PROFILE_SESSIONS_READ },
    );
    res.json(suggestKeywords(project, keywordSourcesOfSessions(sessions, campaign.businessProfile.name)));
  });

  api.on('searchProfileTargets', async (req, res) => {
    await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const query = queryOf<TargetsQuery>(project, TARGETS_QUERY, req);
    res.json(await searchTargets(socialInterests, query));
  });

  api.on('searchSessionTargets', async (req, res) => {
    const query = queryOf<TargetsQuery>(project, TARGETS_QUERY, req);
    await findSessionRecord(orm.em, req.params.sessionId);
    res.json(await searchTargets(socialInterests, query));
  });

  api.on('suggestSessionKeywords', async (req, res) => {
    queryOf(project, KEYWORDS_QUERY, req);
    const session = await findSessionRecord(orm.em, req.params.sessionId);
    res.json(suggestKeywords(project, keywordSourcesOfSessions([session])));
  });

  // Issue 24: what the location step's map shows, the business and the picked places.
  api.on('getTargetingMap', async (req, res) => {
    const query = queryOf<TargetingMapQuery>(project, 'api/targeting-map-query.schema.json', req);
    const session = await findSessionRecord(orm.em, req.params.sessionId);
    // The profile's other sessions are read only when this one names no place.
    const profileSessions = () =>
      session.businessProfileId == null
        ? Promise.resolve([])
        : orm.em.find(
            FlowSession,
            { businessProfileId: session.businessProfileId, id: { $ne: session.id } },
            { orderBy: { createdAt: 'asc' }, limit: PROFILE_SESSIONS_READ },
          );
    const business =
      (await businessLocationOf(places, [session])) ?? (await businessLocationOf(places, await profileSessions()));
    const locations = await places.byKeys(commaList(query.keys) ?? []);
    // The towns around the business name the map, which has no tiles to do it (decision 444).
    const towns =
      business === null
        ? []
        : await places.townsNear(business, TOWNS_WITHIN_KM, { limit: TOWNS_SHOWN, apart: TOWNS_APART_KM });
    res.json({ business, locations, towns });
  });
}
