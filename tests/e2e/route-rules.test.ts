import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAppForFile } from '../support/browser-app.ts';
import { payForSession } from '../support/pay.ts';
import { browserStorageFor, ownerHeaders, sessionAt } from '../support/walk.ts';

const app = browserAppForFile();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const path = (page: Page) => new URL(page.url()).pathname;
const storedSession = (page: Page, flowId = 'onboarding') =>
  page.evaluate((key) => localStorage.getItem(key), `adflow.session.${flowId}`);
const sessionOf = async (id: string | null) =>
  (await app.server.request('GET', `/api/sessions/${String(id)}`, undefined, ownerHeaders(String(id)))).body;

/** A visitor whose browser already runs `sessionId` (walked there over the API). */
async function visitorWith(flowId: string, sessionId: string): Promise<Page> {
  const page = await app.newPage();
  // Only on the first load: a test may change what the page stored since.
  await page.context().addInitScript(
    (storage) => {
      if (localStorage.getItem(Object.keys(storage)[0] ?? '') !== null) return;
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
    },
    browserStorageFor(flowId, sessionId),
  );
  return page;
}

describe('route rules of onboarding-and-launch §2 in a browser', { timeout: 30_000 }, () => {
  it('a field asked for only under a condition shows when it applies, and what it held is not sent', async () => {
    const page = await visitorWith('onboarding', await sessionAt(app.server, 'onboarding', 'businessDetails'));
    await page.goto(`${app.server.baseUrl}/signup/businessDetails`);
    await expect.poll(() => heading(page).textContent()).toBe('Business details');
    expect(await page.getByLabel(/^Website/).count()).toBe(0);

    await page.getByLabel('My website', { exact: true }).check();
    await page.getByLabel(/^Website/).fill('https://www.shearstyle.co.uk');
    await page.getByLabel('none of these').check();
    expect(await page.getByLabel(/^Website/).count()).toBe(0);
    await page.getByLabel('Business name').fill('Shear Style');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => path(page)).toBe('/signup/businessLocationDetails');
    const session = await sessionOf(await storedSession(page));
    expect(session.data.businessDetails).toEqual({ presence: 'none', name: 'Shear Style' });
  });

  it('a reload in the middle resumes at the same step with its answers filled in', async () => {
    const sessionId = await sessionAt(app.server, 'onboarding', 'businessLocationDetails');
    const page = await visitorWith('onboarding', sessionId);
    await page.goto(`${app.server.baseUrl}/signup/businessDetails`);
    await expect.poll(() => page.getByLabel('Business name').inputValue()).not.toBe('');
    const name = await page.getByLabel('Business name').inputValue();
    await page.reload();
    await expect.poll(() => heading(page).textContent()).toBe('Business details');
    expect(await page.getByLabel('Business name').inputValue()).toBe(name);
    // /signup alone resumes at the last route this browser visited.
    await page.goto(`${app.server.baseUrl}/signup`);
    await expect.poll(() => path(page)).toBe('/signup/businessDetails');
  });

  it('an invalid entry shows the spec message and saves nothing', async () => {
    const sessionId = await sessionAt(app.server, 'onboarding', 'businessDetails');
    const page = await visitorWith('onboarding', sessionId);
    await page.goto(`${app.server.baseUrl}/signup/businessDetails`);
    await page.getByLabel('My website', { exact: true }).check();
    await page.getByLabel(/^Website/).fill('https://www.facebook.com/shearstyle');
    await page.getByLabel('Business name').fill('Shear Style');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('alert').or(page.locator('.error-detail')).count()).toBeGreaterThan(0);
    expect(path(page)).toBe('/signup/businessDetails');
    const session = await sessionOf(sessionId);
    expect(session).toMatchObject({ step: 'businessDetails', launchState: 100 });
    expect(session.data.businessDetails).toBeUndefined();
  });

  it('the page title is "{portal title} | {route title}" and unknown pages say so', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/signup`);
    await expect.poll(() => page.title()).toBe("adflow | Let's get started");
    await page.goto(`${app.server.baseUrl}/no/such/page`);
    await expect.poll(() => heading(page).textContent()).toBe('Page not found');
    await expect.poll(() => page.title()).toBe('adflow | Page not found');
  });

  it('leaving sign-up asks "Are you sure you want to quit sign up" first', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/signup`);
    await expect.poll(() => heading(page).textContent()).toBe("Let's get started");
    await page.getByRole('link', { name: 'adflow' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.poll(() => dialog.textContent()).toContain('Are you sure you want to quit sign up');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(path(page)).toBe('/signup/confirmation');
    await page.getByRole('link', { name: 'adflow' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Quit' }).click();
    // AP §2: / goes to /login for a visitor who is not signed in.
    await expect.poll(() => path(page)).toBe('/login');
    await expect.poll(() => heading(page).textContent()).toBe('Sign in to your account');
  });

  it('agentid, refcode, code and normalFlow travel with every step, and agentid makes it the agent flow', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/signup?agentid=41&refcode=spring&utm_source=mail`);
    await expect.poll(() => heading(page).textContent()).toBe("Let's get started");
    expect(new URL(page.url()).search).toBe('?agentid=41&refcode=spring');
    const session = await sessionOf(await storedSession(page));
    expect(session.flags).toMatchObject({ agent: true });
    expect(session.queryParameters).toEqual({ agentid: '41', refcode: 'spring' });
  });

  // Drawing the creatives takes a while on a busy machine: more than the walks' 30 s.
  it(
    'a v2 screen runs the v2 flow, whose counter has 3 steps, on to its creatives and the e-mail sign-up (OL §4 V2 flow)',
    { timeout: 90_000 },
    async () => {
      const page = await app.newPage();
      await page.goto(`${app.server.baseUrl}/signup/businessDetailsv2`);
      await expect.poll(() => path(page)).toBe('/signup/businessDetailsv2');
      await expect.poll(() => page.getByText('Step 1 of 3: Business').count()).toBe(1);
      await page.getByLabel(/^Business name/).fill('Chai and Crumbs');
      await page.getByLabel(/^Business type/).fill('Bakery');
      const services = page.getByRole('textbox', { name: /^Services/ });
      await services.fill('Custom cakes');
      await services.press('Enter');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => path(page)).toBe('/signup/businessDetailsSetupAnimationV2');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => path(page)).toBe('/signup/creativedetailsv2/preview/1');
      await expect.poll(() => page.getByText('Step 2 of 3: Ads').count()).toBe(1);
      const session = await sessionOf(await storedSession(page, 'onboarding-v2'));
      expect(session).toMatchObject({ flowId: 'onboarding-v2', launchState: 1101 });
      expect(session.data.businessDetailsv2).toEqual({
        name: 'Chai and Crumbs',
        category: 'Bakery',
        services: ['Custom cakes'],
      });
      // The creatives are drawn from the v2 business step (issue 20: every v2 user once got "We could
      // not create your ads."); the owner picks one and goes on to sign up (§4: no phone asked).
      const designs = page.getByRole('group', { name: 'Creative' }).getByRole('radio');
      await designs.first().waitFor({ timeout: 60_000 });
      expect(await page.getByText('We could not draw your ad designs.', { exact: false }).count()).toBe(0);
      // Each design's value is its templateId: the layouts drawn depend on the business (issue 24).
      const second = Number(await designs.nth(1).getAttribute('value'));
      await designs.nth(1).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => path(page)).toBe('/signup/emailSignup');
      await expect.poll(() => heading(page).textContent()).toBe('Sign up with e-mail');
      const signingUp = await sessionOf(await storedSession(page, 'onboarding-v2'));
      expect(signingUp).toMatchObject({ step: 'emailSignup', launchState: 1500 });
      expect(signingUp.data['creativedetailsv2/preview']).toEqual({ selectedTemplateId: second });
    },
  );

  it("an address's agentid: the summary hides the header, offers no link, changes the objective (agents: agent-flow.test.ts)", async () => {
    const sessionId = await sessionAt(app.server, 'onboarding', 'summary', {}, { agentid: '41' });
    const agent = await visitorWith('onboarding', sessionId);
    await agent.goto(`${app.server.baseUrl}/signup/summary`);
    await expect.poll(() => heading(agent).textContent()).toBe('Summary');
    await expect.poll(() => agent.getByRole('banner').count()).toBe(0);
    // An agentid typed into the address names no agent (decision 170): nothing to share, and Next goes on.
    // The step's buttons come with its form, which may paint after the heading.
    await expect.poll(() => agent.getByRole('button', { name: 'Next' }).count()).toBe(1);
    expect(await agent.getByRole('button', { name: 'Share link' }).count()).toBe(0);

    await agent.getByRole('button', { name: 'Change objective' }).click();
    await expect.poll(() => path(agent)).toBe('/signup/selectObjective');
    await expect.poll(() => agent.getByRole('banner').count()).toBe(1);
  });

  it('an invalid summary link says so', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/s/not-a-real-link`);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('This link is invalid or has expired.');
  });

  it('a page chunk that fails to load reloads the page once with retry=true', async () => {
    const page = await app.newPage();
    let failed = 0;
    await page.route(/\/assets\/signup-page-[^/]+\.js$/, async (route) => {
      if (failed++ === 0) await route.abort();
      else await route.continue();
    });
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) loads.push(new URL(request.url()).search);
    });
    await page.goto(`${app.server.baseUrl}/signup?refcode=spring`);
    await expect.poll(() => heading(page).textContent()).toBe("Let's get started");
    expect(failed).toBe(2);
    expect(loads).toEqual(['?refcode=spring', '?refcode=spring&retry=true']);
  });

  it("the page's code is served compressed and cached for good, the page itself revalidated", async () => {
    const page = await fetch(`${app.server.baseUrl}/signup`);
    expect(page.headers.get('cache-control')).not.toContain('immutable');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${app.server.baseUrl}${String(script)}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('a white-label portal shows its own logo, title and colours for the whole visit; an unknown one goes to login (55)', async () => {
    const page = await app.newPage();
    await page.goto(`${app.server.baseUrl}/signup?portalDomain=partner.localhost`);
    await expect.poll(() => page.title()).toBe("Brightlane Ads | Let's get started");
    expect(await page.getByRole('banner').getByRole('img', { name: 'Brightlane Ads' }).count()).toBe(1);
    const brand = await page.evaluate<string>("getComputedStyle(document.documentElement).getPropertyValue('--brand')");
    expect(brand).toBe('#0f7b6c');
    await page.getByLabel('United Kingdom').check();
    await page.getByLabel('I accept the terms of service').check();
    await page.getByLabel('I accept the privacy policy').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.title()).toBe('Brightlane Ads | Business details');

    // AP §8: an invalid portal sends the user to login, on this host's own portal.
    const unknown = await app.newPage();
    await unknown.goto(`${app.server.baseUrl}/signup?portalDomain=nope.example`);
    await expect.poll(() => new URL(unknown.url()).pathname).toBe('/login');
    expect(await unknown.evaluate<string | null>("sessionStorage.getItem('adflow.portalDomain')")).toBeNull();
  });

  it('the last step finishes the flow where the user is; /signup then resumes nothing (OL §4: past budget) and leads to the dashboard, with no loop', async () => {
    const sessionId = await sessionAt(app.server, 'onboarding', 'launching');
    // Launching locks the run's funds (AP §5): paid beforehand, the step's Next launches at once.
    await payForSession(app.server, sessionId, ownerHeaders(sessionId));
    const page = await visitorWith('onboarding', sessionId);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/sessions/')) requests.push(request.url());
    });
    await page.goto(`${app.server.baseUrl}/signup/launching`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('All done.').count()).toBe(1);
    expect(path(page)).toBe('/signup/launching');
    expect((await sessionOf(sessionId)).launchState).toBe(2000);
    await page.goto(`${app.server.baseUrl}/signup`);
    await expect.poll(() => path(page)).toMatch(/^\/app\/\d+\/dashboard$/);
    const settled = requests.length;
    await page.waitForTimeout(500);
    expect(requests.length).toBe(settled);
  });
});
