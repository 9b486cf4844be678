import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMessageTo, otpIn } from '../../../../scripts/outbox-reader.ts';
import { MANY_ACCOUNTS, STRONG_PASSWORD } from '../../../support/accounts.ts';
import { startTestServer, type TestServer } from '../../../support/test-server.ts';

/** AP §2 store-onboarding routes under /signup, §3 store profile, §4 sign-up and e-mail verification. */
let server: TestServer;
beforeAll(async () => {
  // Its tests sign up (or ask about) more accounts than one client may: MANY_ACCOUNTS.
  server = await startTestServer(undefined, MANY_ACCOUNTS);
});
afterAll(async () => {
  await server.close();
});

let counter = 0;
const newAddress = () => `store${++counter}-${Date.now()}@candles.example`;

async function startStoreSession(flags: Record<string, boolean> = {}): Promise<string> {
  const created = await server.request('POST', '/api/flows/store-onboarding/sessions', { flags });
  expect(created.status).toBe(201);
  return created.body.sessionId as string;
}

const put = (sessionId: string, step: string, data: unknown, headers: Record<string, string> = {}) =>
  server.request('PUT', `/api/sessions/${sessionId}/steps/${step}`, data, headers);

const userStep = (emailAddress: string) => ({
  firstName: 'Hannah',
  lastName: 'Whitworth',
  emailAddress,
  loginPassword: STRONG_PASSWORD,
  isTosAccepted: true,
});

const storeDetails = {
  name: 'Leeds Candle Co',
  email: 'orders@leedscandle.example',
  currency: 18,
  timezone: 143,
  address: { addressLine: 'Unit 4, Kirkgate Market', city: 'Leeds', state: 'West Yorkshire', postcode: 'LS2 7HY' },
};

/** A session through storeFront and user: its owner signed in. */
async function signedUpStore(storePlatform: string, flags: Record<string, boolean> = {}) {
  const sessionId = await startStoreSession(flags);
  expect((await put(sessionId, 'storeFront', { storePlatform })).status).toBe(200);
  const emailAddress = newAddress();
  const user = await put(sessionId, 'user', userStep(emailAddress));
  expect(user.status).toBe(200);
  const auth = { authorization: `Bearer ${String(user.body.signedIn.accessToken)}` };
  return { sessionId, emailAddress, auth, userStep: user.body };
}

async function profileRow(id: number) {
  const [row] = await server.orm.em
    .getConnection()
    .execute<
      { name: string; category: number; store_domain: string | null; currency_id: number; time_zone_id: number }[]
    >('select name, category, store_domain, currency_id, time_zone_id from business_profile where id = ?', [id]);
  return row;
}

describe('store onboarding on the server (AP §2, §3, §4)', () => {
  it('a Shopify store owner: account, link (local stand-in), details, verification, confirm', async () => {
    const { sessionId, emailAddress, auth, userStep: user } = await signedUpStore('shopify');
    expect(user.step).toBe('linkStore');
    expect(user.signedIn).toMatchObject({ roleIds: [27] });
    const profileId = user.session.businessProfileId as number;
    expect(profileId).toBeGreaterThan(0);
    // The account is the one POST /roimatic/users would make: its password signs in.
    const login = await server.request('POST', '/api/authentication/login', {
      emailAddress,
      password: STRONG_PASSWORD,
    });
    expect(login.status).toBe(200);

    // From now on the session is the owner's alone.
    expect((await put(sessionId, 'linkStore', { storeDomain: 'leeds-candle.myshopify.com' })).status).toBe(401);
    const linked = await put(sessionId, 'linkStore', { storeDomain: 'Leeds-Candle.myshopify.com' }, auth);
    expect(linked.body.step).toBe('linkInstructions');
    expect(await profileRow(profileId)).toMatchObject({ category: 2, store_domain: 'leeds-candle.myshopify.com' });

    expect((await put(sessionId, 'linkInstructions', {}, auth)).body.step).toBe('storeDetails');
    const details = await put(sessionId, 'storeDetails', storeDetails, auth);
    expect(details.body).toMatchObject({ step: 'assets', session: { path: `assets/${profileId}` } });
    expect(await profileRow(profileId)).toMatchObject({ name: 'Leeds Candle Co', currency_id: 18, time_zone_id: 143 });

    expect((await put(sessionId, 'assets', {}, auth)).body.session.path).toBe(`verification/${profileId}`);

    // AP §4 e-mail verification: a code to the owner's address; a wrong one is refused (57).
    const sent = await server.request('POST', `/api/sessions/${sessionId}/verificationCode`, {}, auth);
    expect(sent.body).toMatchObject({ emailAddress });
    const code = otpIn(await nextMessageTo(server.outboxDir, emailAddress));
    const wrong = await put(sessionId, 'verification', { otp: code === '000000' ? '111111' : '000000' }, auth);
    expect(wrong.body.errorCode).toBe(57);
    const verified = await put(sessionId, 'verification', { otp: code }, auth);
    expect(verified.body.step).toBe('confirm');
    const me = await server.request('GET', `/api/users/${String(user.signedIn.userId)}`, undefined, auth);
    expect(me.body.isEmailVerified).toBe(true);

    const done = await put(sessionId, 'confirm', {}, auth);
    expect(done.body.session).toMatchObject({ finished: true, businessProfileId: profileId });
    const finished = await server.request('GET', `/api/sessions/${sessionId}/step`, undefined, auth);
    expect(finished.body).toMatchObject({ finished: true, businessProfileId: profileId });
  });

  it('linkStore: the stand-in refuses a Shopify address that is not a shop, and any .invalid domain', async () => {
    const shopify = await signedUpStore('shopify');
    for (const storeDomain of ['www.leedscandle.example', 'shop.invalid']) {
      const refused = await put(shopify.sessionId, 'linkStore', { storeDomain }, shopify.auth);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        errorCode: 102,
        message: 'Store linking failed',
        fields: [{ path: '/storeDomain', message: 'Store linking failed' }],
      });
    }
    const woo = await signedUpStore('wooCommerce');
    expect((await put(woo.sessionId, 'linkStore', { storeDomain: 'www.leedscandle.example' }, woo.auth)).status).toBe(
      200,
    );
  });

  it('a local business is linked too, and its details make a local-business profile (category 1)', async () => {
    const { sessionId, auth, userStep: user } = await signedUpStore('localBusiness');
    await put(sessionId, 'linkStore', { storeDomain: 'www.leedscandle.example' }, auth);
    await put(sessionId, 'linkInstructions', {}, auth);
    await put(sessionId, 'storeDetails', storeDetails, auth);
    expect(await profileRow(user.session.businessProfileId as number)).toMatchObject({ category: 1 });
  });

  it('otherStore: a store on another platform is kept by its address (category 2)', async () => {
    const { sessionId, auth, userStep: user } = await signedUpStore('other');
    expect(user.step).toBe('otherStore');
    const other = await put(
      sessionId,
      'otherStore',
      { storeName: 'Leeds Candle Co', storeUrl: 'https://www.leedscandle.example/shop' },
      auth,
    );
    expect(other.body.step).toBe('storeDetails');
    const profileId = user.session.businessProfileId as number;
    expect(await profileRow(profileId)).toMatchObject({ category: 2, store_domain: 'www.leedscandle.example' });
    // Back from store details goes to the screen the store came by.
    expect(other.body.session.back.step).toBe('otherStore');
    const setup = await server.request('GET', `/api/businessProfiles/${profileId}/storeSetup`, undefined, auth);
    expect(setup.body).toMatchObject({ platform: 'other', storeUrl: 'https://www.leedscandle.example/shop' });
    expect(setup.body.linked).toBe(false);
    // A platform we do not link to cannot be linked.
    expect((await put(sessionId, 'linkStore', { storeDomain: 'x.myshopify.com' }, auth)).status).toBe(409);
  });

  it.each([
    ['creativeBuilder', 'setupCreativeBuilder', 4],
    ['richMediaAdBuilder', 'setupRichMediaAdBuilder', 6],
  ])('%s: %s makes a profile of category %i', async (flag, step, category) => {
    const { sessionId, auth, userStep: user } = await signedUpStore('shopify', { [flag]: true });
    expect(user.step).toBe(step);
    const setUp = await put(sessionId, step, { brandName: 'Northern Threads' }, auth);
    expect(setUp.body.step).toBe('verification');
    expect(await profileRow(user.session.businessProfileId as number)).toMatchObject({
      category,
      name: 'Northern Threads',
    });
  });

  it('a builder portal starts its sessions on the builder path (AP §3 isCreativeBuilderPortal)', async () => {
    const setFlag = (on: boolean) =>
      server.orm.em
        .getConnection()
        .execute(`update portal set is_creative_builder_portal = ? where '127.0.0.1' = any(domains)`, [on]);
    await setFlag(true);
    try {
      const sessionId = await startStoreSession();
      expect((await server.request('GET', `/api/sessions/${sessionId}`)).body.flags).toMatchObject({
        creativeBuilder: true,
      });
    } finally {
      await setFlag(false);
    }
    const plain = await startStoreSession();
    expect((await server.request('GET', `/api/sessions/${plain}`)).body.flags.creativeBuilder).not.toBe(true);
  });

  it('no step after user before an account exists (401), nor a second account in one session (409 101)', async () => {
    const sessionId = await startStoreSession();
    await put(sessionId, 'storeFront', { storePlatform: 'shopify' });
    for (const [step, data] of [
      ['linkStore', { storeDomain: 'a.myshopify.com' }],
      ['storeDetails', storeDetails],
      ['confirm', {}],
    ] as const) {
      const refused = await put(sessionId, step, data);
      expect(refused.status).toBe(401);
    }
    const owner = await put(sessionId, 'user', userStep(newAddress()));
    const auth = { authorization: `Bearer ${String(owner.body.signedIn.accessToken)}` };
    // Back to the user step: the same address keeps the account, another one is refused.
    const again = await put(sessionId, 'user', userStep(owner.body.session.data.user.emailAddress as string), auth);
    expect(again.status).toBe(200);
    expect(again.body.signedIn).toBeUndefined();
    const other = await put(sessionId, 'user', userStep(newAddress()), auth);
    expect(other.body).toMatchObject({ errorCode: 101 });
  });

  it('the user step takes the sign-up rules: a used address (101), a weak password (84), bad data (102)', async () => {
    const { emailAddress } = await signedUpStore('shopify');
    const sessionId = await startStoreSession();
    expect((await put(sessionId, 'user', userStep(emailAddress))).body.errorCode).toBe(101);
    const common = await put(sessionId, 'user', { ...userStep(newAddress()), loginPassword: 'Password1!' });
    expect(common.body.errorCode).toBe(84);
    const short = await put(sessionId, 'user', { ...userStep(newAddress()), loginPassword: 'Ab1!' });
    expect(short.body).toMatchObject({ errorCode: 102, fields: [{ path: '/loginPassword' }] });
    const bad = await put(sessionId, 'user', { ...userStep('not an address') });
    expect(bad.body.errorCode).toBe(102);
    // The password is never kept with the session.
    const view = await server.request('GET', `/api/sessions/${sessionId}`);
    expect(JSON.stringify(view.body)).not.toContain(STRONG_PASSWORD);
  });
});
