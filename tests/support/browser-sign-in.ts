import type { Page } from 'playwright-core';
import { STRONG_PASSWORD } from './accounts.ts';
import type { BrowserApp } from './browser-app.ts';

/** Signs in on the open /login page with e-mail and password, as a person would. */
export async function fillPasswordLogin(page: Page, emailAddress: string, password = STRONG_PASSWORD): Promise<void> {
  await page.getByRole('tab', { name: 'E-mail and password' }).click();
  await page.getByLabel('E-mail address', { exact: true }).fill(emailAddress);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * A new page of `app` signed in as `emailAddress` through /login, as a person does, once it has
 * led on to the dashboard of `profileId`.
 */
export async function pageOnDashboard(app: BrowserApp, emailAddress: string, profileId: number): Promise<Page> {
  const page = await app.newPage();
  await page.goto(`${app.server.baseUrl}/login`);
  await fillPasswordLogin(page, emailAddress);
  await page.waitForURL(`**/app/${String(profileId)}/dashboard`);
  return page;
}
