import type { EntityManager } from '@mikro-orm/postgresql';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { REQUIRED_MESSAGE, type StepError } from '../../../engine/index.ts';
import type { LeadSubmission } from '../../../schemas/generated/api/lead-submission.ts';
import { Lead } from './entities.ts';
import { InvalidRequestError } from '../../errors.ts';
import { FIELD_NAMES, type PublicLeadForm } from './lead-forms.ts';

// OL §5 and AP §5: the phone rule's own words.
const INVALID_PHONE = 'Please provide a valid phone number';
const NOT_ASKED = 'This form does not ask for this';
const NOT_OFFERED = 'This form does not ask for this consent';

/**
 * Stores a visitor's answers to a campaign's lead form, held to that form's rules (the schema
 * GET /leadForms/{campaignId} answers): its fields and no others, the required ones answered,
 * only the consents it offers, and a phone that is a real number (libphonenumber-js, read in the
 * campaign's region when typed without a country code). A filled-in honeypot is a robot's: it is
 * answered like anyone else and nothing is stored (decision 128).
 */
export async function submitLead(
  em: EntityManager,
  leadForm: PublicLeadForm,
  body: LeadSubmission,
  now = new Date(),
): Promise<Lead | null> {
  if ((body.website ?? '') !== '') return null;
  const errors: StepError[] = [];
  for (const name of leadForm.required) {
    if (body[name] === undefined) errors.push({ path: `/${name}`, message: REQUIRED_MESSAGE });
  }
  for (const name of Object.values(FIELD_NAMES)) {
    if (body[name] !== undefined && !leadForm.fields.includes(name))
      errors.push({ path: `/${name}`, message: NOT_ASKED });
  }
  const offered: readonly number[] = leadForm.form.dataUseConsents ?? [];
  (body.consents ?? []).forEach((consent, index) => {
    if (!offered.includes(consent)) errors.push({ path: `/consents/${String(index)}`, message: NOT_OFFERED });
  });
  const phone = body.phone === undefined ? null : realPhone(body.phone, leadForm.campaign.region);
  if (phone === undefined) errors.push({ path: '/phone', message: INVALID_PHONE });
  if (errors.length > 0) throw new InvalidRequestError('Invalid request data', errors);
  const lead = em.create(Lead, {
    businessProfile: leadForm.campaign.businessProfile,
    campaign: leadForm.campaign,
    name: body.name?.trim() ?? null,
    email: body.email?.trim() ?? null,
    phone: phone ?? null,
    serviceNeeded: body.serviceNeeded?.trim() ?? null,
    city: body.city?.trim() ?? null,
    consents: [...(body.consents ?? [])].sort((a, b) => a - b),
    privacyPolicyUrl: leadForm.privacyPolicyUrl,
    status: 'new',
    submittedAt: now,
  });
  await em.flush();
  return lead;
}

/** The number in E.164 (+919876543210), or undefined when it is no real number (OL §5). */
function realPhone(typed: string, region: string): string | undefined {
  const parsed = parsePhoneNumberFromString(typed, region as CountryCode);
  return parsed?.isValid() === true ? parsed.number : undefined;
}
