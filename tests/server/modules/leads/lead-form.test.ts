import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../../../../server/modules/leads/entities.ts';
import { LEAD_SUBMISSIONS } from '../../../../server/modules/leads/routes.ts';
import { signedInUser } from '../../../support/accounts.ts';
import { firstProfileId, LEAD_FORM, leadCampaign, PRIVACY_POLICY_URL } from '../../../support/lead-campaign.ts';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';

let server: TestServer;
let profileId: number;
let campaignId: number;

// Each test sends from an address of its own (the server trusts the loopback proxy), so the
// per-address rate limit counts only that test's submissions.
let addresses = 0;
const fromNewAddress = () => ({ 'x-forwarded-for': `203.0.113.${String(++addresses)}` });
const submit = (campaign: number, body: unknown, headers = fromNewAddress()) =>
  server.request('POST', `/api/leadForms/${String(campaign)}/leads`, body, headers);

const ANSWERS = {
  name: 'Asha Verma',
  email: 'asha.verma@example.co.uk',
  phone: '07911 123456',
  serviceNeeded: 'Haircut and beard trim',
  city: 'Leeds',
  consents: [1],
  privacyPolicyAccepted: true,
};

beforeAll(async () => {
  server = await startTestServer(undefined, { trustProxy: 'loopback' });
  profileId = await firstProfileId(server, await signedInUser(server));
  campaignId = await leadCampaign(server, profileId);
});
afterAll(() => server.close());

const fieldsOf = (body: { fields?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.fields ?? []).map(({ path, message }) => [path, message]));

describe('GET /leadForms/{campaignId}: the public form of a live leads campaign', () => {
  it("answers the form's texts, fields, consents, privacy policy and its submission schema", async () => {
    const response = await server.request('GET', `/api/leadForms/${String(campaignId)}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      campaignId,
      businessName: 'Shear Style Leeds',
      formTitle: LEAD_FORM.formTitle,
      completionTitle: LEAD_FORM.completionTitle,
      formFields: [1, 2, 3, 4, 5],
      dataUseConsents: [1, 2],
      privacyPolicyUrl: PRIVACY_POLICY_URL,
      hasOffer: true,
    });
    const { schema } = response.body;
    expect(Object.keys(schema.properties)).toEqual([
      'name',
      'email',
      'phone',
      'serviceNeeded',
      'city',
      'consents',
      'privacyPolicyAccepted',
    ]);
    expect(schema.required).toEqual(['name', 'email', 'phone', 'serviceNeeded', 'city', 'privacyPolicyAccepted']);
    expect(schema.properties.consents.items.oneOf.map((option: { const: number }) => option.const)).toEqual([1, 2]);
    expect(JSON.stringify(schema)).not.toContain('$ref');
  });

  it('a form of fewer fields with an optional phone: only those, the phone not required', async () => {
    const form = { ...LEAD_FORM, formFields: [1, 3] as (1 | 3)[], dataUseConsents: [], phoneRequirement: 2 as const };
    const id = await leadCampaign(server, profileId, { form, offerType: 6 });
    const { body } = await server.request('GET', `/api/leadForms/${String(id)}`);
    expect(Object.keys(body.schema.properties)).toEqual(['name', 'phone', 'privacyPolicyAccepted']);
    expect(body.schema.required).toEqual(['name', 'privacyPolicyAccepted']);
    expect(body.hasOffer).toBe(false);
  });

  it.each([
    ['a draft campaign (ad status new)', { adStatus: 1 }],
    ['a campaign for calls (objective 1)', { objectiveId: 1 }],
    ['a deleted campaign (ad status 4)', { adStatus: 4 }],
  ])('%s has no public form: 404 (104)', async (_label, options) => {
    const id = await leadCampaign(server, profileId, options);
    const response = await server.request('GET', `/api/leadForms/${String(id)}`);
    expect(response.status).toBe(404);
    expect(response.body.errorCode).toBe(104);
  });

  it('a campaign in review takes leads already', async () => {
    const id = await leadCampaign(server, profileId, { adStatus: 2 });
    expect((await server.request('GET', `/api/leadForms/${String(id)}`)).status).toBe(200);
  });

  it.each(['999999', 'abc', '0'])('campaign "%s": 404 (104)', async (id) => {
    const response = await server.request('GET', `/api/leadForms/${id}`);
    expect(response.status).toBe(404);
    expect(response.body.errorCode).toBe(104);
  });
});

describe('POST /leadForms/{campaignId}/leads', () => {
  it('stores the lead as new, the phone in E.164, and answers the completion texts', async () => {
    const response = await submit(campaignId, { ...ANSWERS, email: 'stored@example.co.uk' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      completionTitle: LEAD_FORM.completionTitle,
      completionDescription: LEAD_FORM.completionDescription,
    });
    const lead = await server.orm.em.fork().findOneOrFail(Lead, { email: 'stored@example.co.uk' });
    expect(lead).toMatchObject({
      name: 'Asha Verma',
      phone: '+447911123456',
      serviceNeeded: 'Haircut and beard trim',
      city: 'Leeds',
      consents: [1],
      status: 'new',
      privacyPolicyUrl: PRIVACY_POLICY_URL,
    });
    expect(lead.businessProfile.id).toBe(profileId);
  });

  it('OL §5: the privacy policy must be accepted', async () => {
    for (const privacyPolicyAccepted of [false, undefined]) {
      const response = await submit(campaignId, { ...ANSWERS, privacyPolicyAccepted });
      expect(response.status).toBe(400);
      expect(response.body.errorCode).toBe(102);
      expect(Object.keys(fieldsOf(response.body))).toContain('/privacyPolicyAccepted');
    }
  });

  it("every field the form asks is required: 'Please provide a value'", async () => {
    const response = await submit(campaignId, { privacyPolicyAccepted: true });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)).toEqual({
      '/name': 'Please provide a value',
      '/email': 'Please provide a value',
      '/phone': 'Please provide a value',
      '/serviceNeeded': 'Please provide a value',
      '/city': 'Please provide a value',
    });
  });

  it.each([
    ['not a number at all', 'call me maybe'],
    ['digits that are no real number', '099 1234 5678'],
    ['too long', '+44 7700 900123 4567 8901 23'],
  ])("OL §5 phone, %s: 'Please provide a valid phone number'", async (_label, phone) => {
    const response = await submit(campaignId, { ...ANSWERS, phone });
    expect(response.status).toBe(400);
    expect(fieldsOf(response.body)['/phone']).toBe('Please provide a valid phone number');
  });

  it('a number with its country code is read as typed, wherever the campaign runs', async () => {
    const response = await submit(campaignId, { ...ANSWERS, phone: '+91 98765 43210', email: 'intl@example.in' });
    expect(response.status).toBe(201);
    const lead = await server.orm.em.fork().findOneOrFail(Lead, { email: 'intl@example.in' });
    expect(lead.phone).toBe('+919876543210');
  });

  it('a bad e-mail address, and a consent the form does not offer, are refused by field', async () => {
    const response = await submit(campaignId, { ...ANSWERS, email: 'not-an-address', consents: [4] });
    expect(response.status).toBe(400);
    expect(Object.keys(fieldsOf(response.body))).toEqual(expect.arrayContaining(['/email']));
    const consent = await submit(campaignId, { ...ANSWERS, consents: [1, 4] });
    expect(fieldsOf(consent.body)).toEqual({ '/consents/1': 'This form does not ask for this consent' });
  });

  it('a field the form does not ask for is refused; an optional phone may be left out', async () => {
    const form = { ...LEAD_FORM, formFields: [1, 3] as (1 | 3)[], dataUseConsents: [], phoneRequirement: 2 as const };
    const id = await leadCampaign(server, profileId, { form });
    const extra = await submit(id, { name: 'Ravi', city: 'Leeds', privacyPolicyAccepted: true });
    expect(fieldsOf(extra.body)).toEqual({ '/city': 'This form does not ask for this' });
    expect((await submit(id, { name: 'Ravi', privacyPolicyAccepted: true })).status).toBe(201);
  });

  it('unknown properties and wrong types are 102 (the general schema)', async () => {
    const response = await submit(campaignId, { ...ANSWERS, budget: 5, name: 7 });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe(102);
  });

  it('a filled-in honeypot is answered as a success and nothing is stored', async () => {
    const response = await submit(campaignId, {
      ...ANSWERS,
      email: 'robot@example.com',
      website: 'http://spam.example',
    });
    expect(response.status).toBe(201);
    expect(await server.orm.em.fork().count(Lead, { email: 'robot@example.com' })).toBe(0);
  });

  it('a campaign that takes no leads: 404 (104) whatever the body', async () => {
    const draft = await leadCampaign(server, profileId, { adStatus: 1 });
    const response = await submit(draft, ANSWERS);
    expect(response.status).toBe(404);
    expect(response.body.errorCode).toBe(104);
  });

  it(`rate limit: ${String(LEAD_SUBMISSIONS.points)} an hour from one address to one campaign, then 429 with Retry-After`, async () => {
    const id = await leadCampaign(server, profileId);
    const address = fromNewAddress();
    for (let count = 0; count < LEAD_SUBMISSIONS.points; count += 1) {
      expect((await submit(id, ANSWERS, address)).status).toBe(201);
    }
    const refused = await submit(id, ANSWERS, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another campaign, and another address, are counted apart.
    expect((await submit(campaignId, ANSWERS, address)).status).toBe(201);
    expect((await submit(id, ANSWERS)).status).toBe(201);
  });
});
