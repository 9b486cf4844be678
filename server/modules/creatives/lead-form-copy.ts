import type { LeadForm } from '../../../schemas/generated/entities/lead-form.ts';
import type { CreativeInputs } from './creative-inputs.ts';

// OL §5 lead form limits (schemas/entities/lead-form.schema.json).
const TITLE_MAX = 29;
const DESCRIPTION_MAX = 199;

// Lead form fields (schemas/enums/lead-form-field.schema.json): name, phone and, when the business
// offers several services, which one is wanted. A local business calls back: e-mail stays optional.
const NAME = 1;
const PHONE = 3;
const SERVICE_NEEDED = 4;

/** The first wording that fits `max` characters; the last one is short enough for any name that fits the schema. */
const fitting = (wordings: readonly string[], max: number): string =>
  wordings.find((wording) => wording.length <= max) ?? wordings.at(-1)?.slice(0, max) ?? '';

/**
 * The lead form a leads campaign starts with (OL §2 lead form edit, issue 24 "the edit screen opens
 * with the current values"): titles and descriptions written from the business and its offer, and
 * the fields a local business needs to call a customer back. The owner changes any of it.
 */
export function leadFormFor(inputs: CreativeInputs): LeadForm {
  const { businessName: name, offerText: offer, hasOffer, services } = inputs;
  const serviceList = services.slice(0, 3).join(', ');
  return {
    formTitle: fitting([...(hasOffer ? [`${offer} at ${name}`, offer] : []), `Contact ${name}`, name], TITLE_MAX),
    formDescription: fitting(
      [
        `Leave your name and number and ${name} will call you back${serviceList === '' ? '' : ` about ${serviceList}`}.`,
        `Leave your name and number and ${name} will call you back.`,
        'Leave your name and number and we will call you back.',
      ],
      DESCRIPTION_MAX,
    ),
    completionTitle: 'Thank you, we got it',
    completionDescription: fitting(
      [`${name} will call you back soon.`, 'We will call you back soon.'],
      DESCRIPTION_MAX,
    ),
    formFields: services.length > 1 ? [NAME, PHONE, SERVICE_NEEDED] : [NAME, PHONE],
  };
}
