import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '../../engine/index.ts';
import { project } from '../support/project.ts';

/** Marks a value as absent: the field is deleted from the document. */
const MISSING = Symbol('missing');

interface Limit {
  /** The rule as the spec states it; the test's name. */
  readonly rule: string;
  /** Schema below schemas/. */
  readonly schema: string;
  /** A document the schema accepts; each row changes one field of it. */
  readonly data: object;
  /** JSON pointer of the field under test. */
  readonly path: string;
  /** Edge value that passes. */
  readonly valid: unknown;
  /** Edge value that fails. */
  readonly invalid: unknown;
  /** The spec's message, where it gives one (the engine words the others). */
  readonly message?: string;
}

// ---- valid documents the rows start from
const address = { addressLine: '1 High Street', city: 'Leeds', state: 'West Yorkshire', postcode: 'LS1 1AA' };
const logo = { url: 'https://cdn.example.com/logo.png', mimeType: 'image/png', width: 150, height: 150 };
const photo = { url: 'https://cdn.example.com/shop.jpg', mimeType: 'image/jpeg', width: 1000, height: 1000 };
const keywords = ['bakery', 'fresh bread', 'cakes', 'pastries', 'birthday cake', 'sourdough', 'croissant', 'bagels'];
const tenKeywords = [...keywords, 'wedding cake', 'cupcakes'];

const docs = {
  businessDetails: { presence: 'none', name: 'Bakery' },
  location: { address },
  phone: { dialCode: '+91', phoneNumber: '9822012345' },
  // The Faroe Islands have six-digit numbers: a real number at the pattern's lower bound.
  phoneFaroe: { dialCode: '+298', phoneNumber: '201234' },
  typeServices: { category: 'Bakery', services: ['Bread'] },
  promote: { promoteServices: ['Bread'] },
  percentageOffer: { type: 1, value: 10, noEnd: true },
  customOffer: { type: 5, value: 'Free coffee with every cake', validUntil: '2030-01-31' },
  imageCreatives: { logo, colourPalette: ['#ffffff'] },
  creativeEdit: { logo, photo, colour: '#fff', text: 'Fresh every day' },
  adDetails: { primaryText: 'Fresh bread daily', callToActionId: 3 },
  leadsAd: {
    objective: 2,
    primaryText: 'Get a quote',
    callToActionId: 8,
    leadForm: { formTitle: 'Get a quote', completionTitle: 'Thank you', formFields: [1, 2, 3] },
    privacyPolicyUrl: 'https://www.example.com/privacy',
  },
  emailSignup: { emailAddress: 'owner@example.com', otp: '123456' },
  ageGender: { ageFrom: 18, ageTo: '65+', gender: 3 },
  nearBusiness: { locationTargeting: 1, radius: 5, distanceUnit: 2 },
  budgetInr: { planId: 1, currencyCode: 'INR', dailyBudget: 350, budgetType: 1, scheduling: 1 },
  budgetGbp: { planId: 2, currencyCode: 'GBP', dailyBudget: 20, budgetType: 1, scheduling: 1 },
  gstInvoice: {
    planId: 1,
    currencyCode: 'INR',
    dailyBudget: 500,
    budgetType: 1,
    scheduling: 1,
    isGstInvoiceRequested: true,
    gstin: '22AAAAA0000A1ZC',
  },
  channels: { channels: [1] },
  interests: { interests: [{ id: '6003139266461', name: 'Baking' }] },
  keywords: { keywords: tenKeywords },
  confirmation: { region: 'IN', isTosAccepted: true, isPrivacyPolicyAccepted: true },
  storeUser: {
    firstName: 'Asha',
    lastName: 'Rao',
    emailAddress: 'asha@example.com',
    loginPassword: 'Secret#1',
    isTosAccepted: true,
  },
  storeDetails: { name: 'Asha Stores', currency: 17, address },
  storeAssets: { images: [{ url: 'https://cdn.example.com/a.bmp', mimeType: 'image/bmp', width: 150, height: 150 }] },
  storeVerification: { otp: '123456' },
  callback: { countryCode: '+91', phoneNumber: '9876543210' },
  video: { url: 'https://cdn.example.com/ad.mp4', mimeType: 'video/mp4' },
  document: { url: 'https://cdn.example.com/gst.pdf', mimeType: 'application/pdf' },
  animationLayer: { startTime: 0, endTime: 120 },
} as const;

const x = (n: number) => 'x'.repeat(n);
const PHONE_INVALID = 'Please provide a valid phone number';
// The spec's words, then what to do (issue 20, decision 411).
const KEYWORD_TOO_LONG = 'Enter a valid keyword: keep it under 20 characters';
const KEYWORD_SIGNS = 'Enter a valid keyword: use only letters, digits and spaces, and start with a letter or a digit';
const BAD_HEX = 'Bad Hex: write a colour as # and 3 or 6 digits 0–9 or letters A–F, like #7A1F5C';

// onboarding-and-launch §5 and §9, accounts-and-platform §5: one row per limit a schema expresses.
// prettier-ignore
const limits: Limit[] = [
  // business name (O §5, A §5)
  { rule: 'business name: at most 25 characters', schema: 'steps/business-details.schema.json', data: docs.businessDetails, path: '/name', valid: x(25), invalid: x(26) },
  { rule: 'business name: no special characters', schema: 'steps/business-details.schema.json', data: docs.businessDetails, path: '/name', valid: "Tom's Bar & Grill-Co.", invalid: 'Bakery!' },
  { rule: 'business name: required', schema: 'steps/business-details.schema.json', data: docs.businessDetails, path: '/name', valid: 'B', invalid: MISSING, message: REQUIRED_MESSAGE },
  { rule: 'store name: at most 25 characters', schema: 'steps/store-details.schema.json', data: docs.storeDetails, path: '/name', valid: x(25), invalid: x(26) },
  // address (O §5, A §5)
  { rule: 'address line: at most 500 characters', schema: 'steps/business-location-details.schema.json', data: docs.location, path: '/address/addressLine', valid: x(500), invalid: x(501) },
  { rule: 'area: at most 200 characters', schema: 'steps/business-location-details.schema.json', data: docs.location, path: '/address/area', valid: x(200), invalid: x(201) },
  { rule: 'state: at most 200 characters', schema: 'steps/business-location-details.schema.json', data: docs.location, path: '/address/state', valid: x(200), invalid: x(201) },
  { rule: 'state: required', schema: 'steps/business-location-details.schema.json', data: docs.location, path: '/address/state', valid: 'Kerala', invalid: MISSING, message: REQUIRED_MESSAGE },
  { rule: 'city: required', schema: 'steps/business-location-details.schema.json', data: docs.location, path: '/address/city', valid: 'Kochi', invalid: MISSING, message: REQUIRED_MESSAGE },
  { rule: 'postcode: required', schema: 'steps/business-location-details.schema.json', data: docs.location, path: '/address/postcode', valid: '682001', invalid: MISSING, message: REQUIRED_MESSAGE },
  { rule: 'store postal code: required', schema: 'steps/store-details.schema.json', data: docs.storeDetails, path: '/address/postcode', valid: '682001', invalid: MISSING, message: REQUIRED_MESSAGE },
  { rule: 'store currency: required', schema: 'steps/store-details.schema.json', data: docs.storeDetails, path: '/currency', valid: 17, invalid: MISSING, message: REQUIRED_MESSAGE },
  // ad texts (O §5, §9)
  { rule: 'primary text: at most 30 characters', schema: 'steps/ad-details-edit.schema.json', data: docs.adDetails, path: '/primaryText', valid: x(30), invalid: x(31) },
  { rule: 'call to action: at most 15 characters', schema: 'steps/creative-edit.schema.json', data: docs.creativeEdit, path: '/callToActionText', valid: x(15), invalid: x(16) },
  { rule: 'promotion copy: at most 30 characters', schema: 'steps/promote-services.schema.json', data: docs.promote, path: '/promotionTagline', valid: x(30), invalid: x(31) },
  { rule: 'creative text: at most 30 characters', schema: 'steps/creative-edit.schema.json', data: docs.creativeEdit, path: '/text', valid: x(30), invalid: x(31) },
  // offer (O §5)
  { rule: 'percentage offer: at least 1', schema: 'steps/offer-details.schema.json', data: docs.percentageOffer, path: '/value', valid: 1, invalid: 0 },
  { rule: 'percentage offer: at most 99', schema: 'steps/offer-details.schema.json', data: docs.percentageOffer, path: '/value', valid: 99, invalid: 100 },
  { rule: 'percentage offer: a whole number', schema: 'steps/offer-details.schema.json', data: docs.percentageOffer, path: '/value', valid: 50, invalid: 12.5 },
  { rule: 'offer text: at most 30 characters (n chosen)', schema: 'steps/offer-details.schema.json', data: docs.customOffer, path: '/value', valid: x(30), invalid: x(31) },
  // lead form (O §5)
  { rule: 'lead form title: under 30 characters', schema: 'steps/ad-details-edit.schema.json', data: docs.leadsAd, path: '/leadForm/formTitle', valid: x(29), invalid: x(30) },
  { rule: 'lead form completion title: under 30 characters', schema: 'steps/ad-details-edit.schema.json', data: docs.leadsAd, path: '/leadForm/completionTitle', valid: x(29), invalid: x(30) },
  { rule: 'lead form description: under 200 characters', schema: 'steps/ad-details-edit.schema.json', data: docs.leadsAd, path: '/leadForm/formDescription', valid: x(199), invalid: x(200) },
  { rule: 'lead form completion description: under 200 characters', schema: 'steps/ad-details-edit.schema.json', data: docs.leadsAd, path: '/leadForm/completionDescription', valid: x(199), invalid: x(200) },
  // keywords (O §5, §9)
  { rule: 'keyword: under 20 characters', schema: 'steps/search-keywords.schema.json', data: docs.keywords, path: '/keywords/0', valid: x(19), invalid: x(20), message: KEYWORD_TOO_LONG },
  { rule: 'keyword: valid characters only', schema: 'steps/search-keywords.schema.json', data: docs.keywords, path: '/keywords/0', valid: 'pâtisserie 24', invalid: 'cakes!', message: KEYWORD_SIGNS },
  { rule: 'keyword: letters of any script, with their vowel signs', schema: 'steps/search-keywords.schema.json', data: docs.keywords, path: '/keywords/0', valid: 'पुणे केक', invalid: 'केक?', message: KEYWORD_SIGNS },
  { rule: 'keywords: at least 10 to launch a search campaign', schema: 'steps/search-keywords.schema.json', data: docs.keywords, path: '/keywords', valid: tenKeywords, invalid: tenKeywords.slice(0, 9) },
  // at least one (O §5)
  { rule: 'services: at least one', schema: 'steps/business-type-services.schema.json', data: docs.typeServices, path: '/services', valid: ['Bread'], invalid: [] },
  { rule: 'services to promote: at least one', schema: 'steps/promote-services.schema.json', data: docs.promote, path: '/promoteServices', valid: ['Bread'], invalid: [] },
  { rule: 'target audience: at least one', schema: 'steps/social-interests.schema.json', data: docs.interests, path: '/interests', valid: docs.interests.interests, invalid: [] },
  { rule: 'channels: cannot all be excluded', schema: 'steps/channel-selection.schema.json', data: docs.channels, path: '/channels', valid: [3], invalid: [] },
  // website and phone (O §5, A §5)
  { rule: 'website URL: valid', schema: 'steps/business-details-v2.schema.json', data: { ...docs.typeServices, name: 'Bakery' }, path: '/websiteUrl', valid: 'https://www.example.com', invalid: 'www example com' },
  { rule: 'website URL: not a social media link', schema: 'steps/business-details-v2.schema.json', data: { ...docs.typeServices, name: 'Bakery' }, path: '/websiteUrl', valid: 'https://www.box.com/shop', invalid: 'https://www.facebook.com/bakery' },
  { rule: 'phone number: valid, numeric only', schema: 'steps/business-phone-number.schema.json', data: docs.phone, path: '/phoneNumber', valid: '98220-12345', invalid: '98765abcde', message: PHONE_INVALID },
  { rule: 'phone number: at least 6 digits', schema: 'steps/business-phone-number.schema.json', data: docs.phoneFaroe, path: '/phoneNumber', valid: '201234', invalid: '20123', message: PHONE_INVALID },
  { rule: 'phone input: at most 25 characters', schema: 'steps/business-phone-number.schema.json', data: docs.phone, path: '/phoneNumber', valid: '+49 3 0 1 2 3 4 5 6 7 8 9', invalid: '+49 3 0 1 2 3 4 5 6 7 8 9 0', message: PHONE_INVALID },
  // budget (O §5, §9)
  { rule: 'daily budget: INR minimum 350', schema: 'steps/budget.schema.json', data: docs.budgetInr, path: '/dailyBudget', valid: 350, invalid: 349 },
  { rule: 'daily budget: GBP minimum 20', schema: 'steps/budget.schema.json', data: docs.budgetGbp, path: '/dailyBudget', valid: 20, invalid: 19.99 },
  { rule: 'GSTIN: valid', schema: 'steps/budget.schema.json', data: docs.gstInvoice, path: '/gstin', valid: '29ABCDE1234F1ZW', invalid: '29ABCDE1234F1X5' },
  { rule: 'GSTIN: its check character matches the rest', schema: 'steps/budget.schema.json', data: docs.gstInvoice, path: '/gstin', valid: '29ABCDE1234F1ZW', invalid: '29ABCDE1234F1Z5', message: 'The GSTIN has a typo: its last character does not match the rest.' },
  { rule: 'GSTIN: a GST state code', schema: 'steps/budget.schema.json', data: docs.gstInvoice, path: '/gstin', valid: '27AAPFU0939F1ZV', invalid: '40AAPFU0939F1ZV', message: 'The GSTIN does not start with a GST state code.' },
  { rule: 'GSTIN: needed for a GST invoice', schema: 'steps/budget.schema.json', data: docs.gstInvoice, path: '/gstin', valid: '22AAAAA0000A1ZC', invalid: MISSING, message: REQUIRED_MESSAGE },
  { rule: 'GST invoice: India only', schema: 'steps/budget.schema.json', data: { ...docs.gstInvoice, currencyCode: 'GBP', dailyBudget: 20 }, path: '/isGstInvoiceRequested', valid: false, invalid: true, message: 'A GST invoice is issued for payments in India only' },
  // images and files (O §5, §9, A §5)
  { rule: 'logo: required', schema: 'steps/image-creatives.schema.json', data: docs.imageCreatives, path: '/logo', valid: logo, invalid: MISSING, message: REQUIRED_MESSAGE },
  { rule: 'colour palette: required', schema: 'steps/image-creatives.schema.json', data: docs.imageCreatives, path: '/colourPalette', valid: ['#000'], invalid: MISSING, message: REQUIRED_MESSAGE },
  { rule: 'logo: png or jpeg', schema: 'steps/image-creatives.schema.json', data: docs.imageCreatives, path: '/logo/mimeType', valid: 'image/jpeg', invalid: 'image/gif' },
  { rule: 'logo: at least 150 px wide', schema: 'steps/image-creatives.schema.json', data: docs.imageCreatives, path: '/logo/width', valid: 150, invalid: 149 },
  { rule: 'logo: at least 150 px high', schema: 'steps/image-creatives.schema.json', data: docs.imageCreatives, path: '/logo/height', valid: 150, invalid: 149 },
  { rule: 'image: at least 150x150 px', schema: 'steps/creative-edit.schema.json', data: docs.creativeEdit, path: '/photo/width', valid: 150, invalid: 149 },
  { rule: 'lead image: png or jpeg', schema: 'steps/ad-details-edit.schema.json', data: { ...docs.adDetails, leadImage: logo }, path: '/leadImage/mimeType', valid: 'image/png', invalid: 'image/webp' },
  { rule: 'builder images: jpg, jpeg, png or bmp', schema: 'steps/store-assets.schema.json', data: docs.storeAssets, path: '/images/0/mimeType', valid: 'image/bmp', invalid: 'image/gif' },
  { rule: 'video: mp4, webm or ogv', schema: 'entities/media-file.schema.json#/$defs/video', data: docs.video, path: '/mimeType', valid: 'video/ogg', invalid: 'video/quicktime' },
  { rule: 'document upload: image, docx or pdf', schema: 'entities/media-file.schema.json#/$defs/document', data: docs.document, path: '/mimeType', valid: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', invalid: 'text/plain' },
  { rule: 'hex colour: 3 digits', schema: 'steps/creative-edit.schema.json', data: docs.creativeEdit, path: '/colour', valid: 'a0F', invalid: '#ab', message: BAD_HEX },
  { rule: 'hex colour: 6 digits', schema: 'steps/creative-edit.schema.json', data: docs.creativeEdit, path: '/colour', valid: '#a0b1C2', invalid: '#a0b1c2d', message: BAD_HEX },
  { rule: 'hex colour: hex digits only', schema: 'steps/image-creatives.schema.json', data: docs.imageCreatives, path: '/colourPalette/0', valid: '#fff', invalid: '#ggg', message: BAD_HEX },
  { rule: 'animation layer: times from 0 seconds', schema: 'entities/animation-layer.schema.json', data: docs.animationLayer, path: '/startTime', valid: 0, invalid: -1 },
  { rule: 'animation layer: times up to 120 seconds', schema: 'entities/animation-layer.schema.json', data: docs.animationLayer, path: '/endTime', valid: 120, invalid: 120.5 },
  // OTP (O §5, A §5)
  { rule: 'OTP: required', schema: 'steps/email-signup.schema.json', data: docs.emailSignup, path: '/otp', valid: '000000', invalid: MISSING, message: 'Please enter OTP' },
  { rule: 'OTP: not empty', schema: 'steps/email-signup.schema.json', data: docs.emailSignup, path: '/otp', valid: '000000', invalid: '', message: 'Please enter OTP' },
  { rule: 'OTP: six digits', schema: 'steps/email-signup.schema.json', data: docs.emailSignup, path: '/otp', valid: '012345', invalid: '12345', message: 'OTP must be of six digits' },
  { rule: 'OTP: digits only', schema: 'steps/email-signup.schema.json', data: docs.emailSignup, path: '/otp', valid: '999999', invalid: '12345a', message: 'OTP must be of six digits' },
  { rule: 'store OTP: required', schema: 'steps/store-verification.schema.json', data: docs.storeVerification, path: '/otp', valid: '123456', invalid: MISSING, message: 'Please enter OTP' },
  { rule: 'store OTP: six digits', schema: 'steps/store-verification.schema.json', data: docs.storeVerification, path: '/otp', valid: '123456', invalid: '1234567', message: 'OTP must be of six digits' },
  // callback request (O §5, A §5)
  { rule: 'callback country code: required', schema: 'entities/callback-request-form.schema.json', data: docs.callback, path: '/countryCode', valid: '44', invalid: MISSING, message: REQUIRED_MESSAGE },
  { rule: 'callback country code: optional plus then 1 to 3 digits', schema: 'entities/callback-request-form.schema.json', data: docs.callback, path: '/countryCode', valid: '+971', invalid: '+9712' },
  { rule: 'callback phone: required', schema: 'entities/callback-request-form.schema.json', data: docs.callback, path: '/phoneNumber', valid: '1', invalid: MISSING, message: 'Please provide your phone number' },
  { rule: 'callback phone: not empty', schema: 'entities/callback-request-form.schema.json', data: docs.callback, path: '/phoneNumber', valid: '1', invalid: '', message: 'Please provide your phone number' },
  { rule: 'callback phone: at most 15 characters', schema: 'entities/callback-request-form.schema.json', data: docs.callback, path: '/phoneNumber', valid: '9'.repeat(15), invalid: '9'.repeat(16), message: PHONE_INVALID },
  { rule: 'callback phone: numeric only', schema: 'entities/callback-request-form.schema.json', data: docs.callback, path: '/phoneNumber', valid: '07700900123', invalid: '07700 900123', message: PHONE_INVALID },
  // password, terms (A §5, O §5)
  { rule: 'password: at least 8 characters', schema: 'steps/store-user.schema.json', data: docs.storeUser, path: '/loginPassword', valid: 'Abcdef1!', invalid: 'Abcde1!' },
  { rule: 'password: at most 30 characters', schema: 'steps/store-user.schema.json', data: docs.storeUser, path: '/loginPassword', valid: `Aa1!${x(26)}`, invalid: `Aa1!${x(27)}` },
  { rule: 'password: an upper-case letter', schema: 'steps/store-user.schema.json', data: docs.storeUser, path: '/loginPassword', valid: 'Abcdefg1!', invalid: 'abcdefg1!' },
  { rule: 'password: a lower-case letter', schema: 'steps/store-user.schema.json', data: docs.storeUser, path: '/loginPassword', valid: 'aBCDEFG1!', invalid: 'ABCDEFG1!' },
  { rule: 'password: a digit', schema: 'steps/store-user.schema.json', data: docs.storeUser, path: '/loginPassword', valid: 'Abcdefg1!', invalid: 'Abcdefgh!' },
  { rule: 'password: a special character', schema: 'steps/store-user.schema.json', data: docs.storeUser, path: '/loginPassword', valid: 'Abcdefg1 ', invalid: 'Abcdefg12' },
  { rule: 'terms: must be accepted', schema: 'steps/confirmation.schema.json', data: docs.confirmation, path: '/isTosAccepted', valid: true, invalid: false },
  { rule: 'privacy policy: must be accepted', schema: 'steps/confirmation.schema.json', data: docs.confirmation, path: '/isPrivacyPolicyAccepted', valid: true, invalid: false },
  { rule: 'store terms: must be accepted', schema: 'steps/store-user.schema.json', data: docs.storeUser, path: '/isTosAccepted', valid: true, invalid: MISSING, message: REQUIRED_MESSAGE },
  // targeting options (O §3, §9)
  { rule: 'radius: 5, 10, 15, 20 or 25', schema: 'steps/location-targeting.schema.json', data: docs.nearBusiness, path: '/radius', valid: 25, invalid: 30 },
  { rule: 'age bands: 18, 25, 35, 45, 55, 65, 65+', schema: 'steps/age-gender-target.schema.json', data: docs.ageGender, path: '/ageFrom', valid: 65, invalid: 21 },
];

describe('schema limits (onboarding-and-launch §5, §9; accounts-and-platform §5)', () => {
  it.each(limits)('$rule', ({ schema, data, path, valid, invalid, message }) => {
    expect(project.validate(schema, withValue(data, path, valid))).toEqual({ valid: true, errors: [] });
    const result = project.validate(schema, withValue(data, path, invalid));
    expect(result.valid).toBe(false);
    expect(result.errors).toContainEqual(message === undefined ? expect.objectContaining({ path }) : { path, message });
  });
});

/** A deep copy of `data` with the field at `pointer` set to `value` (or deleted, for MISSING). */
function withValue(data: object, pointer: string, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string, unknown>;
  const keys = pointer.split('/').slice(1);
  const last = keys.pop() ?? '';
  let node = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  if (value === MISSING) Reflect.deleteProperty(node, last);
  else node[last] = value;
  return copy;
}
