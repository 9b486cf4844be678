import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { ownProfile } from '../../../support/campaigns.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import { GIF, jpeg, png } from '../media/test-images.ts';
import { postFile } from '../../../support/post-file.ts';

/** AP §3 store profile logo and location, §7 POST /businessProfiles/{id}/logo, GET /currencies, /timezones. */
let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function ownerOfCategory(category: number): Promise<{ user: SignedInUser; profileId: number }> {
  const user = await signedInUser(server);
  const profileId = await ownProfile(server, user);
  await server.orm.em
    .getConnection()
    .execute('update business_profile set category = ? where id = ?', [category, profileId]);
  return { user, profileId };
}

const setupPath = (profileId: number) => `/api/businessProfiles/${profileId}/storeSetup`;

const uploadLogo = (user: SignedInUser, profileId: number, bytes: Buffer, name: string, field = 'logoFile') =>
  postFile(server, `/api/businessProfiles/${profileId}/logo`, { field, bytes, name }, user.auth);

describe('store profile logo (AP §3, §7 POST /businessProfiles/{id}/logo)', () => {
  it('an uploaded logo becomes the store profile logo and the profile thumbnail, served back', async () => {
    const { user, profileId } = await ownerOfCategory(2);
    const saved = await uploadLogo(user, profileId, png(200, 160), 'candles.png');
    expect(saved.status).toBe(200);
    expect(saved.body.logo).toMatchObject({ fileName: 'candles.png', mimeType: 'image/png', width: 200, height: 160 });
    const url = saved.body.logo.url as string;
    expect(url).toMatch(/\/api\/media\/[0-9a-f-]{36}$/);

    const image = await fetch(url);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png(200, 160))).toBe(true);
    const again = await server.request('GET', setupPath(profileId), undefined, user.auth);
    expect(again.body.logo.url).toBe(url);
    const profile = await server.request('GET', `/api/businessProfiles/${profileId}`, undefined, user.auth);
    expect(profile.body.thumbnailLogo).toBe(url);

    // A JPEG replaces it.
    const replaced = await uploadLogo(user, profileId, jpeg(150, 150), 'candles.jpg');
    expect(replaced.body.logo).toMatchObject({ mimeType: 'image/jpeg', width: 150, height: 150 });
    expect(replaced.body.logo.url).not.toBe(url);
  });

  it.each([
    ['a GIF', GIF, 'The file must be a PNG or JPEG image.'],
    ['an image under 150x150', png(149, 300), 'The image must be at least 150x150 px; this one is 149x300 px.'],
    ['a PNG cut short', png(200, 200).subarray(0, 300), 'The image cannot be read: the file is damaged or incomplete.'],
  ])('refuses %s with the media checks (102) and keeps the logo it had', async (_case, bytes, message) => {
    const { user, profileId } = await ownerOfCategory(1);
    const refused = await uploadLogo(user, profileId, bytes, 'logo.png');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorCode: 102, message, fields: [{ path: '/logoFile', message }] });
    expect((await server.request('GET', setupPath(profileId), undefined, user.auth)).body.logo).toBeNull();
  });

  it('refuses a logo in another field, and a form without a file (102)', async () => {
    const { user, profileId } = await ownerOfCategory(1);
    const wrongField = await uploadLogo(user, profileId, png(200, 200), 'logo.png', 'file');
    expect(wrongField).toMatchObject({ status: 400, body: { errorCode: 102 } });
    const json = await server.request('POST', `/api/businessProfiles/${profileId}/logo`, { logo: 'x' }, user.auth);
    expect(json.status).toBe(400);
    expect(json.body.fields).toEqual([{ path: '/logoFile', message: 'Please provide a value' }]);
  });

  it('a brand portal may not change its logo (403 naming the field); a stranger may not either (113)', async () => {
    const { user, profileId } = await ownerOfCategory(5);
    const refused = await uploadLogo(user, profileId, png(200, 200), 'logo.png');
    expect(refused.status).toBe(403);
    expect(refused.body.fields).toEqual([{ path: '/logo', message: 'This field cannot be changed here.' }]);
    const stranger = await signedInUser(server);
    const other = await uploadLogo(stranger, profileId, png(200, 200), 'logo.png');
    expect(other.body.errorCode).toBe(113);
    expect((await server.request('GET', setupPath(profileId), undefined, user.auth)).body.logo).toBeNull();
  });
});

describe('store profile location (AP §3, OL §7 Locations)', () => {
  it('a place found by the Locations lookup is saved on the store profile', async () => {
    const { user, profileId } = await ownerOfCategory(1);
    const [leeds] = (await server.request('GET', '/api/Locations?keyword=Leeds&countryCodes=GB&types=4,5')).body;
    const location = { key: leeds.key, name: 'Leeds, England', countryCode: 'GB', latitude: leeds.latitude };
    const saved = await server.request('PATCH', setupPath(profileId), { location }, user.auth);
    expect(saved.status).toBe(200);
    expect(saved.body.location).toEqual(location);
    expect((await server.request('GET', setupPath(profileId), undefined, user.auth)).body.location).toEqual(location);
  });

  it('an online store has no location to change (403)', async () => {
    const { user, profileId } = await ownerOfCategory(2);
    const refused = await server.request('PATCH', setupPath(profileId), { location: { name: 'Leeds' } }, user.auth);
    expect(refused.status).toBe(403);
  });
});

describe('currencies and time zones (AP §7 GET /currencies, /timezones; decision 210)', () => {
  it('lists the currencies a profile may have, in the AP §3 shape, the default 17 first', async () => {
    const { status, body } = await server.request('GET', '/api/currencies');
    expect(status).toBe(200);
    expect(body[0]).toEqual({ id: 17, code: 'INR', displayName: 'Indian Rupee', currencyOffset: 2, symbol: '₹' });
    expect(body).toContainEqual({ id: 19, code: 'JPY', displayName: 'Japanese Yen', currencyOffset: 0, symbol: '¥' });
    expect(body.map((currency: { code: string }) => currency.code)).toEqual(['INR', 'GBP', 'USD', 'JPY']);
  });

  it('lists the time zones, the default 142 first, with their offsets from UTC', async () => {
    const { status, body } = await server.request('GET', '/api/timezones');
    expect(status).toBe(200);
    expect(body[0]).toEqual({ id: 142, name: 'Asia/Kolkata', displayName: 'India Standard Time', utcOffset: '+05:30' });
    expect(body).toContainEqual(expect.objectContaining({ id: 144, name: 'UTC', utcOffset: '+00:00' }));
    expect(body.map((zone: { id: number }) => zone.id)).toEqual([142, 143, 144, 145, 146]);
  });

  it('every id they list is one the store profile takes', async () => {
    const { user, profileId } = await ownerOfCategory(1);
    const currencies = (await server.request('GET', '/api/currencies')).body as { id: number }[];
    const zones = (await server.request('GET', '/api/timezones')).body as { id: number }[];
    const last = { currencyId: currencies.at(-1)?.id, timeZoneId: zones.at(-1)?.id };
    const saved = await server.request('PATCH', setupPath(profileId), last, user.auth);
    expect(saved.body).toMatchObject(last);
  });
});
