import type { QBFilterQuery } from '@mikro-orm/postgresql';
import { startOfUtcDay, timeZoneOf } from '../../../engine/index.ts';
import type { CampaignPatch } from '../../../schemas/generated/api/campaign-patch.ts';
import type { DashboardQuery } from '../../../schemas/generated/api/dashboard-query.ts';
import { Campaign } from '../campaigns/entities.ts';
import { NotFoundError } from '../../errors.ts';
import { bodyOf, numericId, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { budgetCurrencyOf } from '../accounts/regional-profile.ts';
import { findWallet } from '../wallet/wallet.ts';
import { campaignView } from '../campaigns/session-campaign.ts';
import { pendingEditsOf } from '../campaigns/campaign-edits.ts';
import { deleteDraft, setCampaignStatus } from './campaign-controls.ts';
import { deliveryNote, stateFilter, visibleState, type DashboardState } from './campaign-states.ts';
import { rangeOf } from './day-range.ts';
import { setCampaignDelivery } from './delivery.ts';
import { dailyMetrics, metricsByCampaign } from './metrics.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

const DEFAULT_LIMIT = 20;

/**
 * AP §2 /app/{id}/dashboard: the profile's campaigns by state with their metrics over a range of
 * days, the totals and a series per day for the charts; pause, resume and deleting a draft.
 */
export function dashboardRoutes(api: ApiRouter, { orm, project, adChannels, now: clock }: Services): void {
  async function listed(res: Parameters<typeof signedInUser>[0], rawProfile: string, query: DashboardQuery) {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), rawProfile);
    const now = clock();
    const today = startOfUtcDay(now);
    const range = rangeOf(query, now, timeZoneOf(businessProfile.timeZoneId));
    const states = (query.statuses?.split(',') ?? [query.state ?? 'all']) as DashboardState[];
    const where = { businessProfile: businessProfile.id, $or: states.map((state) => stateFilter(state, today)) };
    return { businessProfile, today, range, where };
  }

  api.on('listCampaigns', async (req, res) => {
    const query = queryOf<DashboardQuery>(project, 'api/dashboard-query.schema.json', req);
    const { today, range, where } = await listed(res, req.params.businessProfileId, query);
    const limit = Number(query.limit ?? DEFAULT_LIMIT);
    const page = Number(query.page ?? 1);
    const [campaigns, total] = await orm.em.findAndCount(Campaign, where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit,
      offset: (page - 1) * limit,
    });
    const ids = campaigns.map((campaign) => campaign.id);
    const metrics = await metricsByCampaign(orm.em, ids, range);
    const pendingEdits = await pendingEditsOf(orm.em, ids);
    res.json({
      range,
      items: campaigns.map((campaign) => ({
        ...campaignView(campaign),
        visibleState: visibleState(campaign),
        deliveryNote: deliveryNote(campaign, today),
        pauseReason: campaign.pauseReason ?? null,
        metrics: metrics.get(campaign.id),
        pendingEdit: pendingEdits.get(campaign.id) ?? null,
      })),
      total,
      page,
      limit,
    });
  });

  api.on('getDashboard', async (req, res) => {
    const query = queryOf<DashboardQuery>(project, 'api/dashboard-query.schema.json', req);
    const { businessProfile, range, where } = await listed(res, req.params.businessProfileId, query);
    // Rows, not entities: a profile may have a thousand campaigns (40 ms hydrated, 3 ms not).
    const rows = await orm.em
      .createQueryBuilder(Campaign)
      .select(['id', 'currencyCode'])
      .where(where as QBFilterQuery<Campaign>)
      .execute<{ id: number; currencyCode: string }[]>('all');
    const ids = rows.map((row) => row.id);
    const wallet = await findWallet(orm.em, businessProfile.id);
    res.json({
      range,
      // A business with neither yet still sees its figures as money: its profile's currency.
      currencyCode: wallet?.currencyCode ?? rows[0]?.currencyCode ?? budgetCurrencyOf(businessProfile.currencyId),
      campaigns: ids.length,
      ...(await dailyMetrics(orm.em, ids, range)),
    });
  });

  api.on('updateCampaign', async (req, res) => {
    const body = bodyOf<CampaignPatch>(project, 'api/campaign-patch.schema.json', req);
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const id = numericId(req.params.campaignId);
    const found = id === null ? null : await orm.em.findOne(Campaign, { id, businessProfile }, { fields: ['id'] });
    if (found === null) throw new NotFoundError(`No campaign "${req.params.campaignId}"`);
    if (!('status' in body)) {
      res.json(campaignView(await deleteDraft(orm.em, found.id)));
      return;
    }
    const campaign = await setCampaignStatus(orm.em, found.id, body.status);
    await setCampaignDelivery(orm.em, adChannels, campaign.id, campaign.status === 'Active');
    res.json(campaignView(campaign));
  });
}
