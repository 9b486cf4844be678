import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { phoneFitProblems } from '../support/phone-fit.ts';
import { firstProfileId, LEAD_FORM, leadCampaign, PRIVACY_POLICY_URL } from '../support/lead-campaign.ts';

/**
 * Leads (AP §2 leads screen, §8; OL §3 lead form, §5): a visitor sends a campaign's public lead
 * form, and its owner finds the lead, opens it, changes its status and downloads the CSV.
 */
const app = browserAppForFile();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const url = (path: string) => `${app.server.baseUrl}${path}`;
const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text, { exact: true });

async function signIn(user: SignedInUser): Promise<Page> {
  const page = await app.newPage();
  await page.goto(url('/login'));
  await fillPasswordLogin(page, user.emailAddress);
  await expect.poll(() => pathOf(page)).not.toBe('/login');
  return page;
}

describe('leads in a browser', { timeout: 90_000 }, () => {
  it('a visitor sends the public form; the owner opens the lead, changes its status and downloads the CSV', async () => {
    const owner = await signedInUser(app.server);
    const profileId = await firstProfileId(app.server, owner);
    const campaignId = await leadCampaign(app.server, profileId, { name: 'Spring cuts' });

    // The visitor: the form of OL §3, the offer text of §9, the privacy policy of §5.
    const visitor = await app.newPage();
    await visitor.goto(url(`/lead/${String(campaignId)}`));
    await expect.poll(() => heading(visitor).textContent()).toBe(LEAD_FORM.formTitle);
    await expect.poll(() => visitor.getByText('Fill out the form to claim the offer').count()).toBe(1);
    expect(await visitor.getByRole('link', { name: /Privacy policy of Shear Style Leeds/ }).getAttribute('href')).toBe(
      PRIVACY_POLICY_URL,
    );
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.getByLabel(/^Name\*?$/).fill('Asha Verma');
    await visitor.getByLabel(/^Email\*?$/).fill('asha.verma@example.co.uk');
    await visitor.getByLabel(/^Phone\*?$/).fill('099 1234 5678');
    await visitor.getByLabel(/^Service needed\*?$/).fill('Haircut and beard trim');
    await visitor.getByLabel(/^City\*?$/).fill('Leeds');
    await visitor.getByLabel('Contact me about services').check();
    // Not accepting the privacy policy is refused in the page; so is a number that is no real one, by the server.
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => visitor.getByText('Please accept to continue').count()).toBe(1);
    await visitor.getByLabel(/I have read and accept the privacy policy/).check();
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => visitor.getByText('Please provide a valid phone number').count()).toBe(1);
    await visitor.getByLabel(/^Phone\*?$/).fill('07911 123456');
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => heading(visitor).textContent()).toBe(LEAD_FORM.completionTitle);
    await expect.poll(() => visitor.getByText(LEAD_FORM.completionDescription ?? '').count()).toBe(1);
    await visitor.context().close();

    // The owner: the lead in the list, its dialog, its status.
    const page = await signIn(owner);
    await page.goto(url(`/app/${String(profileId)}/leads`));
    await expect.poll(() => heading(page).textContent()).toBe('Leads');
    const row = page.getByRole('row').filter({ hasText: 'Asha Verma' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('+447911123456');
    expect(await row.textContent()).toContain('Spring cuts');
    expect(await page.getByRole('link', { name: 'Lead form of Spring cuts' }).getAttribute('href')).toBe(
      `/lead/${String(campaignId)}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    // On a phone the lead is a card that fits: its table does not scroll sideways inside its frame.
    await page.setViewportSize({ width: 375, height: 900 });
    const hidden = () =>
      page.locator('.table-scroll').evaluate((frame) => {
        const { scrollWidth, clientWidth } = frame as unknown as { scrollWidth: number; clientWidth: number };
        return scrollWidth - clientWidth;
      });
    expect(await hidden()).toBe(0);
    expect(await phoneFitProblems(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Open lead Asha Verma' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asha Verma' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+447911123456');
    expect(await dialog.getByRole('link', { name: 'SMS' }).getAttribute('href')).toBe('sms:+447911123456');
    expect(await dialog.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe(
      'mailto:asha.verma@example.co.uk',
    );
    expect(await dialog.textContent()).toContain('Haircut and beard trim');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Status').selectOption('contacted');
    await expect.poll(() => toast(page, 'Lead status updated successfully').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => row.textContent()).toContain('Contacted');

    // The download: the file the browser saves holds the lead as it stands now.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe('Name,Status,Mobile,Email,City,Service needed,Submitted on,Campaign,Consents');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^Asha Verma,Contacted,'\+447911123456,asha\.verma@example\.co\.uk,Leeds,Haircut and beard trim,[^,]+,Spring cuts,contact regarding services$/,
    );
    await expect.poll(() => toast(page, 'Leads downloaded successfully').count()).toBe(1);

    // Search and the status filter.
    await page.getByLabel('Search leads').fill('nobody');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByText('No leads match your search.').count()).toBe(1);
    await page.getByLabel('Search leads').fill('leeds');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByLabel('Status', { exact: true }).selectOption('contacted');
    await expect.poll(() => row.count()).toBe(1);
    await page.context().close();
  });

  it('AP §8 empty states: no leads yet, no live leads campaign; a form that takes no leads says so', async () => {
    const owner = await signedInUser(app.server);
    const profileId = await firstProfileId(app.server, owner);
    const page = await signIn(owner);
    await page.goto(url(`/app/${String(profileId)}/leads`));
    await expect.poll(() => page.getByText("You haven't received any leads yet...").count()).toBe(1);
    await expect.poll(() => page.getByText(/You have no live leads campaign/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    const draft = await leadCampaign(app.server, profileId, { adStatus: 1 });
    await page.goto(url(`/lead/${String(draft)}`));
    await expect.poll(() => heading(page).textContent()).toBe('This form is not available.');
    await page.context().close();
  });
});
