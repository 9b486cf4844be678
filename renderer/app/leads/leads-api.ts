// The leads calls (server/modules/leads): the public lead form of a campaign, and a profile's
// leads under /businessProfiles/{id}/leads as the signed-in user.
import type {
  LeadFormView,
  LeadStatus,
  LeadSubmission,
  LeadSubmitted,
  LeadsPage,
  LeadView,
} from '../../../schemas/generated/index.ts';
import { publicCall, signedInCall } from '../../session/auth-client.ts';
import { moneyDownload } from '../money/money-call.ts';

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

const base = (profileId: number) => `/businessProfiles/${String(profileId)}/leads`;

function queryOf(filters: LeadFilters, paging?: { page: number; pageSize: number }): string {
  const query = new URLSearchParams();
  if (filters.search.trim() !== '') query.set('search', filters.search.trim());
  if (filters.status !== '') query.set('status', filters.status);
  if (paging !== undefined) {
    query.set('page', String(paging.page));
    query.set('pageSize', String(paging.pageSize));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export const fetchLeads = (profileId: number, filters: LeadFilters, page: number, pageSize: number) =>
  signedInCall<LeadPage>(`${base(profileId)}${queryOf(filters, { page, pageSize })}`);

export const updateLeadStatus = (profileId: number, leadId: number, status: LeadStatus) =>
  signedInCall<Lead>(`${base(profileId)}/${String(leadId)}`, { method: 'PATCH', body: { status } });

/** The CSV of every lead the filters find. */
export const downloadLeads = (profileId: number, filters: LeadFilters) =>
  moneyDownload(`${base(profileId)}.csv${queryOf(filters)}`);

export const fetchLeadForm = (campaignId: string) =>
  publicCall<PublicLeadForm>(`/leadForms/${encodeURIComponent(campaignId)}`);

export const submitLead = (campaignId: string, body: LeadSubmission) =>
  publicCall<LeadSubmitted>(`/leadForms/${encodeURIComponent(campaignId)}/leads`, { method: 'POST', body });
