import type { Page } from 'playwright-core';
import { STRONG_PASSWORD } from './accounts.ts';

/** Signs in on the open /login page with e-mail and password, as a person would. */
export async function fillPasswordLogin(page: Page, emailAddress: string, password = STRONG_PASSWORD): Promise<void> {
  await page.getByRole('tab', { name: 'E-mail and password' }).click();
  await page.getByLabel('E-mail address', { exact: true }).fill(emailAddress);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
