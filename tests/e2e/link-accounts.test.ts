import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAppForFile } from '../support/browser-app.ts';
import { browserStorageFor, ownerHeaders, sessionAt } from '../support/walk.ts';

/** Whether the element has the keyboard focus. */
const hasFocus = (element: unknown) =>
  element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement;

/**
 * The link-accounts step as its owner sees it (OL §2, §6; AP §6, §7): the social network's sign-in
 * (the local consent dialog standing in for it), a permission unticked and refused, then the pages
 * offered, one waiting for its admin and one approved, and the step accepted only for the latter.
 */
const app = browserAppForFile();

async function linkAccountsScreen(): Promise<{ page: Page; sessionId: string }> {
  const sessionId = await sessionAt(app.server, 'onboarding', 'linkAccounts');
  const page = await app.newPage();
  await page.context().addInitScript(
    (storage) => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    },
    browserStorageFor('onboarding', sessionId),
  );
  await page.goto(`${app.server.baseUrl}/signup/linkAccounts`);
  await page.getByRole('button', { name: 'Connect your social page' }).waitFor();
  return { page, sessionId };
}

const consentDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Sign in to the social network (local stand-in)' });

describe('linking the social page in a browser', { timeout: 60_000 }, () => {
  it('an unticked permission is refused; connected again, a pending page is refused and the approved one goes on', async () => {
    const { page, sessionId } = await linkAccountsScreen();
    // An owner with no page yet is told what to do first; once connected the hint is gone.
    const noPage = page.getByText(/^No social page yet\? Create one on the social network first/);
    expect(await noPage.count()).toBe(1);

    // The stand-in's consent dialog: every requested permission ticked, the focus on the first.
    await page.getByRole('button', { name: 'Connect your social page' }).click();
    const dialog = consentDialog(page);
    await dialog.waitFor();
    const boxes = dialog.getByRole('checkbox');
    expect(await boxes.count()).toBe(5);
    for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);
    expect(await boxes.first().evaluate(hasFocus)).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Create and manage ads for your pages' }).uncheck();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    // OL §6: not every permission granted, so no page to choose; what is missing is named.
    const missing = page.getByRole('alert').filter({ hasText: 'All requested permissions must be granted' });
    await missing.waitFor();
    expect(await missing.getByRole('listitem').allInnerTexts()).toEqual(['Create and manage ads for your pages']);
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await dialog.isVisible()).toBe(false);

    // Connected again, everything ticked (the dialog starts ticked again): the pages offered.
    await page.getByRole('button', { name: 'Connect again' }).click();
    await dialog.waitFor();
    for (const box of await dialog.getByRole('checkbox').all()) expect(await box.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const pages = page.getByRole('group', { name: 'Choose the page to advertise' });
    await pages.waitFor();
    expect(await pages.getByRole('radio').count()).toBe(2);
    expect(await missing.count()).toBe(0);
    expect(await noPage.count()).toBe(0);

    // A page they are not admin of: requested, waiting for its admin; the step is refused.
    await pages.getByRole('radio', { name: /Town Market/ }).check();
    await page.getByRole('button', { name: 'Request ad access' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Waiting for the page admin to approve ad access to Town Market.' })
      .waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Waiting for the page admin to approve ad access.', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup/linkAccounts');

    // Their admin page: the button says it links it, approved at once; Next goes on to the launch.
    await pages.getByRole('radio', { name: /Corner Bakery/ }).check();
    await page.getByRole('button', { name: 'Link Corner Bakery' }).click();
    await page.getByRole('status').filter({ hasText: 'Ad access approved: Corner Bakery is linked.' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/signup/launching');

    const link = await app.server.request(
      'GET',
      `/api/localbusiness/${sessionId}/socialLink`,
      undefined,
      ownerHeaders(sessionId),
    );
    const session = await app.server.request('GET', `/api/sessions/${sessionId}`, undefined, ownerHeaders(sessionId));
    expect(link.body.pageAccessStatus).toBe('approved');
    expect(session.body.data.linkAccounts).toEqual({
      facebookPageId: link.body.pageId,
      instagramAccountId: link.body.instagramAccountId,
    });
    await page.context().close();
  });

  it('Escape closes the consent dialog without connecting, and the focus goes back to its button', async () => {
    const { page, sessionId } = await linkAccountsScreen();
    const connect = page.getByRole('button', { name: 'Connect your social page' });
    await connect.click();
    await consentDialog(page).waitFor();
    await page.keyboard.press('Escape');
    await consentDialog(page).waitFor({ state: 'hidden' });
    expect(await connect.evaluate(hasFocus)).toBe(true);
    const link = await app.server.request(
      'GET',
      `/api/localbusiness/${sessionId}/socialLink`,
      undefined,
      ownerHeaders(sessionId),
    );
    expect(link.body.connected).toBe(false);
    await page.context().close();
  });
});
