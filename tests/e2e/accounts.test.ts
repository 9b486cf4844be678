import type { Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { signedInUser, STRONG_PASSWORD, type SignedInUser } from '../support/accounts.ts';
import { nextMessageTo, otpIn } from '../../scripts/outbox-reader.ts';
import { verifiedPhone } from '../support/otp.ts';

/** Sign-up and sign-in in a browser (accounts-and-platform §2, §4, §5, §8). One app, one browser. */
const app = browserAppForFile();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const alertOf = (page: Page) => page.getByRole('alert');
const url = (path: string) => `${app.server.baseUrl}${path}`;

/** The user's only business profile, as the API lists it. */
async function onlyProfileOf(user: SignedInUser): Promise<{ id: number; name: string }> {
  const { body } = await app.server.request('GET', `/api/users/${user.userId}/businessProfiles`, undefined, user.auth);
  return body.data[0];
}

/**
 * A user signed up over the API whose verified mobile number is `phone` (stored as
 * countrycode-number); `texts`: how many SMS it has had, so the next is the sign-in code.
 */
async function userWithPhone(phone: string): Promise<SignedInUser & { texts: number }> {
  const user = await signedInUser(app.server);
  return { ...user, texts: await verifiedPhone(app.server, user, phone) };
}

/** Clicks `button` and waits for the answer of the call it makes to `path`. */
async function clickFor(page: Page, button: string, path: string): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((candidate) => new URL(candidate.url()).pathname === path),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return response;
}

async function sendOtpTo(page: Page, number: string): Promise<void> {
  await page.goto(url('/login'));
  await page.getByLabel('Country code').selectOption('+91');
  await page.getByLabel('Mobile number').fill(number);
  expect((await clickFor(page, 'Send OTP', '/api/authentication/otp')).status()).toBe(200);
}

/** Enters `otp` and waits for the server's answer. */
async function enterOtp(page: Page, otp: string): Promise<number> {
  await page.getByLabel('OTP', { exact: true }).fill(otp);
  return (await clickFor(page, 'Verify and sign in', '/api/authentication/otp/login')).status();
}

describe('sign-up and sign-in in a browser', { timeout: 30_000 }, () => {
  let page: Page;
  beforeAll(async () => {
    page = await app.newPage();
  });

  it('/ redirects to /login, whose header is hidden, with its title', async () => {
    await page.goto(url('/'));
    await expect.poll(() => pathOf(page)).toBe('/login');
    await expect.poll(() => heading(page).textContent()).toBe('Sign in to your account');
    expect(await page.getByRole('banner').count()).toBe(0);
    await expect.poll(() => page.title()).toBe('adflow | Sign in');
  });

  it('signs up from /login: the account is created, signed in, "Account Created!", then the dashboard', async () => {
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/signup/account');

    // §5: what the schema refuses is said beside each field, and nothing is sent.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('Please provide a value').count()).toBeGreaterThan(0);
    expect(await page.getByText('Please accept to continue').count()).toBe(1);

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('E-mail address', { exact: true }).fill(`ada-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('I accept the terms of service and the privacy policy').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => page.locator('.field-error').textContent())
      .toBe('8 to 30 characters, with an upper-case letter, a lower-case letter, a digit and a special character.');

    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('Account Created!').count(), { interval: 20 }).toBe(1);
    await expect.poll(() => pathOf(page)).toMatch(/^\/app\/\d+\/dashboard$/);
    await expect.poll(() => heading(page).textContent()).toBe('Ada Lovelace');
    await expect.poll(() => page.getByText('Your campaigns will appear here once you launch one.').count()).toBe(1);
  });

  it('signs in by mobile number and OTP, after the OTP rules of §5', async () => {
    const user = await userWithPhone('91-9876543210');
    const profile = await onlyProfileOf(user);
    const otpPage = await app.newPage();
    await sendOtpTo(otpPage, '9876543210');
    const sms = await nextMessageTo(app.server.outboxDir, '+919876543210', user.texts);

    await otpPage.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect.poll(() => otpPage.getByText('Please enter OTP').count()).toBe(1);
    await otpPage.getByLabel('OTP', { exact: true }).fill('123');
    await otpPage.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect.poll(() => otpPage.getByText('OTP must be of six digits').count()).toBe(1);

    expect(await enterOtp(otpPage, otpIn(sms))).toBe(200);
    await expect.poll(() => pathOf(otpPage)).toBe(`/app/${profile.id}/dashboard`);
    await expect.poll(() => heading(otpPage).textContent()).toBe(profile.name);
    await otpPage.context().close();
  });

  it('five wrong OTPs lock the number for 15 minutes (801): the right code is refused too', async () => {
    const { texts } = await userWithPhone('91-9876543211');
    const lockedPage = await app.newPage();
    await sendOtpTo(lockedPage, '9876543211');
    const right = otpIn(await nextMessageTo(app.server.outboxDir, '+919876543211', texts));
    const wrong = right === '000000' ? '111111' : '000000';

    expect(await enterOtp(lockedPage, wrong)).toBe(400);
    await expect
      .poll(() => alertOf(lockedPage).textContent())
      .toBe('Invalid OTP. Please enter the correct OTP to proceed.');
    for (let attempt = 2; attempt < 5; attempt++) expect(await enterOtp(lockedPage, wrong)).toBe(400);
    expect(await enterOtp(lockedPage, wrong)).toBe(429);
    await expect.poll(() => alertOf(lockedPage).textContent()).toContain('retry after 15 minutes');

    expect(await enterOtp(lockedPage, right)).toBe(429);
    await expect.poll(() => alertOf(lockedPage).textContent()).toContain('retry after 15 minutes');
    expect(pathOf(lockedPage)).toBe('/login');
    await lockedPage.context().close();
  });

  it('an unregistered mobile number shows the info notice and goes to /signup (§8 104)', async () => {
    const newcomer = await app.newPage();
    await newcomer.goto(url('/login'));
    await newcomer.getByLabel('Mobile number').fill('9812345678');
    await clickFor(newcomer, 'Send OTP', '/api/authentication/otp');
    await expect
      .poll(() => newcomer.getByRole('status').filter({ hasText: "doesn't have an account" }).textContent())
      .toContain("The mobile number doesn't have an account. Please create one.");
    await expect.poll(() => pathOf(newcomer)).toMatch(/^\/signup/);
    const savedOtp = await newcomer.evaluate(() => {
      const { sessionStorage } = globalThis as unknown as { sessionStorage: { getItem(key: string): string | null } };
      return sessionStorage.getItem('adflow.login.otp');
    });
    expect(savedOtp).toBeNull();
    await newcomer.context().close();
  });

  it('e-mail sign-in says wrong credentials on the screen, then honours ?redirect= to an own page', async () => {
    const user = await signedInUser(app.server);
    const profile = await onlyProfileOf(user);
    const visitor = await app.newPage();
    await visitor.goto(url(`/app/${profile.id}/leads`));
    await expect.poll(() => pathOf(visitor)).toBe('/login');
    expect(new URL(visitor.url()).searchParams.get('redirect')).toBe(`/app/${profile.id}/leads`);

    await visitor.getByRole('tab', { name: 'E-mail and password' }).click();
    await visitor.getByLabel('E-mail address', { exact: true }).fill(user.emailAddress);
    await visitor.getByLabel('Password', { exact: true }).fill('Not-the-password1');
    await clickFor(visitor, 'Sign in', '/api/authentication/login');
    await expect.poll(() => alertOf(visitor).textContent()).toBe('Invalid login credentials. Please try again.');

    await visitor.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => pathOf(visitor)).toBe(`/app/${profile.id}/leads`);
    await expect.poll(() => heading(visitor).textContent()).toBe('Leads');
    await expect.poll(() => visitor.getByText("You haven't received any leads yet...").count()).toBe(1);
    // §2: a signed-in user opening /login goes where login leads.
    await visitor.goto(url('/login'));
    await expect.poll(() => pathOf(visitor)).toBe(`/app/${profile.id}/dashboard`);
    await visitor.context().close();
  });

  it("a redirect to someone else's profile is not honoured: the own dashboard instead", async () => {
    const owner = await signedInUser(app.server);
    const other = await onlyProfileOf(await signedInUser(app.server));
    const profile = await onlyProfileOf(owner);
    const visitor = await app.newPage();
    await visitor.goto(url(`/login?redirect=${encodeURIComponent(`/app/${other.id}/wallet`)}`));
    await visitor.getByRole('tab', { name: 'E-mail and password' }).click();
    await visitor.getByLabel('E-mail address', { exact: true }).fill(owner.emailAddress);
    await visitor.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await visitor.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => pathOf(visitor)).toBe(`/app/${profile.id}/dashboard`);
    await visitor.context().close();
  });

  it('forgot password sends a link; the reset page checks the rules and the confirmation', async () => {
    const user = await signedInUser(app.server);
    const visitor = await app.newPage();
    await visitor.goto(url('/login'));
    await visitor.getByRole('link', { name: 'Forgot password?' }).click();
    await visitor.getByLabel('E-mail address', { exact: true }).fill('nobody-here@example.com');
    await clickFor(visitor, 'Send reset link', '/api/authentication/forgotPassword');
    await expect
      .poll(() => visitor.locator('.field-error').textContent())
      .toBe("This e-mail address doesn't have an account.");
    await visitor.getByLabel('E-mail address', { exact: true }).fill(user.emailAddress);
    await clickFor(visitor, 'Send reset link', '/api/authentication/forgotPassword');
    await expect.poll(() => visitor.getByRole('status').first().textContent()).toContain(user.emailAddress);

    const mail = await nextMessageTo(app.server.outboxDir, user.emailAddress, 1);
    const link = /https?:\/\/\S+\/resetPassword\?hash=\S+/.exec(mail.body)?.[0] ?? '';
    await visitor.goto(link.replace(/^https?:\/\/[^/]+/, app.server.baseUrl));
    await visitor.getByLabel('New password', { exact: true }).fill('Fresh#Start2024');
    await visitor.getByLabel('Confirm new password').fill('Fresh#Start2025');
    await visitor.getByRole('button', { name: 'Save new password' }).click();
    await expect.poll(() => visitor.locator('.field-error').textContent()).toBe('The passwords do not match.');
    await visitor.getByLabel('Confirm new password').fill('Fresh#Start2024');
    await clickFor(visitor, 'Save new password', '/api/authentication/resetPassword');
    await expect
      .poll(() => visitor.getByRole('status').first().textContent())
      .toBe('Your password has been changed. You can now sign in with it.');
    const login = await app.server.request('POST', '/api/authentication/login', {
      emailAddress: user.emailAddress,
      password: 'Fresh#Start2024',
    });
    expect(login.status).toBe(200);
    await visitor.context().close();
  });

  it('the e-mail verification link verifies once, then says the link has expired', async () => {
    const emailAddress = `verify-${Date.now()}@example.com`;
    await signedInUser(app.server, { emailAddress });
    const mail = await nextMessageTo(app.server.outboxDir, emailAddress);
    const path = /\/verify\?hash=\S+/.exec(mail.body)?.[0] ?? '';
    const visitor = await app.newPage();
    await visitor.goto(url(path));
    await expect
      .poll(() => visitor.getByRole('status').first().textContent())
      .toBe(`Your e-mail address ${emailAddress} is verified.`);
    await visitor.reload();
    await expect
      .poll(() => alertOf(visitor).textContent())
      .toBe('This verification link has expired or has been used already.');
    await visitor.context().close();
  });

  it('an invitation link lets a new person set a password and opens the business they were invited to', async () => {
    const owner = await signedInUser(app.server);
    const profile = await onlyProfileOf(owner);
    const emailAddress = `invitee-${Date.now()}@example.com`;
    const invited = await app.server.request(
      'POST',
      `/api/businessProfiles/${profile.id}/invitations`,
      { emailAddress, firstName: 'Sam', lastName: 'Lee' },
      owner.auth,
    );
    expect(invited.status).toBe(201);
    const link = /(\/inviteUser\?hash=[^\s]+)/.exec(
      (await nextMessageTo(app.server.outboxDir, emailAddress)).body,
    )?.[1];
    const visitor = await app.newPage();
    await visitor.goto(url(link ?? '/inviteUser'));
    await expect.poll(() => visitor.getByText(`Sam, you have been invited to manage ${profile.name}.`).count()).toBe(1);
    await visitor.getByLabel('New password', { exact: true }).fill('Orchid$Valley62');
    await visitor.getByLabel('Confirm new password', { exact: true }).fill('Orchid$Valley62');
    await visitor.getByRole('button', { name: 'Accept and sign in' }).click();
    await expect.poll(() => pathOf(visitor)).toBe(`/app/${profile.id}/dashboard`);
    await expect.poll(() => heading(visitor).textContent()).toBe(profile.name);
    // The link is used up.
    const again = await app.newPage();
    await again.goto(url(link ?? '/inviteUser'));
    await expect.poll(() => alertOf(again).count()).toBe(1);
    await visitor.context().close();
    await again.context().close();
  });

  it('a signed-in user whose address is pending asks for another verification link', async () => {
    const user = await signedInUser(app.server);
    const visitor = await app.newPage();
    await visitor.goto(url('/login'));
    await fillPasswordLogin(visitor, user.emailAddress);
    // Signed in once the dashboard is shown: leaving earlier races the sign-in's own navigation.
    await visitor.waitForURL('**/app/*/dashboard');
    await visitor.goto(url('/verify'));
    const sendAnother = visitor.getByRole('button', { name: 'Send another link' });
    await sendAnother.waitFor({ timeout: 15_000 });
    await sendAnother.click();
    await expect.poll(() => visitor.getByText('We sent another link. Please check your e-mail.').count()).toBe(1);
    // The sign-up's own link came first; the new one second.
    expect((await nextMessageTo(app.server.outboxDir, user.emailAddress, 1)).body).toContain('/verify?hash=');
    await visitor.context().close();
  });
});
