import { beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '../../../../engine/index.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { ownProfile } from '../../../support/campaigns.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

/** AP §2 storeSetup, §3 store profile (fields by category, decision 151), §5 its limits. */
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

describe('store profile (AP §2 storeSetup, §3, §5)', () => {
  it('a local business edits every field; only what is sent changes', async () => {
    const { user, profileId } = await ownerOfCategory(1);
    const before = await server.request('GET', setupPath(profileId), undefined, user.auth);
    expect(before.body).toMatchObject({ category: 1, currencyId: 17, timeZoneId: 142, address: null });
    expect(Object.values(before.body.fields)).toEqual(Array(7).fill('editable'));

    const saved = await server.request(
      'PATCH',
      setupPath(profileId),
      { name: 'Leeds Candle Co', currencyId: 18, addressLine: 'Unit 4', city: 'Leeds', postcode: 'LS2 7HY' },
      user.auth,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Leeds Candle Co',
      currencyId: 18,
      timeZoneId: 142,
      address: { addressLine: 'Unit 4', city: 'Leeds', postcode: 'LS2 7HY' },
    });
    // A later PATCH of one part keeps the others.
    const area = await server.request('PATCH', setupPath(profileId), { area: 'Kirkgate' }, user.auth);
    expect(area.body.address).toMatchObject({ addressLine: 'Unit 4', area: 'Kirkgate', city: 'Leeds' });
    const profile = await server.request('GET', `/api/businessProfiles/${profileId}`, undefined, user.auth);
    expect(profile.body).toMatchObject({ name: 'Leeds Candle Co', currencyId: 18 });
  });

  it.each([
    ['a name over 25 characters', { name: 'The Very Long Candle Company' }, '/name'],
    ['special characters in the name', { name: 'Candles <3' }, '/name'],
    ['an address line over 500', { addressLine: 'x'.repeat(501) }, '/addressLine'],
    ['an area over 200', { area: 'x'.repeat(201) }, '/area'],
    ['a state over 200', { state: 'x'.repeat(201) }, '/state'],
    ['an emptied city', { city: '' }, '/city'],
    ['an emptied postal code', { postcode: '' }, '/postcode'],
    ['no currency', { currencyId: null }, '/currencyId'],
    ['a currency we do not know', { currencyId: 999 }, '/currencyId'],
    ['a field that does not exist', { colour: 'red' }, '/colour'],
  ])('refuses %s (102)', async (_rule, body, path) => {
    const { user, profileId } = await ownerOfCategory(1);
    const refused = await server.request('PATCH', setupPath(profileId), body, user.auth);
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe(102);
    expect((refused.body.fields as { path: string }[]).map((field) => field.path)).toContain(path);
  });

  it('an empty PATCH is refused, and an address needs its city and postal code (AP §5)', async () => {
    const { user, profileId } = await ownerOfCategory(1);
    expect((await server.request('PATCH', setupPath(profileId), {}, user.auth)).body.errorCode).toBe(102);
    const partial = await server.request('PATCH', setupPath(profileId), { addressLine: 'Unit 4' }, user.auth);
    expect(partial.body.fields).toEqual([
      { path: '/city', message: REQUIRED_MESSAGE },
      { path: '/postcode', message: REQUIRED_MESSAGE },
    ]);
  });

  it.each([
    [2, { currencyId: 18 }, ['/currencyId']],
    [2, { location: { lat: 53.8, lng: -1.5 } }, ['/location']],
    [3, { currencyId: 18 }, ['/currencyId']],
    [4, { timeZoneId: 143, city: 'Leeds' }, ['/timeZoneId', '/city']],
    [5, { name: 'Brand' }, ['/name']],
    [6, { currencyId: 18 }, ['/currencyId']],
  ])('category %i may not change %j (403)', async (category, body, paths) => {
    const { user, profileId } = await ownerOfCategory(category);
    const refused = await server.request('PATCH', setupPath(profileId), body, user.auth);
    expect(refused.status).toBe(403);
    expect((refused.body.fields as { path: string }[]).map((field) => field.path)).toEqual(paths);
    const after = await server.request('GET', setupPath(profileId), undefined, user.auth);
    expect(after.body.currencyId).toBe(17);
  });

  it.each([
    [2, { name: 'Leeds Candle Co', email: 'orders@candles.example', timeZoneId: 143 }],
    [3, { location: { lat: 53.8, lng: -1.5 } }],
    [4, { name: 'Northern Threads' }],
  ])('category %i may change %j', async (category, body) => {
    const { user, profileId } = await ownerOfCategory(category);
    const saved = await server.request('PATCH', setupPath(profileId), body, user.auth);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(body);
  });

  it("another user's profile is refused (113), a missing one is 112, a signed-out call 401", async () => {
    const { profileId } = await ownerOfCategory(1);
    const stranger = await signedInUser(server);
    const read = await server.request('GET', setupPath(profileId), undefined, stranger.auth);
    expect(read.body.errorCode).toBe(113);
    const write = await server.request('PATCH', setupPath(profileId), { name: 'Mine now' }, stranger.auth);
    expect(write.body.errorCode).toBe(113);
    expect((await server.request('GET', setupPath(99_999_999), undefined, stranger.auth)).body.errorCode).toBe(112);
    expect((await server.request('GET', setupPath(profileId))).status).toBe(401);
  });
});
