import { type Request } from 'express';
import { dayOf } from '../../../engine/index.ts';
import type { LeadStatusUpdate } from '../../../schemas/generated/api/lead-status-update.ts';
import type { LeadSubmission } from '../../../schemas/generated/api/lead-submission.ts';
import type { LeadsQuery } from '../../../schemas/generated/api/leads-query.ts';
import { Lead } from './entities.ts';
import { NotFoundError } from '../../errors.ts';
import { bodyOf, numericId, queryOf } from '../../request-input.ts';
import type { Services } from '../../services.ts';
import { signedInUser } from '../accounts/guards.ts';
import { memberProfile } from '../accounts/profiles.ts';
import { rateLimited, type RateLimitRule } from '../accounts/rate-limits.ts';
import { leadCampaignsOf, leadFormView, publicLeadForm, SUBMISSION_SCHEMA } from './lead-forms.ts';
import { allLeads, leadsPage, leadView } from './lead-list.ts';
import { leadsCsv } from './leads-csv.ts';
import { submitLead } from './submissions.ts';
import type { ApiRouter } from '../../openapi/api-router.ts';

/**
 * Leads one address may send one campaign in an hour (decision 128): a household or an office
 * sharing an address fits in easily, a script filling a business's list with junk does not.
 */
export const LEAD_SUBMISSIONS: RateLimitRule = { name: 'lead-submission', points: 10, windowSeconds: 60 * 60 };

const LEADS_QUERY = 'api/leads-query.schema.json';

/** The public lead form of a campaign and its submissions; a profile's leads (AP §2 leads screen). */
export function leadRoutes(api: ApiRouter, { orm, project }: Services): void {
  api.on('getLeadForm', async (req, res) => {
    res.json(leadFormView(project, await publicLeadForm(orm.em, req.params.campaignId)));
  });

  const perAddressAndCampaign = (req: Request) => `${req.ip ?? ''}|${String(req.params.campaignId)}`;
  api.on('submitLead', rateLimited(orm, LEAD_SUBMISSIONS, perAddressAndCampaign), async (req, res) => {
    const leadForm = await publicLeadForm(orm.em, req.params.campaignId);
    const body = bodyOf<LeadSubmission>(project, SUBMISSION_SCHEMA, req);
    await submitLead(orm.em, leadForm, body);
    // The completion screen (OL §3 completion title and description), whatever the honeypot held.
    res.status(201).json({
      completionTitle: leadForm.form.completionTitle,
      completionDescription: leadForm.form.completionDescription ?? '',
    });
  });

  api.on('listLeads', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const query = queryOf<LeadsQuery>(project, LEADS_QUERY, req);
    const page = await leadsPage(orm.em, businessProfile.id, query);
    res.json({ ...page, leadCampaigns: await leadCampaignsOf(orm.em, businessProfile.id) });
  });

  api.on('downloadLeads', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const query = queryOf<LeadsQuery>(project, LEADS_QUERY, req);
    const csv = leadsCsv(await allLeads(orm.em, businessProfile.id, query));
    const day = dayOf(new Date());
    res
      .status(200)
      .type('text/csv; charset=utf-8')
      .attachment(`leads-${String(businessProfile.id)}-${day}.csv`)
      .set('Cache-Control', 'no-store')
      .send(csv);
  });

  api.on('updateLeadStatus', async (req, res) => {
    const { businessProfile } = await memberProfile(orm.em, signedInUser(res), req.params.businessProfileId);
    const body = bodyOf<LeadStatusUpdate>(project, 'api/lead-status-update.schema.json', req);
    const id = numericId(req.params.leadId);
    const lead = id === null ? null : await orm.em.findOne(Lead, { id, businessProfile }, { populate: ['campaign'] });
    if (lead === null) throw new NotFoundError(`No lead "${req.params.leadId}"`);
    lead.status = body.status;
    await orm.em.flush();
    res.json(leadView(lead));
  });
}
