import type { EntityManager } from '@mikro-orm/postgresql';
import type { Project } from '../../../engine/index.ts';
import type { LeadForm } from '../../../schemas/generated/entities/lead-form.ts';
import { FlowSession } from '../flow-sessions/entities.ts';
import { AD_STATUS, Campaign } from '../campaigns/entities.ts';
import { NotFoundError } from '../../errors.ts';
import { numericId } from '../../request-input.ts';
import { businessNameOf } from '../flow-sessions/business-name.ts';
import { inlineRefs } from '../step-definitions/inline-refs.ts';

/** OL §3 objectives: leadGeneration 2. */
const LEAD_GENERATION = 2;
/** The step whose data holds the lead form and its privacy policy (OL §2 imageCreativesAdDetailsEdit/edit/{id}). */
const AD_DETAILS_STEP = 'imageCreativesAdDetailsEdit/edit';
/** OL §3 offer type skip 6: the campaign makes no offer. */
const NO_OFFER = 6;
export const SUBMISSION_SCHEMA = 'api/lead-submission.schema.json';

/** OL §3 lead form fields (Name 1, Email 2, Phone 3, Service needed 4, City 5) as the submission names them. */
export const FIELD_NAMES = { 1: 'name', 2: 'email', 3: 'phone', 4: 'serviceNeeded', 5: 'city' } as const;
export type LeadField = (typeof FIELD_NAMES)[keyof typeof FIELD_NAMES];
/** OL §3 phone requirement: required 1, optional 2, disabled 3. */
const PHONE_OPTIONAL = 2;
const PHONE_DISABLED = 3;

/** A campaign's public lead form: what the page draws and what a submission is held to. */
export interface PublicLeadForm {
  readonly campaign: Campaign;
  readonly form: LeadForm;
  readonly privacyPolicyUrl: string;
  readonly businessName: string;
  readonly hasOffer: boolean;
  /** The fields asked, in the form's order, and which of them must be answered. */
  readonly fields: readonly LeadField[];
  readonly required: readonly LeadField[];
}

/** A campaign that takes leads (OL §3: lead generation, in review or live). */
const TAKES_LEADS = { objectiveId: LEAD_GENERATION, adStatus: { $in: [AD_STATUS.inReview, AD_STATUS.launched] } };

/** A profile's campaigns whose lead form is open: the leads screen links them, or says there is none (AP §8). */
export async function leadCampaignsOf(em: EntityManager, businessProfileId: number) {
  const campaigns = await em.find(
    Campaign,
    { businessProfile: businessProfileId, ...TAKES_LEADS },
    { orderBy: { id: 'desc' } },
  );
  return campaigns.map((campaign) => ({ id: campaign.id, name: campaign.name }));
}

type Steps = Readonly<Record<string, unknown>>;
const stepOf = <T>(steps: Steps, id: string): Partial<T> => steps[id] ?? {};

/**
 * The lead form of a campaign that may take leads: one in review or live (OL §3 ad statuses 2, 3)
 * whose objective is lead generation, with the form and privacy policy its ad details step saved.
 * Anything else (no such campaign, a draft, another objective) is 104: a visitor learns nothing more.
 */
export async function publicLeadForm(em: EntityManager, rawCampaignId: string): Promise<PublicLeadForm> {
  const id = numericId(rawCampaignId);
  const campaign = id === null ? null : await em.findOne(Campaign, { id, ...TAKES_LEADS });
  const session = campaign?.session == null ? null : await em.findOne(FlowSession, campaign.session.id);
  const steps: Steps = session?.steps ?? {};
  const details = stepOf<{ leadForm: LeadForm; privacyPolicyUrl: string }>(steps, AD_DETAILS_STEP);
  if (
    campaign === null ||
    session === null ||
    details.leadForm === undefined ||
    details.privacyPolicyUrl === undefined
  ) {
    throw new NotFoundError(`No lead form for campaign "${rawCampaignId}"`);
  }
  const form = details.leadForm;
  const phoneAsked = form.phoneRequirement !== PHONE_DISABLED;
  const fields = form.formFields.map((field) => FIELD_NAMES[field]).filter((name) => name !== 'phone' || phoneAsked);
  const offerType = stepOf<{ type: number }>(steps, 'offerDetails').type;
  return {
    campaign,
    form,
    privacyPolicyUrl: details.privacyPolicyUrl,
    businessName: businessNameOf(session),
    hasOffer: offerType !== undefined && offerType !== NO_OFFER,
    fields,
    // Every field the form asks is required, but a phone the form makes optional (decision 127).
    required: fields.filter((name) => name !== 'phone' || form.phoneRequirement !== PHONE_OPTIONAL),
  };
}

type JsonObject = Record<string, unknown>;

/**
 * The submission schema of one form: the general one (every field any form asks) narrowed to this
 * form's fields, its required ones and its consents, every `$ref` inlined for the browser. The
 * server holds a submission to the same rules (submissions.ts), so the page and it agree.
 */
export function submissionSchemaOf(project: Project, leadForm: PublicLeadForm): JsonObject {
  const { properties } = inlineRefs(project, SUBMISSION_SCHEMA) as { properties: Record<string, JsonObject> };
  const offered: readonly number[] = leadForm.form.dataUseConsents ?? [];
  const kept: Record<string, JsonObject> = {};
  for (const name of leadForm.fields) kept[name] = properties[name] ?? {};
  const consents = properties.consents as (JsonObject & { items: { oneOf: { const: number }[] } }) | undefined;
  if (offered.length > 0 && consents !== undefined) {
    const oneOf = consents.items.oneOf.filter((option) => offered.includes(option.const));
    kept.consents = { ...consents, items: { ...consents.items, oneOf } };
  }
  kept.privacyPolicyAccepted = properties.privacyPolicyAccepted ?? {};
  // The honeypot stays out: the page draws it apart from the form (decision 128).
  return {
    type: 'object',
    properties: kept,
    required: [...leadForm.required, 'privacyPolicyAccepted'],
    additionalProperties: false,
  };
}

/** GET /leadForms/{campaignId}: the form to draw (OL §3 lead form, §9 offer texts) and its schema. */
export function leadFormView(project: Project, leadForm: PublicLeadForm) {
  const { form } = leadForm;
  return {
    campaignId: leadForm.campaign.id,
    businessName: leadForm.businessName,
    region: leadForm.campaign.region,
    formTitle: form.formTitle,
    formDescription: form.formDescription ?? '',
    completionTitle: form.completionTitle,
    completionDescription: form.completionDescription ?? '',
    formFields: form.formFields,
    dataUseConsents: form.dataUseConsents ?? [],
    phoneRequirement: form.phoneRequirement ?? null,
    privacyPolicyUrl: leadForm.privacyPolicyUrl,
    hasOffer: leadForm.hasOffer,
    schema: submissionSchemaOf(project, leadForm),
  };
}
