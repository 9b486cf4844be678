import { beforeAll, describe, expect, it } from 'vitest';
import { BusinessProfile } from '../../../../server/modules/accounts/entities.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { firstProfileId } from '../../../support/lead-campaign.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

let server: SharedTestServer;
let owner: SignedInUser;
let stranger: SignedInUser;
let profileId: number;

const base = (id = profileId) => `/api/businessProfiles/${String(id)}/audiences`;
const LEEDS = { name: 'Leeds', key: '2643123', locationMode: 1 };
const audience = (name: string) => ({
  name,
  ageFrom: 25,
  ageTo: 45,
  gender: 2,
  locations: [LEEDS],
  interests: ['Hair care'],
});
const create = (body: unknown, user: SignedInUser = owner, id = profileId) =>
  server.request('POST', base(id), body, user.auth);
const list = (query = '', user: SignedInUser = owner) =>
  server.request('GET', `${base()}${query}`, undefined, user.auth);
const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

async function setCategory(id: number, category: number): Promise<void> {
  await server.orm.em.fork().nativeUpdate(BusinessProfile, { id }, { category });
}

beforeAll(async () => {
  server = await sharedTestServer();
  owner = await signedInUser(server);
  stranger = await signedInUser(server);
  profileId = await firstProfileId(server, owner);
});

describe('saved audiences (AP §1 audience addition)', () => {
  it('creates an audience with the onboarding targeting and answers it back', async () => {
    const { status, body } = await create(audience('  Leeds women  '));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Leeds women',
      ageFrom: 25,
      ageTo: 45,
      gender: 2,
      locations: [LEEDS],
      interests: ['Hair care'],
    });
    const open = await create({ name: 'Everyone', ageFrom: 18, ageTo: '65+', gender: 3 });
    expect(open.body).toMatchObject({ ageTo: '65+', locations: [], interests: [] });
  });

  it('lists newest first a page at a time, and finds by name', async () => {
    for (let count = 1; count <= 5; count += 1)
      expect((await create(audience(`Walk-ins ${String(count)}`))).status).toBe(201);
    const all = await list();
    expect(all.body).toMatchObject({ total: 7, page: 1, pageSize: 20 });
    expect(names(all.body).slice(0, 2)).toEqual(['Walk-ins 5', 'Walk-ins 4']);
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?pageSize=3&page=${String(page)}`)));
    expect(pages.flatMap((page) => names(page.body))).toEqual(names(all.body));
    expect(names((await list('?search=leeds')).body)).toEqual(['Leeds women']);
    expect((await list('?page=9')).body.items).toEqual([]);
  });

  it('renames and deletes; another profile’s or no audience is 404', async () => {
    const { body } = await list('?search=Walk-ins 1');
    const id = body.items[0].id as number;
    const renamed = await server.request('PATCH', `${base()}/${String(id)}`, { name: 'Regulars' }, owner.auth);
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Regulars');
    expect(names((await list('?search=Regulars')).body)).toEqual(['Regulars']);
    expect((await server.request('DELETE', `${base()}/${String(id)}`, undefined, owner.auth)).status).toBe(204);
    const again = await server.request('DELETE', `${base()}/${String(id)}`, undefined, owner.auth);
    expect(again.status).toBe(404);
    expect(again.body.errorCode).toBe(104);
    expect((await server.request('PATCH', `${base()}/abc`, { name: 'x' }, owner.auth)).status).toBe(404);
    expect((await list()).body.total).toBe(6);
  });

  it('answers bad input with 400 (102), never 500', async () => {
    const bad: unknown[] = [
      {},
      { ...audience('x'), name: '   ' },
      { ...audience('x'), ageFrom: 20 },
      { ...audience('x'), gender: 4 },
      { ...audience('x'), locations: [{ name: 'Leeds' }] },
      { ...audience('x'), interests: ['a', 'a'] },
      { ...audience('x'), name: 'x'.repeat(101) },
      { ...audience('x'), colour: 'red' },
    ];
    for (const body of bad) {
      const response = await create(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errorCode).toBe(102);
    }
    const upsideDown = await create({ ...audience('x'), ageFrom: 55, ageTo: 25 });
    expect(upsideDown.status).toBe(400);
    expect(upsideDown.body.fields[0].path).toBe('/ageTo');
    for (const query of ['?page=0', '?pageSize=500', '?colour=red']) expect((await list(query)).status).toBe(400);
    expect((await list()).body.total).toBe(6);
  });

  it('a list of 12,000 places is refused at the list with its limit (such a list once kept the server busy for seconds)', async () => {
    // 12,000 short entries stay under the body limit (100 kB), so the list itself is judged.
    const response = await create({ ...audience('x'), locations: Array.from({ length: 12_000 }, (_, index) => index) });
    expect(response.status).toBe(400);
    expect(response.body.errorCode).toBe(102);
    expect(response.body.fields).toContainEqual({ path: '/locations', message: 'Choose at most 25' });
  });

  it("refuses another user's profile (403, 113) and no sign-in (401)", async () => {
    const listed = await list('', stranger);
    expect(listed.status).toBe(403);
    expect(listed.body.errorCode).toBe(113);
    expect((await create(audience('Mine'), stranger)).body.errorCode).toBe(113);
    const { body } = await list();
    const id = String(body.items[0].id);
    expect((await server.request('DELETE', `${base()}/${id}`, undefined, stranger.auth)).status).toBe(403);
    expect((await server.request('PATCH', `${base()}/${id}`, { name: 'x' }, stranger.auth)).status).toBe(403);
    expect((await server.request('GET', base())).status).toBe(401);
    expect((await list()).body.total).toBe(6);
  });

  it('is refused to franchise (3) and brand portal (5) profiles, allowed to 1, 2, 4 and 6', async () => {
    const other = await signedInUser(server);
    const otherProfile = await firstProfileId(server, other);
    for (const category of [3, 5]) {
      await setCategory(otherProfile, category);
      const refused = await create(audience('No'), other, otherProfile);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain(
        'Audience addition is available only to local business, e-commerce and builder',
      );
    }
    for (const category of [1, 2, 4, 6]) {
      await setCategory(otherProfile, category);
      expect((await create(audience(`Yes ${String(category)}`), other, otherProfile)).status).toBe(201);
    }
  });
});
