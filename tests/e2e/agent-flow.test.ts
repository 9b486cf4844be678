import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextMessageTo, otpIn } from '../../scripts/outbox-reader.ts';
import { walkOn } from '../../scripts/walk-session.ts';
import { User } from '../../server/modules/accounts/entities.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';
import { project } from '../support/project.ts';

const app = browserAppForFile();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const userMenu = (page: Page) => page.getByRole('button', { name: /User menu/ });
const START = "Start a client's onboarding";

/** A user signed in through /login on a fresh browser, at their dashboard. */
async function signedInBrowser(user: SignedInUser): Promise<Page> {
  const page = await app.newPage();
  await page.goto(`${app.server.baseUrl}/login`);
  await fillPasswordLogin(page, user.emailAddress);
  await expect.poll(() => pathOf(page)).toMatch(/^\/app\/\d+\/dashboard$/);
  return page;
}

async function agentUser(): Promise<SignedInUser> {
  const user = await signedInUser(app.server);
  await app.server.orm.em.fork().nativeUpdate(User, { id: user.userId }, { isAgent: true });
  return user;
}

// The middle of the onboarding (business details to location targeting) is other tests' subject:
// walked over the API, as the agent, in the session the browser started.
async function walkToSummary(agent: SignedInUser, sessionId: string): Promise<void> {
  const signedIn = {
    userId: agent.userId,
    roleIds: [27],
    accessToken: agent.accessToken,
    refreshToken: agent.refreshToken,
  };
  await walkOn(app.server.baseUrl, project, 'agent', { sessionId, step: 'confirmation', signedIn }, 'summary');
}

describe("an agent's link is verified by the client (OL §1, §2, §3, §5)", { timeout: 60_000 }, () => {
  it('the agent starts a client’s onboarding, shares the summary; the client verifies by OTP and lands at the budget', async () => {
    const agent = await agentUser();
    const agentPage = await signedInBrowser(agent);
    await userMenu(agentPage).click();
    await agentPage.getByRole('menuitem', { name: START }).click();
    await expect.poll(() => heading(agentPage).textContent()).toBe("Let's get started");
    expect(new URL(agentPage.url()).searchParams.get('agentid')).toBe(String(agent.userId));
    const sessionId = await agentPage.evaluate(() => localStorage.getItem('adflow.session.agent'));
    expect(sessionId).not.toBeNull();
    const started = await app.server.request('GET', `/api/sessions/${String(sessionId)}`, undefined, agent.auth);
    expect(started.body).toMatchObject({ flowId: 'agent', flags: { agent: true } });

    await walkToSummary(agent, String(sessionId));
    // Until its code is loaded and the session read the summary says it is busy: a page that looked
    // finished without it was once photographed so in CI.
    const code = heldRoute();
    const session = heldRoute();
    await agentPage.route('**/assets/session-summary-action-*.js', code.handler);
    await agentPage.route(`**/api/sessions/${String(sessionId)}`, session.handler);
    await agentPage.goto(`${app.server.baseUrl}/signup/summary`);
    await expect.poll(() => heading(agentPage).textContent()).toBe('Summary');
    // Drawn before the step's form, right under its heading.
    expect(await agentPage.locator('main h1 + [aria-busy=true]').count()).toBe(1);
    // OL §2 summary page (issue 20): what the session holds, the walk's first examples.
    const summary = agentPage.getByRole('region', { name: 'What is set up so far' });
    code.release();
    await expect.poll(() => summary.getAttribute('aria-busy')).toBe('true');
    session.release();
    const shown = (term: string) =>
      summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').textContent();
    await expect.poll(() => shown('Business')).toBe('Shear Style Leeds, Leeds');
    expect(await shown('Objective')).toBe('Phone calls');
    expect(await summary.locator('dd img').count()).toBeGreaterThan(0);
    // The ad as it will run (issue 23's review page): the design chosen, drawn by the server.
    const ad = summary.getByRole('img', { name: 'The ad as it will run' });
    await ad.waitFor({ timeout: 60_000 });
    const creatives = await app.server.request(
      'GET',
      `/api/sessions/${String(sessionId)}/creatives`,
      undefined,
      agent.auth,
    );
    const drawn = (creatives.body.templates as { imageUrl: string }[]).map((template) => template.imageUrl);
    expect(drawn).toContain(await ad.getAttribute('src'));
    expect(await shown('Who sees the ads')).toBe('Ages 25–45 · Only women · Within 10 miles of the business');
    expect(await shown('Budget')).toBe('Your client chooses it after opening the link');
    // OL §1, §3: past the summary is the client's, once they verify the link.
    await expect.poll(() => agentPage.getByText(/^Your client goes on from here/).count()).toBe(1);
    expect(await agentPage.getByRole('button', { name: 'Next' }).count()).toBe(0);
    const clientEmail = `meera-${Date.now()}@example.com`;
    // The client's address is needed: the code that opens the link goes there.
    await agentPage.getByRole('button', { name: 'Share link' }).click();
    await expect
      .poll(() => agentPage.getByRole('alert').textContent())
      .toBe("Please enter the client's e-mail address");
    await agentPage.getByLabel("Client's e-mail address").fill(clientEmail);
    await agentPage.getByLabel("Client's mobile number (for WhatsApp and SMS)").fill('+44 7700 900123');
    await agentPage.getByRole('button', { name: 'Share link' }).click();
    const link = await agentPage.getByLabel('Summary link').inputValue();
    expect(link).toMatch(/\/s\/[\w-]{22}$/);
    expect(await agentPage.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/447700900123\?text=/,
    );
    expect(await agentPage.getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')).toContain(
      `mailto:${encodeURIComponent(clientEmail)}`,
    );
    expect(await agentPage.getByRole('link', { name: 'Share by SMS' }).getAttribute('href')).toMatch(/^sms:/);
    expect(await seriousViolations(agentPage)).toEqual([]);

    // The client, in a browser of their own.
    const client = await app.newPage();
    await client.goto(link.replace(/^https?:\/\/[^/]+/, app.server.baseUrl));
    await expect.poll(() => heading(client).textContent()).toBe('Your campaign summary');
    await expect
      .poll(() => client.getByText(/confirm it is you with a code we send to m•••\d@example\.com/).count())
      .toBe(1);
    await client.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => client.getByText(/^We sent a six-digit code to m•••/).count()).toBe(1);
    const otp = otpIn(await nextMessageTo(app.server.outboxDir, clientEmail));

    // §5: the code is required and has six digits; a wrong one says so (AP §5).
    await client.getByRole('button', { name: 'Verify and continue' }).click();
    await expect.poll(() => client.getByText('Please enter OTP').count()).toBe(1);
    await client.getByLabel('OTP', { exact: true }).fill('123');
    await client.getByRole('button', { name: 'Verify and continue' }).click();
    await expect.poll(() => client.getByText('OTP must be of six digits').count()).toBe(1);
    await client.getByLabel('OTP', { exact: true }).fill(otp === '000000' ? '111111' : '000000');
    await client.getByRole('button', { name: 'Verify and continue' }).click();
    await expect
      .poll(() => client.getByRole('alert').textContent())
      .toBe('Invalid OTP. Please enter the correct OTP to proceed.');
    expect(await seriousViolations(client)).toEqual([]);

    await client.getByLabel('OTP', { exact: true }).fill(otp);
    await client.getByRole('button', { name: 'Verify and continue' }).click();
    // A new client's account gets their name and a password first (decision 371).
    await expect.poll(() => pathOf(client)).toBe('/setPassword');
    await client.getByLabel('First name').fill('Meera');
    await client.getByLabel('Last name').fill('Iyer');
    await client.getByLabel('New password', { exact: true }).fill('Meera#Budget2026');
    await client.getByLabel('Confirm new password').fill('Meera#Budget2026');
    await client.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => pathOf(client)).toBe('/signup/budget');
    await expect.poll(() => heading(client).textContent()).toBe('Budget plan');
    const auth = await client.evaluate(() => localStorage.getItem('adflow.auth'));
    const clientAuth = { authorization: `Bearer ${(JSON.parse(String(auth)) as { accessToken: string }).accessToken}` };
    const handedOver = await app.server.request('GET', `/api/sessions/${String(sessionId)}`, undefined, clientAuth);
    expect(handedOver.body).toMatchObject({ step: 'budget', launchState: 1800 });
    expect(await seriousViolations(client)).toEqual([]);

    // The agent's browser no longer holds the client's session.
    expect((await app.server.request('GET', `/api/sessions/${String(sessionId)}`, undefined, agent.auth)).status).toBe(
      403,
    );
  });

  it('another browser given the session id cannot continue it without verifying', async () => {
    const agent = await agentUser();
    const started = await app.server.request('POST', '/api/flows/agent/sessions', {}, agent.auth);
    const sessionId = started.body.sessionId as string;
    await walkToSummary(agent, sessionId);
    const stranger = await app.newPage();
    await stranger.context().addInitScript((id) => {
      localStorage.setItem('adflow.session.agent', id);
      localStorage.setItem('adflow.signup.flow', 'agent');
    }, sessionId);
    await stranger.goto(`${app.server.baseUrl}/signup/summary`);
    // The session is held by its agent: a browser without their sign-in is sent to sign in.
    await expect.poll(() => pathOf(stranger)).toBe('/login');
  });

  it('a user who is not an agent has no way to start a client’s onboarding', async () => {
    const page = await signedInBrowser(await signedInUser(app.server));
    await userMenu(page).click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Log out' }).count()).toBe(1);
    expect(await page.getByText(START).count()).toBe(0);
  });

  it('an expired link says so', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/s/AAAAAAAAAAAAAAAAAAAAAA`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('This link is invalid or has expired.');
  });
});

/** A route that answers once `release` is called: what a page shows while it waits. */
function heldRoute(): { handler: (route: Route) => Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: async (route) => {
      await held;
      await route.continue();
    },
    release: () => {
      release();
    },
  };
}
