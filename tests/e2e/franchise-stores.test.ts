import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { signedInUser } from '../support/accounts.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { ownProfile } from '../support/campaigns.ts';

/**
 * A franchise headquarters' stores page (AP §3 franchise store: cost, costToBeSpent; decisions
 * 231, 232): in the sidebar of a headquarters only, empty at first, a store added with its budget,
 * the budget changed.
 */
const app = browserAppForFile();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const url = (path: string) => `${app.server.baseUrl}${path}`;

describe('franchise stores in a browser', { timeout: 120_000 }, () => {
  it('a headquarters adds a store and sees it listed with its budget and what is left, then raises it', async () => {
    const user = await signedInUser(app.server);
    const profileId = await ownProfile(app.server, user);
    // AP §1 category 3, hq-franchise: set by hand, as sign-up makes local businesses.
    await app.server.orm.em
      .getConnection()
      .execute('update business_profile set category = 3 where id = ?', [profileId]);

    const page = await app.newPage();
    await page.goto(url('/login'));
    await fillPasswordLogin(page, user.emailAddress);
    await expect.poll(() => pathOf(page)).not.toBe('/login');
    await page.goto(url(`/app/${String(profileId)}/dashboard`));
    await page.getByRole('link', { name: 'Stores' }).click();
    await expect.poll(() => pathOf(page)).toBe(`/app/${String(profileId)}/franchiseStores`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Stores');
    await expect.poll(() => page.getByText('No stores yet. Add your first store below.').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // The schema's rules before anything is sent: a budget of 0 is refused beside the field.
    await page.getByLabel('Store name').fill('Camden High Street');
    await page.getByLabel('Store budget (INR)').fill('0');
    await page.getByRole('button', { name: 'Add store' }).click();
    await expect.poll(() => page.getByText('Enter an amount above 0 with at most 2 decimals.').count()).toBe(1);
    await page.getByLabel('Store budget (INR)').fill('5000');
    await page.getByRole('button', { name: 'Add store' }).click();

    const stores = page.getByRole('table', { name: 'Stores and their budgets' });
    await expect.poll(() => stores.getByRole('row').count()).toBe(2);
    const row = stores.getByRole('row', { name: /Camden High Street/ });
    expect(await row.getByRole('rowheader').textContent()).toBe('Camden High Street');
    expect(await row.locator('td').allTextContents()).toEqual(['₹5,000.00', '₹5,000.00', 'Change budget']);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Change budget: Camden High Street' }).click();
    const dialog = page.getByRole('dialog', { name: 'Budget of Camden High Street' });
    await dialog.getByLabel('Store budget (INR)').fill('7500.50');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save budget' }).click();
    await expect.poll(() => row.locator('td').nth(0).textContent()).toBe('₹7,500.50');
    expect(await row.locator('td').nth(1).textContent()).toBe('₹7,500.50');
    await page.context().close();
  });

  it('a profile that is no headquarters has no Stores entry, and the page says why', async () => {
    const user = await signedInUser(app.server);
    const profileId = await ownProfile(app.server, user);
    const page = await app.newPage();
    await page.goto(url('/login'));
    await fillPasswordLogin(page, user.emailAddress);
    await expect.poll(() => pathOf(page)).not.toBe('/login');
    await page.goto(url(`/app/${String(profileId)}/franchiseStores`));
    await expect.poll(() => page.getByText('Only a franchise headquarters has stores.').count()).toBe(1);
    // Said as a state of the page, not a failure: nothing to try again, no store to add.
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /store/i }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Stores' }).count()).toBe(0);
    await page.context().close();
  });
});
