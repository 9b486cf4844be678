// The leads calls (server/modules/leads): the public lead form of a campaign, and a profile's
// leads under /businessProfiles/{id}/leads as the signed-in user.
import type { LeadStatus } from '../../../schemas/generated/enums/lead-status.ts';
import type { LeadSubmission } from '../../../schemas/generated/api/lead-submission.ts';
import { publicCall, signedInCall } from '../../session/auth-client.ts';
import { moneyDownload } from '../money/money-call.ts';

export type { LeadStatus };
export const LEAD_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'qualified', 'won', 'lost'];

export interface Lead {
  readonly id: number;
  readonly status: LeadStatus;
  readonly name: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly serviceNeeded: string | null;
  readonly city: string | null;
  readonly consents: readonly number[];
  readonly submittedAt: string;
  readonly campaign: { readonly id: number; readonly name: string };
}

export interface LeadPage {
  readonly items: readonly Lead[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  /** The profile's campaigns whose public form takes leads. */
  readonly leadCampaigns: readonly { readonly id: number; readonly name: string }[];
}

export interface LeadFilters {
  readonly search: string;
  readonly status: LeadStatus | '';
}

/** GET /leadForms/{campaignId}: the form and the schema of its submission. */
export interface PublicLeadForm {
  readonly campaignId: number;
  readonly businessName: string;
  readonly formTitle: string;
  readonly formDescription: string;
  readonly completionTitle: string;
  readonly completionDescription: string;
  readonly privacyPolicyUrl: string;
  readonly hasOffer: boolean;
  readonly schema: Record<string, unknown>;
}

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
  publicCall<{ completionTitle: string; completionDescription: string }>(
    `/leadForms/${encodeURIComponent(campaignId)}/leads`,
    { method: 'POST', body },
  );
