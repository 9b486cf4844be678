import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { User } from '../../server/modules/accounts/entities.ts';
import { setStaff } from '../../server/modules/accounts/staff.ts';
import { signedInUser, type SignedInUser } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { fillPasswordLogin } from '../support/browser-sign-in.ts';

/**
 * The flow studio (issue 9) in a browser: staff edit a step's schema beside its preview and
 * publish; sessions already started keep their version; breaking changes are reported before
 * publishing; nobody else gets in.
 */
// A server of its own: publishing a flow changes it for every later session on the database.
const app = browserAppForFile({ ownServer: true });

const url = (path: string) => `${app.server.baseUrl}${path}`;
const pathOf = (page: Page) => new URL(page.url()).pathname;
const statusOf = (page: Page) => page.getByRole('region', { name: 'Draft' }).getByRole('status');
const CONFIRMATION = 'steps/confirmation.schema.json';
const CONFIRMATION_UI = 'steps/confirmation.ui.json';
const confirmation = { region: 'GB', isTosAccepted: true, isPrivacyPolicyAccepted: true };

async function staffMember(): Promise<SignedInUser> {
  const user = await signedInUser(app.server);
  const em = app.server.orm.em.fork();
  setStaff(await em.findOneOrFail(User, { id: user.userId }), true);
  await em.flush();
  return user;
}

/**
 * Opens a studio page signed out, signs in on the login page it leads to, and comes back to it
 * inside the app (a reload right after signing in may not see the tokens it stored, decision 443).
 */
async function signIn(user: SignedInUser, path = '/studio'): Promise<Page> {
  const page = await app.newPage();
  await page.goto(url(path));
  await expect.poll(() => pathOf(page)).toBe('/login');
  await fillPasswordLogin(page, user.emailAddress);
  await expect.poll(() => pathOf(page)).toBe(path);
  return page;
}

async function newSession(): Promise<{ sessionId: string; flowVersion: number }> {
  const created = await app.server.request('POST', '/api/flows/onboarding/sessions', {});
  expect(created.status).toBe(201);
  return created.body;
}

const confirmationFields = async (sessionId: string): Promise<string[]> => {
  const { body } = await app.server.request('GET', `/api/sessions/${sessionId}/step?route=confirmation`);
  return Object.keys(body.schema.properties);
};

/** Opens onboarding's confirmation step in the studio, from the list and the graph. */
async function openConfirmation(page: Page): Promise<void> {
  if (pathOf(page) !== '/studio') await page.goto(url('/studio'));
  await page.getByRole('link', { name: 'onboarding', exact: true }).click();
  // A long flow does not fit the canvas at a readable size: the node's button is reached by keyboard.
  const node = page.getByRole('button', { name: /^Edit step confirmation / });
  await node.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('heading', { name: 'Step confirmation' }).count()).toBe(1);
}

/** Replaces the text of the code editor named `label` (select all, then the new text). */
async function replaceText(page: Page, label: string, value: unknown): Promise<void> {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(JSON.stringify(value, null, 2));
}

/** The newest version's confirmation schema and uiSchema with one more field, typed into the editors. */
async function addField(page: Page, staff: SignedInUser, name: string, title: string, required: boolean) {
  const studio = (path: string) =>
    app.server.request('GET', `/api/studio/flows/onboarding${path}`, undefined, staff.auth);
  const newest = (await studio('/versions')).body.versions[0].version;
  const { bundle } = (await studio(`/versions/${newest}`)).body;
  const schema = bundle.schemas[CONFIRMATION];
  schema.properties[name] = { type: 'string', maxLength: 100, title };
  if (required) schema.required.push(name);
  const uiSchema = bundle.uiSchemas[CONFIRMATION_UI];
  uiSchema['ui:order'].push(name);
  await replaceText(page, `Schema (${CONFIRMATION})`, schema);
  await replaceText(page, `uiSchema (${CONFIRMATION_UI})`, uiSchema);
}

describe('the flow studio (issue 9)', { timeout: 90_000 }, () => {
  it('a user who is not staff cannot open /studio, and its API answers 403', async () => {
    const customer = await signedInUser(app.server);
    expect((await app.server.request('GET', '/api/studio/flows', undefined, customer.auth)).status).toBe(403);
    const page = await signIn(customer);
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Only product staff may use the flow studio.');
    expect(await page.getByRole('table').count()).toBe(0);
    // Signed out: login first, with the way back.
    const visitor = await app.newPage();
    await visitor.goto(url('/studio'));
    await expect.poll(() => pathOf(visitor)).toBe('/login');
  });

  it("a flow that cannot be opened says why and offers to try again, in words (the studio's own page)", async () => {
    const page = await signIn(await staffMember(), '/studio/no-such-flow');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/no-such-flow/);
    // Its texts were once shown as their keys ("money.retry"): the studio loads no other page's catalogue.
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await page.getByRole('main').innerText()).not.toMatch(/money\./);
  });

  it('staff add a field, see it in the preview, publish; a session started before keeps its version', async () => {
    const before = await newSession();
    const staff = await staffMember();
    const page = await signIn(staff);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Flow studio');
    expect(await seriousViolations(page)).toEqual([]);
    await openConfirmation(page);
    await expect
      .poll(() => page.getByRole('region', { name: 'Preview' }).getByText('Country').count())
      .toBeGreaterThan(0);

    await addField(page, staff, 'heardFrom', 'How did you hear of us?', false);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.getByLabel('How did you hear of us?').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => statusOf(page).textContent()).toBe('The draft is saved.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(() => statusOf(page).textContent())
      .toBe('Version 2 is published. Sessions already started stay on their version; new ones start on this one.');

    // The session started before stays on version 1; a new one gets the field.
    expect(before.flowVersion).toBe(1);
    expect(await confirmationFields(before.sessionId)).not.toContain('heardFrom');
    const after = await newSession();
    expect(after.flowVersion).toBe(2);
    expect(await confirmationFields(after.sessionId)).toContain('heardFrom');
  });

  it('a breaking change is reported before publishing, and publishing it asks first', async () => {
    const passed = await newSession();
    const submitted = await app.server.request(
      'PUT',
      `/api/sessions/${passed.sessionId}/steps/confirmation`,
      confirmation,
    );
    expect(submitted.status).toBe(200);
    const staff = await staffMember();
    const page = await signIn(staff);
    await openConfirmation(page);
    await addField(page, staff, 'promoCode', 'Promo code', true);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => statusOf(page).textContent()).toBe('The draft is saved.');

    await page.getByRole('button', { name: 'Validate' }).click();
    const breaking = page.locator('.report-findings li.breaking');
    await expect.poll(() => breaking.count()).toBe(1);
    expect(await breaking.textContent()).toMatch(
      /^Breaking: Step "confirmation" now requires "promoCode", and \d+ live sessions? already passed it/,
    );

    await page.getByRole('button', { name: 'Publish' }).click();
    const question = page.getByRole('alertdialog');
    await question.waitFor();
    expect(await question.textContent()).toContain('Publishing affects sessions already under way:');
    expect(await seriousViolations(page)).toEqual([]);
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect((await newSession()).flowVersion).toBe(2);
  });

  it('the funnel tab shows per step what the funnel call counts, with a refused field and its message', async () => {
    const staff = await staffMember();
    const { sessionId } = await newSession();
    // One refused submission (terms not accepted), then the step is passed.
    const refused = await app.server.request('PUT', `/api/sessions/${sessionId}/steps/confirmation`, {
      ...confirmation,
      isTosAccepted: 'yes',
    });
    expect(refused.status).toBe(400);
    expect(
      (await app.server.request('PUT', `/api/sessions/${sessionId}/steps/confirmation`, confirmation)).status,
    ).toBe(200);
    const funnel = await app.server.request('GET', '/api/studio/flows/onboarding/funnel', undefined, staff.auth);
    expect(funnel.status).toBe(200);
    const counted = (funnel.body.steps as { step: string; entered: number; submitted: number }[]).find(
      (step) => step.step === 'confirmation',
    );
    expect(counted?.submitted).toBeGreaterThanOrEqual(1);

    const page = await signIn(staff, '/studio/onboarding/funnel');
    const table = page.getByRole('table', { name: 'Users per step' });
    const row = table.getByRole('row', { name: /^confirmation / });
    await expect.poll(() => row.count()).toBe(1);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(0, 2)).toEqual([String(counted?.entered), String(counted?.submitted)]);
    expect(cells[4]).toContain('/isTosAccepted');
    expect(await seriousViolations(page)).toEqual([]);
  });

  // Decision 333: the policy lets every page above do all it did, payment scripts and styles included.
  it('the graph shows what each step runs on the server: budget its promo check, launching the launch', async () => {
    const page = await signIn(await staffMember());
    await page.getByRole('link', { name: 'onboarding', exact: true }).click();
    await expect
      .poll(() => page.getByRole('button', { name: /^Edit step budget / }).getAttribute('aria-label'))
      .toContain('on submit: applyPromo, keepDraftCampaign');
    expect(await page.getByRole('button', { name: /^Edit step launching / }).getAttribute('aria-label')).toContain(
      'on submit: lockLaunchFunds',
    );
    // A step that runs nothing says nothing about it.
    expect(
      await page.getByRole('button', { name: /^Edit step confirmation / }).getAttribute('aria-label'),
    ).not.toContain('on submit');
  });

  it('no page broke the content security policy', () => {
    expect(app.cspViolations).toEqual([]);
  });
});
