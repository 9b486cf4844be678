import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { User } from '../../server/modules/accounts/entities.ts';
import { signedInUser } from '../support/accounts.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';

/** The sign-in rows of the accounts §8 error table, each on the screen the spec names. */
const app = browserAppForFile();

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('sign-in errors of accounts §8 on the login screen', { timeout: 30_000 }, () => {
  it('56 forbidden portal: a user of another portal is told so on the login screen', async () => {
    const user = await signedInUser(app.server);
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/login?portalDomain=partner.localhost`);
    await fillPasswordLogin(page, user.emailAddress);
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('You are not authorized to access this portal');
    expect(pathOf(page)).toBe('/login');
    await page.context().close();
  });

  it('52 account expired: "Account has expired for user" and the address', async () => {
    const user = await signedInUser(app.server);
    await app.server.orm.em.fork().nativeUpdate(User, { id: user.userId }, { expiresAt: new Date(1) });
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/login`);
    await fillPasswordLogin(page, user.emailAddress);
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe(`Account has expired for user ${user.emailAddress}`);
    await page.context().close();
  });

  it('74 password expired: to /resetPassword with the hash; the new password then signs in', async () => {
    const user = await signedInUser(app.server);
    await app.server.orm.em.fork().nativeUpdate(User, { id: user.userId }, { passwordExpiresAt: new Date(1) });
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/login`);
    await fillPasswordLogin(page, user.emailAddress);
    await expect.poll(() => pathOf(page)).toBe('/resetPassword');
    const query = new URL(page.url()).searchParams;
    expect(query.get('isPasswordExpired')).toBe('true');
    expect(query.get('hash')).toMatch(/^link_/);
    await page.getByLabel('New password', { exact: true }).fill('Juniper&Tide84');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Juniper&Tide84');
    await page.getByRole('button', { name: /password/i }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).not.toBe('');
    const login = await app.server.request('POST', '/api/authentication/login', {
      emailAddress: user.emailAddress,
      password: 'Juniper&Tide84',
    });
    expect(login.status).toBe(200);
    await page.context().close();
  });
});
