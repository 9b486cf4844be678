import type { ApiEndpoint } from './api-catalogue.ts';

const LEAD_VIEW =
  '`{ id, status, name, email, phone, serviceNeeded, city, consents, submittedAt, campaign: { id, name } }` (accounts-and-platform §3 Lead; phone in E.164, a field the form did not ask is null; status new, contacted, qualified, won or lost)';
const FILTERS =
  '`search` matches part of the name, e-mail, phone, city or service needed; `status` and `campaignId` narrow.';

/** The public lead form of a campaign and a profile's leads (accounts-and-platform §2 leads screen). */
export const LEAD_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    operationId: 'getLeadForm',
    method: 'get',
    path: '/leadForms/{campaignId}',
    summary: "A campaign's public lead form",
    description:
      'Only for a campaign in review or live whose objective is lead generation (onboarding-and-launch §3); any other answers 404 (104). No sign-in.',
    tags: ['leads'],
    response: {
      status: 200,
      description:
        "`{ campaignId, businessName, region, formTitle, formDescription, completionTitle, completionDescription, formFields, dataUseConsents, phoneRequirement, privacyPolicyUrl, hasOffer, schema }`: `schema` is this form's submission schema (LeadSubmission narrowed to the form's fields, its required ones and its consents, every `$ref` inlined); `hasOffer` picks the offer text 'Fill out the form to claim the offer' over 'Fill the form to know more'.",
      schema: 'api/lead-form-view.schema.json',
    },
    errors: [404],
  },
  {
    operationId: 'submitLead',
    method: 'post',
    path: '/leadForms/{campaignId}/leads',
    summary: "Send a campaign's lead form",
    description:
      "Held to the form's schema besides LeadSubmission: only its fields, the required ones answered, the privacy policy accepted (onboarding-and-launch §5), a phone that is a real number (read in the campaign's region without a country code). At most 10 an hour from one address to one campaign (429).",
    tags: ['leads'],
    body: 'api/lead-submission.schema.json',
    response: {
      status: 201,
      description: '`{ completionTitle, completionDescription }`: the completion screen.',
      schema: 'api/lead-submitted.schema.json',
    },
    errors: [400, 404, 429],
  },
  {
    operationId: 'listLeads',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/leads',
    summary: "The profile's leads, newest first, a page at a time",
    description: FILTERS,
    tags: ['leads'],
    signedIn: true,
    query: 'api/leads-query.schema.json',
    response: {
      status: 200,
      description: `\`{ items, total, page, pageSize, leadCampaigns }\`, each item ${LEAD_VIEW}; leadCampaigns \`[{ id, name }]\` are the profile's campaigns whose public form takes leads (in review or live, objective lead generation), newest first.`,
      schema: 'api/leads-page.schema.json',
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'downloadLeads',
    method: 'get',
    path: '/businessProfiles/{businessProfileId}/leads.csv',
    summary: "The profile's leads as a CSV file",
    description: `Every lead the filters find (page and pageSize are ignored), newest first. ${FILTERS}`,
    tags: ['leads'],
    signedIn: true,
    query: 'api/leads-query.schema.json',
    response: {
      status: 200,
      mediaType: 'text/csv',
      description:
        'UTF-8 with a byte order mark; columns Name, Status, Mobile, Email, City, Service needed, Submitted on, Campaign, Consents. A cell starting with = + - @ tab or CR is prefixed with a quote, so spreadsheets show it as text.',
      headers: { 'Content-Disposition': 'attachment; filename="leads-{businessProfileId}-{date}.csv"' },
    },
    errors: [400, 401, 403, 404],
  },
  {
    operationId: 'updateLeadStatus',
    method: 'patch',
    path: '/businessProfiles/{businessProfileId}/leads/{leadId}',
    summary: "Change a lead's status",
    description: 'A lead of another profile, or none, answers 404 (104).',
    tags: ['leads'],
    signedIn: true,
    body: 'api/lead-status-update.schema.json',
    response: { status: 200, description: `The lead: ${LEAD_VIEW}.`, schema: 'api/lead.schema.json' },
    errors: [400, 401, 403, 404],
  },
];
