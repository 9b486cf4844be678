import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { walkOn } from '../../scripts/walk-session.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { payForSession } from '../support/pay.ts';
import { project } from '../support/project.ts';
import { browserStorageFor, sessionAt } from '../support/walk.ts';

/**
 * A leads campaign as its owner makes it (OL §3 objectives, calls to action per objective, lead
 * form; §5 its limits): the objective chosen on /signup decides the calls to action the ad copy
 * offers and asks for the lead form, and once launched a visitor sends that form at /lead/{id}.
 */
const app = browserAppForFile();

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const url = (path: string) => `${app.server.baseUrl}${path}`;

// OL §3: the calls to action a leads campaign allows.
const LEADS_CALLS_TO_ACTION = ['Get Offer', 'Learn More', 'Book Now', 'Apply Now', 'Get Quote'];
// OL §9 minimum in India, run continuously (the default week).
const BUDGET = { planId: 1, currencyCode: 'INR', dailyBudget: 350, budgetType: 1, scheduling: 1 };

async function next(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => heading(page).textContent()).toBe(title);
}

const sessionOf = async (sessionId: string, auth: Record<string, string> = {}) =>
  (await app.server.request('GET', `/api/sessions/${sessionId}`, undefined, auth)).body as {
    step: string;
    path: string;
    data: Record<string, Record<string, unknown>>;
  };

describe('a leads campaign from /signup (OL §3)', { timeout: 180_000 }, () => {
  it('the leads objective offers its calls to action and asks for the lead form; after launch a visitor sends it', async () => {
    const sessionId = await sessionAt(app.server, 'onboarding', 'selectObjective', {}, {}, 'IN');
    const page = await app.newPage();
    await page.context().addInitScript(
      (storage) => {
        for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      },
      browserStorageFor('onboarding', sessionId),
    );
    await page.goto(url('/signup'));
    await expect.poll(() => heading(page).textContent()).toBe('Choose your objective');
    await page.getByRole('button', { name: 'Leads' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pathOf(page)).not.toBe('/signup/selectObjective');

    // Offer and creatives as the walk answers them; the owner is back on the social ad preview.
    await walkOn(
      app.server.baseUrl,
      project,
      'onboarding',
      { sessionId, step: (await sessionOf(sessionId)).step, signedIn: null },
      'ImageCreativesAdPreview/preview',
    );
    await page.goto(url(`/signup/${(await sessionOf(sessionId)).path}`));
    await expect.poll(() => heading(page).textContent()).toBe('Social ad preview');

    // A leads campaign has no lead form yet: Next leads to the ad copy and its lead form.
    await next(page, 'Edit ad copy');
    expect(pathOf(page)).toMatch(/^\/signup\/imageCreativesAdDetailsEdit\/edit\/\d+$/);
    const callToAction = page.getByLabel(/^Call to action/);
    const offered = async () => (await callToAction.locator('option').allTextContents()).filter((text) => text !== '');
    await expect.poll(offered).toEqual(LEADS_CALLS_TO_ACTION);

    await page.getByLabel(/^Primary text/).fill('Free trial class this week');
    await callToAction.selectOption({ label: 'Book Now' });
    const leadForm = page.getByRole('group', { name: /^Lead form/ });
    await leadForm.getByLabel('Form title').fill('Book a free trial class');
    await leadForm.getByLabel('Form description').fill('Leave your details and we will call to fix a time.');
    await leadForm.getByLabel('Completion title').fill('Thanks, see you soon');
    await leadForm.getByLabel('Completion description').fill('We call back within one working day.');
    for (const field of ['Name', 'Phone', 'City']) await leadForm.getByLabel(field, { exact: true }).check();
    await page.getByLabel(/^Privacy policy link/).fill('https://www.yogapune.in/privacy');
    await next(page, 'Search ads');

    const walked = await walkOn(
      app.server.baseUrl,
      project,
      'onboarding',
      { sessionId, step: 'googleAds', signedIn: null },
      'launching',
      { answers: { budget: BUDGET }, outboxDir: app.server.outboxDir },
    );
    const auth = { authorization: `Bearer ${walked.signedIn?.accessToken ?? ''}` };
    // The server kept the objective the owner chose, whatever the browser sent.
    expect((await sessionOf(sessionId, auth)).data['imageCreativesAdDetailsEdit/edit']).toMatchObject({
      objective: 2,
      callToActionId: 6,
      leadForm: { formTitle: 'Book a free trial class', formFields: [1, 3, 5] },
    });
    await payForSession(app.server, sessionId, auth);
    const launched = await app.server.request('PUT', `/api/sessions/${sessionId}/steps/launching`, {}, auth);
    expect(launched.status).toBe(200);
    const checkout = await app.server.request('GET', `/api/localbusiness/${sessionId}/checkout`, undefined, auth);
    const campaignId = checkout.body.campaign.id as number;

    // A visitor of the campaign's lead form: the owner's texts, then the thank-you.
    const visitor = await app.newPage();
    await visitor.goto(url(`/lead/${String(campaignId)}`));
    await expect.poll(() => heading(visitor).textContent()).toBe('Book a free trial class');
    await visitor.getByText('Leave your details and we will call to fix a time.').waitFor();
    await visitor.getByLabel(/^Name\*?$/).fill('Meera Joshi');
    await visitor.getByLabel(/^Phone\*?$/).fill('098765 43210');
    await visitor.getByLabel(/^City\*?$/).fill('Pune');
    await visitor.getByLabel(/I have read and accept the privacy policy/).check();
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => heading(visitor).textContent()).toBe('Thanks, see you soon');
    await visitor.getByText('We call back within one working day.').waitFor();
    await page.context().close();
    await visitor.context().close();
  });
});
