// The leads calls (server/modules/leads): the public lead form of a campaign, and a profile's
// leads under /businessProfiles/{id}/leads as the signed-in user.
import type {
  LeadFormView,
  LeadStatus,
  LeadSubmission,
  LeadsPage,
  LeadsQuery,
  LeadView,
} from '../../../schemas/generated/index.ts';
import { publicCall, signedInCall, signedInDownload } from '../../session/auth-client.ts';

export type { LeadStatus };
export const LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'qualified', 'won', 'lost'];

/** AP §3 Lead (schemas/api/lead.schema.json); a field the form did not ask is null. */
export type Lead = LeadView;

/** A page of leads, with the profile's campaigns whose public form takes leads (schemas/api/leads-page.schema.json). */
export type LeadPage = LeadsPage;

export interface LeadFilters {
  readonly search: string;
  readonly status: LeadStatus | '';
}

/** GET /leadForms/{campaignId}: the form and the schema of its submission (schemas/api/lead-form-view.schema.json). */
export type PublicLeadForm = LeadFormView;

const queryOf = (filters: LeadFilters): LeadsQuery => ({
  search: filters.search.trim() === '' ? undefined : filters.search.trim(),
  status: filters.status === '' ? undefined : filters.status,
});

export const fetchLeads = (profileId: number, filters: LeadFilters, page: number, pageSize: number) =>
  signedInCall({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/leads',
    params: { businessProfileId: profileId },
    query: { ...queryOf(filters), page: String(page), pageSize: String(pageSize) },
  });

export const updateLeadStatus = (profileId: number, leadId: number, status: LeadStatus) =>
  signedInCall({
    method: 'PATCH',
    path: '/businessProfiles/{businessProfileId}/leads/{leadId}',
    params: { businessProfileId: profileId, leadId },
    body: { status },
  });

/** The CSV of every lead the filters find. */
export const downloadLeads = (profileId: number, filters: LeadFilters) =>
  signedInDownload({
    method: 'GET',
    path: '/businessProfiles/{businessProfileId}/leads.csv',
    params: { businessProfileId: profileId },
    query: queryOf(filters),
  });

export const fetchLeadForm = (campaignId: string) =>
  publicCall({ method: 'GET', path: '/leadForms/{campaignId}', params: { campaignId } });

export const submitLead = (campaignId: string, body: LeadSubmission) =>
  publicCall({ method: 'POST', path: '/leadForms/{campaignId}/leads', params: { campaignId }, body });
