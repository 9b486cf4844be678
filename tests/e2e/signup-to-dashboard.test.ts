import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextMessageTo, otpIn } from '../../scripts/outbox-reader.ts';
import { walkOn, type SignedIn } from '../../scripts/walk-session.ts';
import { User } from '../../server/modules/accounts/entities.ts';
import { signedInUser } from '../support/accounts.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { payForSession } from '../support/pay.ts';
import { project } from '../support/project.ts';
import { browserStorageFor, sessionAt } from '../support/walk.ts';

/**
 * A business owner walks the end of /signup as a person would (issue 20): a wrong code, the
 * password of the new account, the way into the product, the sidebar growing with the account.
 */
const app = browserAppForFile();
let page: Page;
let sessionId: string;

const EMAIL = 'priya.sharma@chaiandcrumbs.in';
const PASSWORD = 'Chai&Crumbs2026';

const heading = (p: Page) => p.getByRole('heading', { level: 1 });
const pathOf = (p: Page) => new URL(p.url()).pathname;
const dashboardPath = /^\/app\/\d+\/dashboard$/;
const mainMenu = (p: Page) =>
  p.getByRole('complementary', { name: 'Sidebar' }).getByRole('navigation', { name: 'Main menu' });
/** Which of these sidebar entries the page shows. */
const shown = async (p: Page, names: readonly string[]) => {
  const sidebar = p.getByRole('complementary', { name: 'Sidebar' });
  const counts = await Promise.all(names.map((name) => sidebar.getByRole('link', { name, exact: true }).count()));
  return names.filter((_, index) => (counts[index] ?? 0) > 0);
};
const GATED = ['Audience', 'Reports', 'Wallet'] as const;

/** A fresh browser holding `storage` (a walked session, a sign-in), at `path`. */
async function browserWith(storage: Record<string, string>, path: string): Promise<Page> {
  const opened = await app.newPage();
  await opened.context().addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  await opened.goto(`${app.server.baseUrl}${path}`);
  return opened;
}

const signedInOf = async (p: Page): Promise<SignedIn> =>
  JSON.parse(String(await p.evaluate(() => localStorage.getItem('adflow.auth')))) as SignedIn;

beforeAll(async () => {
  sessionId = await sessionAt(app.server, 'onboarding', 'emailSignup');
  page = await browserWith(browserStorageFor('onboarding', sessionId), '/signup/emailSignup');
});

describe('the end of sign-up in a browser (issue 20)', { timeout: 60_000 }, () => {
  it('a wrong e-mail code is said under the code field; the form stays and a reload keeps the address (AP §8 57)', async () => {
    await expect.poll(() => heading(page).textContent()).toBe('Sign up with e-mail');
    await page.getByLabel(/^E-mail address/).fill(EMAIL);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByText(`We sent a code to ${EMAIL}.`).count()).toBe(1);
    const code = otpIn(await nextMessageTo(app.server.outboxDir, EMAIL));

    await page.getByLabel(/^Verification code/).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Next' }).click();
    const invalid = page.getByText('Invalid OTP. Please enter the correct OTP to proceed.');
    await expect.poll(() => invalid.count()).toBe(1);
    // Beside the code's field, which says so to assistive technology, with the form still there.
    const codeField = page.getByLabel(/^Verification code/);
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    const describedBy = String(await codeField.getAttribute('aria-describedby')).split(' ');
    const descriptions = await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).allTextContents()));
    expect(descriptions.flat().join(' ')).toContain('Invalid OTP. Please enter the correct OTP to proceed.');
    expect(await page.getByText(/Something went wrong/).count()).toBe(0);
    expect(await heading(page).textContent()).toBe('Sign up with e-mail');
    expect(await page.getByLabel(/^E-mail address/).inputValue()).toBe(EMAIL);

    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe('Sign up with e-mail');
    await expect.poll(() => page.getByLabel(/^E-mail address/).inputValue()).toBe(EMAIL);

    await page.getByLabel(/^Verification code/).fill(code);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Set your password');
    // The new account keeps the language it was made in (decision 474): English is 1.
    const { userId, accessToken } = await signedInOf(page);
    const account = async () =>
      (
        await app.server.request('GET', `/api/users/${String(userId)}`, undefined, {
          authorization: `Bearer ${accessToken}`,
        })
      ).body as { languageId: number | null };
    await expect.poll(async () => (await account()).languageId).toBe(1);
  });

  it('the new account gets a name and a password (AP §5 rules), then sign-up goes on', async () => {
    expect(pathOf(page)).toBe('/setPassword');
    await page.getByLabel('First name').fill('Priya');
    await page.getByLabel('Last name').fill('Sharma');
    const password = page.getByLabel('New password', { exact: true });
    await password.fill('chaiandcrumbs');
    await page.getByLabel('Confirm new password').fill('chaiandcrumbs');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    // The rules of /signup/account: refused beside the field, nothing sent.
    await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
    expect(pathOf(page)).toBe('/setPassword');

    await password.fill(PASSWORD);
    await page.getByLabel('Confirm new password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => heading(page).textContent()).toBe('Your ads are ready');
    expect(pathOf(page)).toBe('/signup/creative');
  });

  it('signed in, quitting sign-up leads to the dashboard, greeted by name; so does /', async () => {
    await page
      .getByRole('link', { name: /adflow/ })
      .first()
      .click();
    await page.getByText('Are you sure you want to quit sign up').waitFor();
    await page.getByRole('button', { name: 'Quit' }).click();
    await expect.poll(() => pathOf(page)).toMatch(dashboardPath);
    await expect.poll(() => page.getByText('Welcome, Priya!').count()).toBe(1);
    expect(await page.getByText(/priya\.sharma/).count()).toBe(0);
    expect(await page.getByText('Set your password').count()).toBe(0);

    await page.goto(`${app.server.baseUrl}/`);
    await expect.poll(() => pathOf(page)).toMatch(dashboardPath);
  });

  it('the dashboard asks for the SMS code of the business phone given in sign-up; the code verifies it (decision 422)', async () => {
    const invite = page.getByRole('region', { name: 'Verify your mobile number' });
    await invite.getByText('Your phone number +44 2071838750 is not verified yet').waitFor();
    const code = otpIn(await nextMessageTo(app.server.outboxDir, '+442071838750'));
    await invite.getByLabel('OTP').fill(code);
    await invite.getByRole('button', { name: 'Verify number' }).click();
    await invite.getByText('Your phone number +44 2071838750 is verified.').waitFor();
  });

  it('the account signs in again with its e-mail and password', async () => {
    const another = await app.newPage();
    await another.goto(`${app.server.baseUrl}/login`);
    await fillPasswordLogin(another, EMAIL, PASSWORD);
    await expect.poll(() => pathOf(another)).toMatch(dashboardPath);
    await another.context().close();
  });

  it('the sidebar grows with the account: Audience once paid, Reports and Wallet once launched (AP §2)', async () => {
    // Signed up: no features menu, no stats, no wallet yet.
    await mainMenu(page).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await shown(page, ['Dashboard', ...GATED])).toEqual(['Dashboard']);

    const signedIn = await signedInOf(page);
    const auth = { authorization: `Bearer ${signedIn.accessToken}` };
    await walkOn(app.server.baseUrl, project, 'onboarding', { sessionId, step: 'creative', signedIn }, 'launching');
    await payForSession(app.server, sessionId, auth);
    await page.reload();
    await mainMenu(page).getByRole('link', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => shown(page, GATED)).toEqual(['Audience']);

    // The launch, as the owner does it: the end of sign-up leads to the dashboard.
    await page.goto(`${app.server.baseUrl}/signup/launching`);
    await expect.poll(() => page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('within 2 working days').first().waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect.poll(() => pathOf(page)).toMatch(dashboardPath);
    await mainMenu(page).getByRole('link', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => shown(page, GATED)).toEqual(GATED);
  });

  it('past budget, /signup resumes nothing: the owner goes to the dashboard (OL §4 resume rule)', async () => {
    await page.goto(`${app.server.baseUrl}/signup`);
    await expect.poll(() => pathOf(page)).toMatch(dashboardPath);
  });

  it("the step counter counts the sections of the user's own path: an agent's targeting is step 5 of 5", async () => {
    const agent = await signedInUser(app.server);
    await app.server.orm.em.fork().nativeUpdate(User, { id: agent.userId }, { isAgent: true });
    const started = await app.server.request('POST', '/api/flows/agent/sessions', {}, agent.auth);
    const agentSession = started.body.sessionId as string;
    const signedIn = {
      userId: agent.userId,
      roleIds: [27],
      accessToken: agent.accessToken,
      refreshToken: agent.refreshToken,
    };
    const start = { sessionId: agentSession, step: started.body.step as string, signedIn };
    await walkOn(app.server.baseUrl, project, 'agent', start, 'ageGenderTarget');
    const agentPage = await browserWith(
      {
        'adflow.session.agent': agentSession,
        'adflow.signup.flow': 'agent',
        'adflow.auth': JSON.stringify(signedIn),
      },
      '/signup/ageGenderTarget',
    );
    await expect.poll(() => heading(agentPage).textContent()).toBe('Age and gender');
    // The agent's path skips the search ads and the e-mail sign-up: five sections, not six.
    await expect.poll(() => agentPage.getByText(/^Step \d of \d: /).textContent()).toBe('Step 5 of 5: Audience');
    await agentPage.context().close();
  });
});
