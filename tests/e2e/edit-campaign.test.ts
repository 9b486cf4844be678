import { describe, expect, it } from 'vitest';
import { lastDayOfRun } from '../../engine/index.ts';
import { formatDate } from '../../renderer/app/money/money-format.ts';
import { CampaignRevision } from '../../server/modules/campaigns/entities.ts';
import { Portal } from '../../server/modules/portals/entities.ts';
import { Campaign } from '../../server/modules/campaigns/entities.ts';
import { signedInUser } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { fillPasswordLogin, pageOnDashboard } from '../support/browser-sign-in.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { pickDay } from '../support/date-picker.ts';
import { makeCampaign, ownProfile } from '../support/campaigns.ts';
import { lockedWallet, record } from '../../server/modules/wallet/wallet.ts';

/**
 * The campaign edit page (AP §2 editCampaign, no footer; AP §9 live edits published within 2
 * working days; AP §3 isScheduleEditEnabled) and the dashboard's draft rule (OL §4), in a browser.
 */
// A server of its own: /review lists the edits of every campaign on its database.
const app = browserAppForFile({ ownServer: true });
const url = (path: string) => `${app.server.baseUrl}${path}`;

const setScheduleEdit = (enabled: boolean) =>
  app.server.orm.em.fork().nativeUpdate(Portal, {}, { isScheduleEditEnabled: enabled });

describe('editing a live campaign', () => {
  it(
    'edits the copy and budget, says when the edit is published, and keeps the schedule locked when the portal says so',
    { timeout: 90_000 },
    async () => {
      await setScheduleEdit(false);
      const user = await signedInUser(app.server);
      const profileId = await ownProfile(app.server, user);
      const live = await makeCampaign(app.server, profileId, { name: 'Bakery live', startsIn: 5 });
      await makeCampaign(app.server, profileId, { name: 'Cake draft', adStatus: 1 });

      const page = await pageOnDashboard(app, user.emailAddress, profileId);
      // OL §4: exactly one draft and none active: the dashboard offers to continue it.
      await page.getByText('You have a draft campaign, Cake draft.').waitFor();

      await page.getByRole('link', { name: 'Edit – Bakery live' }).click();
      await page.waitForURL(`**/app/${String(profileId)}/editCampaign/${String(live.id)}`);
      await page.getByRole('heading', { name: 'Edit Bakery live' }).waitFor();
      expect(await page.locator('footer').count()).toBe(0);
      expect(await page.getByText('Schedule changes are not available on this portal.').count()).toBe(1);
      expect(await page.getByLabel('Start date').isDisabled()).toBe(true);
      expect(await page.getByLabel('Last day').isDisabled()).toBe(true);

      await page.getByLabel('Daily budget (INR)').fill('500');
      await page.getByLabel('Primary text').fill('Fresh bread daily');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(/Your edit will be published within 2 working days, by/).waitFor();
      const revision = await app.server.orm.em.fork().findOneOrFail(CampaignRevision, { campaign: live.id });
      expect(revision.changes).toEqual({ budgetMinor: 50_000, adCopy: { primaryText: 'Fresh bread daily' } });
      const due = formatDate(revision.publishDueAt.toISOString(), 'en', true);
      expect(await page.getByText(`Your edit will be published within 2 working days, by ${due}.`).count()).toBe(1);
      // The live campaign runs as it was until the edit is published.
      expect((await app.server.orm.em.fork().findOneOrFail(Campaign, live.id)).budgetMinor).toBe(35_000);
      expect(await seriousViolations(page)).toEqual([]);

      // The tracking (additional configuration): only differences are sent, none when nothing changed.
      await page.getByLabel('Source (utm_source)').fill('spring');
      await page.getByRole('button', { name: 'Save tracking' }).click();
      await page.getByText('Tracking saved.').waitFor();
      const saved = await app.server.orm.em.fork().findOneOrFail(Campaign, live.id);
      expect(saved.additionalConfiguration.tracking).toEqual({ utmSource: 'spring' });
      await page.getByRole('button', { name: 'Save tracking' }).click();
      await page.getByText('Nothing has changed.').waitFor();
      expect((await app.server.orm.em.fork().findOneOrFail(Campaign, live.id)).version).toBe(saved.version);

      await page.getByRole('link', { name: 'Back to the dashboard' }).click();
      await page
        .getByText(`Edit pending, published by ${formatDate(revision.publishDueAt.toISOString(), 'en')}`)
        .waitFor();
    },
  );

  it(
    'opens the schedule on a portal with schedule edits, and sends a draft to its campaign flow',
    { timeout: 60_000 },
    async () => {
      await setScheduleEdit(true);
      try {
        const user = await signedInUser(app.server);
        const profileId = await ownProfile(app.server, user);
        const live = await makeCampaign(app.server, profileId, { name: 'Salon live', startsIn: 5 });
        const draft = await makeCampaign(app.server, profileId, { name: 'Salon draft', adStatus: 1 });
        const page = await pageOnDashboard(app, user.emailAddress, profileId);

        await page.goto(url(`/app/${String(profileId)}/editCampaign/${String(live.id)}`));
        await page.getByRole('heading', { name: 'Edit Salon live' }).waitFor();
        expect(await page.getByLabel('Start date').isDisabled()).toBe(false);
        expect(await page.getByText('Schedule changes are not available on this portal.').count()).toBe(0);
        // The last day is shown as English writes dates, and a week later is picked on its calendar.
        const current = lastDayOfRun(live.endDate.toISOString().slice(0, 10));
        expect(await page.getByRole('button', { name: 'Last day' }).textContent()).toBe(formatDate(current, 'en'));
        const later = new Date(Date.parse(`${current}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
        await pickDay(page, 'Last day', later);
        expect(await page.getByRole('button', { name: 'Last day' }).textContent()).toBe(formatDate(later, 'en'));
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByText(/Your edit will be published within 2 working days/).waitFor();
        const revision = await app.server.orm.em.fork().findOneOrFail(CampaignRevision, { campaign: live.id });
        // The page takes the run's last day; the campaign stores the day after it (its end date).
        const end = new Date(Date.parse(`${later}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect(revision.changes).toEqual({ endDate: end });

        await page.goto(url(`/app/${String(profileId)}/editCampaign/${String(draft.id)}`));
        await page.waitForURL(`**/app/${String(profileId)}/campaign/${String(draft.id)}**`);
        await page.goto(url(`/app/${String(profileId)}/editCampaign/abc`));
        await page.waitForURL(`**/app/${String(profileId)}/dashboard`);
      } finally {
        await setScheduleEdit(false);
      }
    },
  );

  it(
    'an account manager publishes the budget edit from /review; the owner then sees the new budget, not pending',
    { timeout: 120_000 },
    async () => {
      const user = await signedInUser(app.server);
      const profileId = await ownProfile(app.server, user);
      // 11 days left at ₹350 locked, and the ₹1,650 the ₹500 budget needs for them in the wallet.
      const live = await makeCampaign(app.server, profileId, { name: 'Florist live', lockedMinor: 385_000 });
      await app.server.orm.em.fork().transactional(async (tx) => {
        record(tx, await lockedWallet(tx, profileId, 'INR'), { kind: 'addFunds', amountMinor: 165_000 });
      });
      const owner = await app.newPage();
      await owner.goto(url('/login'));
      await fillPasswordLogin(owner, user.emailAddress);
      await owner.waitForURL(`**/app/${String(profileId)}/dashboard`);
      const editPage = url(`/app/${String(profileId)}/editCampaign/${String(live.id)}`);
      await owner.goto(editPage);
      await owner.getByRole('heading', { name: 'Edit Florist live' }).waitFor();
      await owner.getByLabel('Daily budget (INR)').fill('500');
      await owner.getByRole('button', { name: 'Save changes' }).click();
      await owner.getByText(/Your edit will be published within 2 working days, by/).waitFor();

      const staff = await signedInUser(app.server);
      // OL §6: AccountManager 4 reviews; staff are made by hand, never by sign-up.
      await app.server.orm.em
        .getConnection()
        .execute(`update app_user set role_ids = '[4]'::jsonb where id = ?`, [staff.userId]);
      const review = await app.newPage();
      await review.goto(url('/login'));
      await fillPasswordLogin(review, staff.emailAddress);
      await review.waitForURL((address) => !address.pathname.startsWith('/login'));
      await review.goto(url('/review'));
      await review.getByRole('heading', { name: 'Campaign edits waiting to be published' }).waitFor();
      const publish = review.getByRole('button', { name: 'Publish edit – Florist live' });
      await publish.waitFor();
      const row = review.getByRole('row').filter({ has: publish });
      expect(await row.getByText('Daily budget: ₹350.00 → ₹500.00').count()).toBe(1);
      expect(await seriousViolations(review)).toEqual([]);
      await publish.click();
      await review.getByText('The edit of Florist live has been published.').waitFor();
      expect(await publish.count()).toBe(0);
      expect((await app.server.orm.em.fork().findOneOrFail(Campaign, live.id)).budgetMinor).toBe(50_000);

      await owner.goto(editPage);
      await owner.getByRole('heading', { name: 'Edit Florist live' }).waitFor();
      await expect.poll(() => owner.getByLabel('Daily budget (INR)').inputValue()).toBe('500');
      expect(await owner.getByText(/Your edit will be published/).count()).toBe(0);
      await owner.getByRole('link', { name: 'Back to the dashboard' }).click();
      await owner.getByRole('link', { name: 'Edit – Florist live' }).waitFor();
      expect(await owner.getByText(/Edit pending/).count()).toBe(0);
    },
  );
});
