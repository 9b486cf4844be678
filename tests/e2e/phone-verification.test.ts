import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextMessageTo, otpIn } from '../../scripts/outbox-reader.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';

/**
 * A phone number counts only once its owner proves it (AP §7 sendotp, validateOtp; decision 351):
 * where a signed-in user enters a number, the SMS code is asked for and the number shows as not
 * verified until it is entered; only then does it sign in.
 */
const app = browserAppForFile();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const url = (path: string) => `${app.server.baseUrl}${path}`;

async function signIn(user: SignedInUser): Promise<{ page: Page; profileId: number }> {
  const page = await app.newPage();
  await page.goto(url('/login'));
  await fillPasswordLogin(page, user.emailAddress);
  await expect.poll(() => pathOf(page)).toMatch(/^\/app\/\d+\/dashboard$/);
  return { page, profileId: Number(pathOf(page).split('/')[2]) };
}

/** Clicks `button` and waits for the answer of the call it makes to `path`. */
async function clickFor(page: Page, button: string, path: RegExp): Promise<Response> {
  const [response] = await Promise.all([
    // The write the click sends: the page's own GET of the same address may still be arriving.
    page.waitForResponse(
      (candidate) => candidate.request().method() !== 'GET' && path.test(new URL(candidate.url()).pathname),
    ),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return response;
}

/** What mobile sign-in on /login answers for `national` (+91): 200 when the code went. */
async function askSignInCode(national: string): Promise<{ page: Page; status: number }> {
  const page = await app.newPage();
  await page.goto(url('/login'));
  await page.getByLabel('Country code').selectOption('+91');
  await page.getByLabel('Mobile number').fill(national);
  const answer = await clickFor(page, 'Send OTP', /^\/api\/authentication\/otp$/);
  return { page, status: answer.status() };
}

/** Whether `locator` has the keyboard focus. */
const isFocused = (locator: Locator) =>
  locator.evaluate(
    (element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
  );

/** The error shown beside the field labelled `label` (aria-describedby). */
async function errorBeside(page: Page, label: string): Promise<string | null> {
  const field = page.getByLabel(label, { exact: true });
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  return errorId === undefined ? null : page.locator(`[id="${errorId}"]`).textContent();
}

describe('verifying a phone number in a browser', { timeout: 60_000 }, () => {
  it('preferences: number → not verified, code asked for → wrong code beside the field → right code → it signs in', async () => {
    const user = await signedInUser(app.server);
    const { page, profileId } = await signIn(user);
    await page.goto(url(`/app/${profileId}/userPreferences`));
    await page.getByLabel('Country code').selectOption('+91');
    await page.getByLabel('Phone number').fill('98450 11223');
    expect((await clickFor(page, 'Save', /^\/api\/users\/\d+$/)).status()).toBe(200);
    await expect.poll(() => page.getByText('Your phone number +91 9845011223 is not verified yet').count()).toBe(1);
    // The code's field has the focus: the next thing to do is to enter it.
    await expect.poll(() => isFocused(page.getByLabel('OTP', { exact: true }))).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Not verified yet: the number has no account to sign in to.
    const before = await askSignInCode('9845011223');
    expect(before.status).toBe(404);
    await expect.poll(() => pathOf(before.page)).toMatch(/^\/signup/);
    await before.page.context().close();

    const code = otpIn(await nextMessageTo(app.server.outboxDir, '+919845011223'));
    await page.getByLabel('OTP', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    expect((await clickFor(page, 'Verify number', /\/validateOtp$/)).status()).toBe(400);
    await expect.poll(() => errorBeside(page, 'OTP')).toBe('Invalid OTP. Please enter the correct OTP to proceed.');
    await page.getByLabel('OTP', { exact: true }).fill(code);
    expect((await clickFor(page, 'Verify number', /\/validateOtp$/)).status()).toBe(200);
    await expect.poll(() => page.getByText('Your phone number +91 9845011223 is verified.').count()).toBe(1);
    expect(await page.getByLabel('OTP', { exact: true }).count()).toBe(0);
    await page.context().close();

    const after = await askSignInCode('98450 11223');
    expect(after.status).toBe(200);
    const signInCode = otpIn(await nextMessageTo(app.server.outboxDir, '+919845011223', 1));
    await after.page.getByLabel('OTP', { exact: true }).fill(signInCode);
    expect((await clickFor(after.page, 'Verify and sign in', /\/otp\/login$/)).status()).toBe(200);
    await expect.poll(() => pathOf(after.page)).toBe(`/app/${profileId}/dashboard`);
    await after.page.context().close();
  });

  it('preferences: a number another account has verified is refused beside the field', async () => {
    const owner = await signedInUser(app.server);
    await app.server.request('PATCH', `/api/users/${owner.userId}`, { phoneNumber: '91-9845022334' }, owner.auth);
    const otp = otpIn(await nextMessageTo(app.server.outboxDir, '+919845022334'));
    await app.server.request('POST', `/api/users/${owner.userId}/validateOtp`, { otp }, owner.auth);
    const { page, profileId } = await signIn(await signedInUser(app.server));
    await page.goto(url(`/app/${profileId}/userPreferences`));
    await page.getByLabel('Phone number').fill('9845022334');
    expect((await clickFor(page, 'Save', /^\/api\/users\/\d+$/)).status()).toBe(409);
    await expect
      .poll(() => errorBeside(page, 'Phone number'))
      .toBe('This phone number is already used by another account.');
    await page.context().close();
  });

  it('the callback dialog saves a first number unverified and asks for its code', async () => {
    const user = await signedInUser(app.server);
    const { page } = await signIn(user);
    await page.getByRole('button', { name: 'Request a callback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a callback' });
    await dialog.getByLabel('Phone number').fill('9845033445');
    expect((await clickFor(page, 'Request callback', /\/users\/callback$/)).status()).toBe(201);
    await expect.poll(() => dialog.getByText('Your phone number +91 9845033445 is not verified yet').count()).toBe(1);
    const code = otpIn(await nextMessageTo(app.server.outboxDir, '+919845033445'));
    await dialog.getByLabel('OTP', { exact: true }).fill(code);
    expect((await clickFor(page, 'Verify number', /\/validateOtp$/)).status()).toBe(200);
    await expect.poll(() => dialog.getByText('Your phone number +91 9845033445 is verified.').count()).toBe(1);
    const saved = await app.server.request('GET', `/api/users/${user.userId}`, undefined, user.auth);
    expect(saved.body).toMatchObject({ phoneNumber: '91-9845033445', isPhoneNumberVerified: true });
    await page.context().close();
  });
});
