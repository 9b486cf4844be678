import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AuthSession } from '../../server/modules/accounts/entities.ts';
import { signedInUser } from '../support/accounts.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { emailOtpFor } from '../support/otp.ts';
import { browserStorageFor, sessionAt } from '../support/walk.ts';

/** A sign-up's session is its owner's (decision 81): the wizard signs them in, refreshes, and keeps others out. */
const app = browserAppForFile();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A session walked past the e-mail sign-up by an existing user (so they can sign in with a password). */
async function ownedSession(): Promise<{ sessionId: string; emailAddress: string }> {
  const owner = await signedInUser(app.server);
  const sessionId = await sessionAt(app.server, 'onboarding', 'emailSignup');
  const signedUp = await app.server.request('PUT', `/api/sessions/${sessionId}/steps/emailSignup`, {
    emailAddress: owner.emailAddress,
    otp: await emailOtpFor(app.server, owner.emailAddress),
  });
  expect(signedUp.status).toBe(200);
  return { sessionId, emailAddress: owner.emailAddress };
}

async function browserWith(storage: Record<string, string>): Promise<Page> {
  const page = await app.newPage();
  await page.context().addInitScript((entries) => {
    if (localStorage.getItem('adflow.test.prepared') !== null) return;
    localStorage.setItem('adflow.test.prepared', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  return page;
}

describe('the wizard on a session someone signed up in', { timeout: 60_000 }, () => {
  it('without their sign-in goes to login, and after it comes back to the step', async () => {
    const { sessionId, emailAddress } = await ownedSession();
    const page = await browserWith({ 'adflow.session.onboarding': sessionId });
    await page.goto(`${app.server.baseUrl}/signup`);
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/signup/);
    await fillPasswordLogin(page, emailAddress);
    await expect.poll(() => pathOf(page)).toMatch(/^\/signup/);
    await expect.poll(() => heading(page).textContent()).toBe('Your ads are ready');
  });

  it('refreshes an expired access token on its own and carries on', async () => {
    const sessionId = await sessionAt(app.server, 'onboarding', 'ageGenderTarget');
    const storage = browserStorageFor('onboarding', sessionId);
    const { userId } = JSON.parse(storage['adflow.auth'] ?? '{}') as { userId: number };
    await app.server.orm.em.fork().nativeUpdate(AuthSession, { user: userId }, { accessExpiresAt: new Date(1) });
    const page = await browserWith(storage);
    await page.goto(`${app.server.baseUrl}/signup`);
    await expect.poll(() => heading(page).textContent()).toBe('Age and gender');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('adflow.auth'))) ?? '{}') as {
      accessToken: string;
    };
    expect(stored.accessToken).not.toBe(JSON.parse(storage['adflow.auth'] ?? '{}').accessToken);
  });

  it('another user’s sign-in is refused, and this browser starts a sign-up of its own next time', async () => {
    const { sessionId } = await ownedSession();
    const stranger = await signedInUser(app.server);
    const page = await browserWith({
      'adflow.session.onboarding': sessionId,
      'adflow.auth': JSON.stringify({ ...stranger, roleIds: [27] }),
    });
    await page.goto(`${app.server.baseUrl}/signup`);
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('This sign-up belongs to another account');
    expect(await page.evaluate(() => localStorage.getItem('adflow.session.onboarding'))).toBeNull();
  });
});
