import { AD_STATUS, Campaign, ChannelPublication } from '../../server/modules/campaigns/entities.ts';
import { lockedWallet, record } from '../../server/modules/wallet/wallet.ts';
import type { SignedInUser } from './accounts.ts';
import type { TestApp } from './test-server.ts';

const DAY_MS = 86_400_000;

/** The business profile sign-up made for the user. */
export async function ownProfile(server: TestApp, user: SignedInUser): Promise<number> {
  const [row] = await server.orm.em
    .getConnection()
    .execute<{ business_profile_id: number }[]>('select business_profile_id from profile_member where user_id = ?', [
      user.userId,
    ]);
  if (row === undefined) throw new Error('sign-up made no profile');
  return row.business_profile_id;
}

/** Midnight UTC, `days` from today. */
export const dayFromToday = (days: number): Date => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY_MS);
};

export interface CampaignFixture {
  readonly name: string;
  readonly adStatus?: number;
  readonly status?: Campaign['status'];
  readonly pauseReason?: Campaign['pauseReason'];
  /** Days from today the run starts (negative: in the past) and how many days it runs. */
  readonly startsIn?: number;
  readonly days?: number;
  readonly budgetMinor?: number;
  /** What its launch locked in the wallet (paid in first). */
  readonly lockedMinor?: number;
  /** Channels it was published to (live campaigns). */
  readonly channels?: readonly (1 | 2 | 3)[];
}

/**
 * A campaign as the launch and the review leave it, written straight to the database: walking a
 * flow and paying for each of the dozens of campaigns the dashboard's tests need would test the
 * flows again, not the dashboard.
 */
export async function makeCampaign(server: TestApp, businessProfileId: number, fixture: CampaignFixture) {
  const em = server.orm.em.fork();
  const startDate = dayFromToday(fixture.startsIn ?? -3);
  const budgetMinor = fixture.budgetMinor ?? 35_000;
  const adStatus = fixture.adStatus ?? AD_STATUS.launched;
  const campaign = em.create(Campaign, {
    businessProfile: businessProfileId,
    session: null,
    name: fixture.name,
    objectiveId: 2,
    budgetType: 1,
    budgetMinor,
    currencyCode: 'INR',
    region: 'IN',
    schedulingMode: 2,
    startDate,
    endDate: new Date(startDate.getTime() + (fixture.days ?? 14) * DAY_MS),
    isDraft: adStatus === AD_STATUS.new,
    status: fixture.status ?? (adStatus === AD_STATUS.launched ? 'Active' : 'None'),
    pauseReason: fixture.pauseReason ?? null,
    adStatus,
    launchState: adStatus === AD_STATUS.new ? 1800 : 2000,
    additionalConfiguration: {},
    lockedMinor: fixture.lockedMinor ?? 0,
  });
  for (const channel of adStatus === AD_STATUS.launched ? (fixture.channels ?? [2]) : []) {
    em.create(ChannelPublication, {
      campaign,
      channel,
      adapter: 'test',
      payload: { dailyBudgetMinor: budgetMinor },
      externalId: `test-${fixture.name}-${String(channel)}`,
    });
  }
  await em.flush();
  const locked = fixture.lockedMinor ?? 0;
  if (locked > 0) {
    await em.transactional(async (tx) => {
      const wallet = await lockedWallet(tx, businessProfileId, 'INR');
      record(tx, wallet, { kind: 'addFunds', amountMinor: locked });
      record(tx, wallet, { kind: 'lock', amountMinor: locked, campaign });
    });
  }
  return campaign;
}
