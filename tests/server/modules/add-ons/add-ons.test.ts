import { beforeAll, describe, expect, it } from 'vitest';
import { AddOnSubscription } from '../../../../server/modules/add-ons/entities.ts';
import { lockedWallet, record } from '../../../../server/modules/wallet/wallet.ts';
import { signedInUser, type SignedInUser } from '../../../support/accounts.ts';
import { ownProfile } from '../../../support/campaigns.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function owner(fundsMinor = 0, currencyCode = 'INR') {
  const user = await signedInUser(server);
  const profileId = await ownProfile(server, user);
  if (fundsMinor > 0) {
    await server.orm.em.fork().transactional(async (tx) => {
      record(tx, await lockedWallet(tx, profileId, currencyCode), { kind: 'addFunds', amountMinor: fundsMinor });
    });
  }
  return { user, profileId };
}

const path = (profileId: number, rest = 'addOns') => `/api/businessProfiles/${String(profileId)}/${rest}`;
const call = (user: SignedInUser, method: string, url: string, body?: unknown) =>
  server.request(method, url, body, user.auth);
const wallet = async (user: SignedInUser, profileId: number) =>
  (await call(user, 'GET', path(profileId, 'payment/wallet'))).body as { availableBalance: number };

describe('add-on packs (AP §3 tier name, price, tax, expiry; decision 182)', () => {
  it('are priced in the wallet’s currency with its region’s tax', async () => {
    const india = await owner();
    const packs = await call(india.user, 'GET', path(india.profileId, 'addOnPacks'));
    expect(packs.status).toBe(200);
    expect(packs.body.currencyCode).toBe('INR');
    expect(packs.body.packs[0]).toEqual({
      id: 'starter',
      tierName: 'Starter',
      days: 30,
      currencyCode: 'INR',
      priceMinor: 99_900,
      taxKind: 'GST',
      taxMinor: 17_982,
      totalMinor: 117_882,
    });
    const uk = await owner(1_000, 'GBP');
    const ukPacks = await call(uk.user, 'GET', path(uk.profileId, 'addOnPacks'));
    expect(ukPacks.body.packs[1]).toMatchObject({
      tierName: 'Growth',
      currencyCode: 'GBP',
      priceMinor: 2_499,
      taxKind: 'VAT',
      taxMinor: 0,
      totalMinor: 2_499,
    });
  });

  it('buying debits the wallet by the total and the pack is active for its days', async () => {
    const { user, profileId } = await owner(200_000);
    const bought = await call(user, 'POST', path(profileId), { packId: 'starter' });
    expect(bought.status).toBe(201);
    expect(bought.body).toMatchObject({
      tierName: 'Starter',
      priceMinor: 99_900,
      taxMinor: 17_982,
      totalMinor: 117_882,
      state: 'active',
    });
    expect(Date.parse(bought.body.expiresAt) - Date.parse(bought.body.startsAt)).toBe(30 * 86_400_000);
    expect((await wallet(user, profileId)).availableBalance).toBe(200_000 - 117_882);
    const transactions = await call(user, 'GET', path(profileId, 'payment/wallet/transactions'));
    expect(JSON.stringify(transactions.body)).toContain('"addOn"');
  });

  it('an active tier cannot be bought again (409); not enough funds is 402 with the shortfall, nothing debited', async () => {
    const { user, profileId } = await owner(150_000);
    expect((await call(user, 'POST', path(profileId), { packId: 'starter' })).status).toBe(201);
    const again = await call(user, 'POST', path(profileId), { packId: 'starter' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^The Starter pack is active until \d{4}-\d\d-\d\d\.$/);
    // decision 290: beside the English, the reason a screen says in its own language.
    expect(again.body.reason).toEqual({
      key: 'addOnActive',
      params: { tier: 'Starter', untilDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) },
    });
    const poor = await call(user, 'POST', path(profileId), { packId: 'growth' });
    expect(poor.status).toBe(402);
    expect(poor.body).toMatchObject({
      errorCode: 402,
      currencyCode: 'INR',
      shortfallMinor: 294_882 - (150_000 - 117_882),
      reason: { key: 'addOnFunds', params: { currencyCode: 'INR', shortfallMinor: 294_882 - (150_000 - 117_882) } },
    });
    expect(poor.body.message).toMatch(/^Insufficient funds to buy this pack: add ₹/);
    expect((await wallet(user, profileId)).availableBalance).toBe(150_000 - 117_882);
  });

  it('two purchases at once: one pack, one debit', async () => {
    const { user, profileId } = await owner(500_000);
    const answers = await Promise.all([1, 2, 3].map(() => call(user, 'POST', path(profileId), { packId: 'growth' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect((await wallet(user, profileId)).availableBalance).toBe(500_000 - 294_882);
  });

  it.each([[{ packId: 'platinum' }], [{}], [{ packId: 'starter', days: 365 }]])(
    '%j is refused: 400 (102)',
    async (body) => {
      const { user, profileId } = await owner(500_000);
      const answer = await call(user, 'POST', path(profileId), body);
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe(102);
    },
  );
});

describe('the list: active or expired, paged', () => {
  let user: SignedInUser;
  let profileId: number;
  beforeAll(async () => {
    ({ user, profileId } = await owner(1_000_000));
    await call(user, 'POST', path(profileId), { packId: 'starter' });
    await call(user, 'POST', path(profileId), { packId: 'growth' });
    // Two packs that ran out: as bought before, with their expiry in the past.
    const em = server.orm.em.fork();
    const [paid] = await em.find(AddOnSubscription, { businessProfile: profileId }, { limit: 1 });
    for (const [days, tierName] of [
      [40, 'Starter'],
      [70, 'Growth'],
    ] as const) {
      const startsAt = new Date(Date.now() - days * 86_400_000);
      em.create(AddOnSubscription, {
        ...paid!, // eslint-disable-line @typescript-eslint/no-non-null-assertion -- bought just above
        id: undefined,
        tierName,
        startsAt,
        expiresAt: new Date(startsAt.getTime() + 30 * 86_400_000),
      });
    }
    await em.flush();
  });

  const tiers = async (query: string) => {
    const answer = await call(user, 'GET', `${path(profileId)}?${query}`);
    expect(answer.status).toBe(200);
    return {
      body: answer.body,
      tiers: (answer.body.items as { tierName: string; state: string }[]).map(
        (item) => `${item.tierName} ${item.state}`,
      ),
    };
  };

  it.each([
    ['', ['Growth active', 'Starter active', 'Starter expired', 'Growth expired']],
    ['state=active', ['Growth active', 'Starter active']],
    ['state=expired', ['Starter expired', 'Growth expired']],
  ])('%j lists %j', async (query, expected) => {
    const found = await tiers(query);
    expect(found.tiers).toEqual(expected);
    expect(found.body.total).toBe(expected.length);
  });

  it('pages', async () => {
    expect((await tiers('pageSize=3&page=2')).tiers).toEqual(['Growth expired']);
    expect((await tiers('pageSize=3')).body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
  });

  it.each([['state=all'], ['page=0'], ['pageSize=0']])('%s is refused: 400', async (query) => {
    expect((await call(user, 'GET', `${path(profileId)}?${query}`)).status).toBe(400);
  });

  it("another user's profile: 403 (113)", async () => {
    const stranger = await owner();
    const answer = await call(stranger.user, 'GET', path(profileId));
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe(113);
  });
});
