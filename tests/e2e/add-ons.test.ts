import { describe, expect, it } from 'vitest';
import { lockedWallet, record } from '../../server/modules/wallet/wallet.ts';
import { seriousViolations } from '../support/axe.ts';
import { signedInUser } from '../support/accounts.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { ownProfile } from '../support/campaigns.ts';
import { phoneFitProblems } from '../support/phone-fit.ts';

/**
 * The add-ons page (AP §3 add-on packs) in a browser: each pack a card with its total, its
 * make-up and a buy button; one bought from the wallet is listed as the owner's.
 */
const app = browserAppForFile();

describe('add-on packs in a browser', { timeout: 120_000 }, () => {
  it('shows each pack as a card with its total, and buys one from the wallet', async () => {
    const user = await signedInUser(app.server);
    const profileId = await ownProfile(app.server, user);
    await app.server.orm.em.fork().transactional(async (tx) => {
      record(tx, await lockedWallet(tx, profileId, 'INR'), { kind: 'addFunds', amountMinor: 500_000 });
    });
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/login`);
    await fillPasswordLogin(page, user.emailAddress);
    await page.waitForURL(/\/app\//);
    await page.goto(`${app.server.baseUrl}/app/${String(profileId)}/addOns`);

    const offers = page.getByRole('region', { name: 'Packs on sale' }).getByRole('listitem');
    await expect.poll(() => offers.count()).toBeGreaterThan(0);
    const starter = offers.filter({ has: page.getByRole('heading', { name: 'Starter' }) });
    // The total first, large, then what it is made of.
    const total = starter.getByRole('paragraph').first();
    expect(await total.textContent()).toBe('₹1,178.82');
    const fontSize = await total.evaluate(
      (element) =>
        (globalThis as unknown as { getComputedStyle(e: unknown): { fontSize: string } }).getComputedStyle(element)
          .fontSize,
    );
    expect(Number.parseFloat(fontSize)).toBeGreaterThan(24);
    expect(await starter.getByRole('definition').allTextContents()).toEqual(['₹999.00', '₹179.82', '₹1,178.82', '30']);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await phoneFitProblems(page)).toEqual([]);

    await starter.getByRole('button', { name: 'Buy Starter for ₹1,178.82' }).click();
    await expect.poll(() => page.getByText('Starter pack bought').count()).toBeGreaterThan(0);
    // Listed as the owner's (the list's table, below the offers).
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Starter' }).count()).toBe(1);
    // The list's filter: a pack just bought is active, not expired.
    await page.getByLabel('Show').selectOption({ label: 'Expired' });
    await expect.poll(() => page.getByText('No add-on pack in this state.').count()).toBe(1);
    expect(await page.getByRole('row').filter({ hasText: 'Starter' }).count()).toBe(0);
    await page.getByLabel('Show').selectOption({ label: 'Active' });
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Starter' }).count()).toBe(1);
    await page.context().close();
  });
});
