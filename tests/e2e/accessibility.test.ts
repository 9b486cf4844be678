import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { formatISO } from 'date-fns/formatISO';
import type { Locator, Page, Request, Route } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { seriousViolations as violationsOf } from '../support/axe.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { project } from '../support/project.ts';
import { LINK_ACCOUNTS_SCHEMA, withLinkedPage } from '../../scripts/link-social-page.ts';
import { emailOtpFor } from '../support/otp.ts';
import { checkScreen, emptyScreenCheck } from '../support/screen-check.ts';
import { linkPageForSession } from '../support/social-link.ts';
import { browserStorageFor, ownerHeaders, sessionAt } from '../support/walk.ts';

/**
 * The issue's bar: axe-core finds no serious or critical violation on any screen, and the custom
 * widgets work with a keyboard alone; at a phone's width every screen fits without scrolling
 * sideways, its targets 44 px high (issue 23). Every onboarding screen is also compared with its
 * committed screenshots, at both widths, in English and in Hebrew (issue 23; `UPDATE_SCREENS=1`
 * writes them anew). One app, one browser; one page per walked session.
 */
const app = browserAppForFile();
// A day as the steps write it (ISO).
const DATED = /\d{4}-\d{2}-\d{2}/;

/**
 * The schemas' examples name their logo and photos on a CDN this machine cannot reach: the page is
 * given a picture for them, so a screen that shows an uploaded image is photographed with one
 * instead of a broken image's frame. A diagonal blend of the examples' brand colours.
 */
const EXAMPLE_IMAGE = (() => {
  const side = 240;
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const share = (x + y) / (2 * side);
      const at = (y * side + x) * 4;
      png.data[at] = Math.round(0x7a + (0xf2 - 0x7a) * share);
      png.data[at + 1] = Math.round(0x1f + (0xe8 - 0x1f) * share);
      png.data[at + 2] = Math.round(0x5c + (0xdc - 0x5c) * share);
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
})();

/** A page that resumes `sessionId` of `flowId` as a returning visitor (the session id in localStorage). */
async function pageFor(flowId: string, sessionId: string): Promise<Page> {
  const page = await app.newPage();
  await page.context().addInitScript(
    ([flow, storage]) => {
      const { localStorage } = globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } };
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      // /signup runs the flow this browser was last in (an agent's, a shortened one).
      localStorage.setItem('adflow.signup.flow', flow);
    },
    [flowId, browserStorageFor(flowId, sessionId)] as const,
  );
  return page;
}

/** The screen of `step`, its async parts settled: the heading, then the generated creatives' cards. */
async function openStep(page: Page, flowId: string, step: string, language?: Language): Promise<void> {
  const route = project.flow(flowId).routeOf(step, { id: 1 });
  const url = `${app.server.baseUrl}/signup/${route ?? ''}${language === undefined ? '' : `?lng=${language}`}`;
  // A routed page hands each of its requests to this process and loads without Chromium's cache
  // (every script fetched and compiled anew): opening a screen took twice Chromium's CPU. A screen
  // is opened bare first, and again with the routes only if it asked for what they answer.
  const asked: Request[] = [];
  const note = (request: Request) => {
    if (ROUTED.some((pattern) => pattern.test(request.url()))) asked.push(request);
  };
  page.on('request', note);
  await showStep(page, url);
  page.off('request', note);
  if (asked.length > 0) {
    await routeExamples(page);
    await showStep(page, url);
  }
}

const CDN = 'https://cdn.adflow.app/**';
const CHECKOUT = '**/api/localbusiness/*/checkout';
// The requests of CDN and CHECKOUT.
const ROUTED = [/^https:\/\/cdn\.adflow\.app\//, /\/api\/localbusiness\/[^/]+\/checkout$/];

/** The routes of a screen that shows the examples' pictures or a run's dates; undone by unrouteAll. */
async function routeExamples(page: Page): Promise<void> {
  await page.route(CDN, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: EXAMPLE_IMAGE }));
  await page.route(CHECKOUT, fixedRunDates);
}

/** Loads `url` and waits for its screen's async parts to settle. */
async function showStep(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The step's lazily loaded widgets are there, and have asked for what they show.
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  if ((await main.locator('.creative-preview').count()) > 0) {
    await main.getByRole('radio').first().or(main.getByRole('alert')).waitFor({ timeout: 60_000 });
  }
  await expect.poll(() => main.getByText(/^Loading/).count()).toBe(0);
  // Ads being made or drawn say so in a status line until they are there; an animation screen
  // ticks its lines off one by one. The screen is photographed once all are done.
  const working = main.locator(
    '.creative-preview-status:not(:empty), .ad-preview-status[role=status], .progress-screen[data-finished=false], [aria-busy=true]',
  );
  await expect.poll(() => working.count(), { timeout: 60_000 }).toBe(0);
  await page.waitForFunction('[...document.images].every((image) => image.complete)');
}

interface Walk {
  readonly flowId: string;
  /** Flags the session starts with: those no answer sets (autoGenerated). */
  readonly flags?: Readonly<Record<string, boolean>>;
  /** Answers that set flags (manualDetails, severalServices); the rest are the schemas' first examples. */
  readonly answers?: Readonly<Record<string, unknown>>;
  /** Steps left once by EDIT (to their edit screens) before NEXT. */
  readonly edits?: readonly string[];
  /** Where the walk ends; that screen is checked too. */
  readonly until: string;
}

const LANGUAGES = ['en', 'he'] as const;
type Language = (typeof LANGUAGES)[number];

/**
 * A step's screen in each language against its committed screenshots, with the phone-fit and axe
 * checks of checkScreen: its findings as lines. What changes with the day (the run's dates, the
 * footer's year) is masked.
 */
/**
 * The launching step's checkout as if the run began on one fixed day: its dates and the name made
 * from them are words whose length changes with the month, and a line that wraps elsewhere moves
 * everything under it. Masking alone would leave that.
 */
async function fixedRunDates(route: Route): Promise<void> {
  const response = await route.fetch();
  const checkout = (await response.json()) as { campaign: { startDate: string; endDate: string; name: string } };
  const { campaign } = checkout;
  const shift = differenceInCalendarDays(FIXED_START, campaign.startDate);
  const shifted = (day: string) => formatISO(addDays(day, shift), { representation: 'date' });
  checkout.campaign = {
    ...campaign,
    startDate: shifted(campaign.startDate),
    endDate: shifted(campaign.endDate),
    name: campaign.name.replace(/[A-Z][a-z]{2} \d{4}$/, 'Oct 2026'),
  };
  await route.fulfill({ response, json: checkout });
}
const FIXED_START = '2026-10-15';

async function screenFindings(page: Page, flowId: string, step: string): Promise<string[]> {
  const check = emptyScreenCheck();
  for (const language of LANGUAGES) {
    await openStep(page, flowId, step, language);
    const dated = [page.getByText(DATED), page.getByRole('contentinfo')];
    await checkScreen(page, `${flowId}-${step.replaceAll('/', '-')}-${language}`, check, dated);
    await page.unrouteAll();
  }
  return [...check.differences.map(({ name, reason }) => `${name}: ${reason}`), ...check.problems];
}

/**
 * One session walked over the API, as the walk of tests/support does, but stopping on every screen
 * on the way that `checked` does not hold yet, to check it in one page: step -> its findings.
 */
async function checkWalk(
  { flowId, flags, answers = {}, edits = [], until }: Walk,
  checked: ReadonlySet<string>,
): Promise<Map<string, string[]>> {
  const started = await app.server.request(
    'POST',
    `/api/flows/${flowId}/sessions`,
    flags === undefined ? {} : { flags },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const sessionId = started.body.sessionId as string;
  const page = await pageFor(flowId, sessionId);
  const flow = project.flow(flowId);
  const found = new Map<string, string[]>();
  const edited = new Set<string>();
  let owner: Record<string, string> = {};
  let step = started.body.step as string;
  for (let moves = 0; ; moves++) {
    if (moves > 60) throw new Error(`${flowId} never reached ${until} (at ${step})`);
    if (!found.has(step) && !checked.has(step)) found.set(step, await screenFindings(page, flowId, step));
    if (step === until) break;
    const edit = edits.includes(step) && !edited.has(step);
    if (edit) edited.add(step);
    const example = (project.schema(flow.meta(step).schema) as { examples?: unknown[] }).examples?.[0];
    const path = `/api/sessions/${sessionId}/steps/${step}${edit ? '?event=EDIT' : ''}`;
    const given = await withRealOtp(flow.meta(step).schema, answers[step] ?? example ?? {});
    // OL §6: the link-accounts step takes only a page linked for the session (the local stand-in's).
    const data =
      flow.meta(step).schema === LINK_ACCOUNTS_SCHEMA
        ? withLinkedPage(given, await linkPageForSession(app.server, sessionId, owner))
        : given;
    const saved = await app.server.request('PUT', path, data, owner);
    expect(saved.status, `${step}: ${JSON.stringify(saved.body)}`).toBe(200);
    if (saved.body.signedIn !== undefined) {
      // Signed up at the e-mail step: the session is theirs from now on, in the API and the page.
      owner = { authorization: `Bearer ${saved.body.signedIn.accessToken as string}` };
      await page.evaluate((auth) => {
        localStorage.setItem('adflow.auth', auth);
      }, JSON.stringify(saved.body.signedIn));
    }
    step = saved.body.step as string;
  }
  await page.context().close();
  return found;
}

let walkers = 0;
/** The e-mail sign-up step's answer with a real OTP, for an address of this walk's own. */
async function withRealOtp(schemaRef: string, data: unknown): Promise<unknown> {
  if (schemaRef !== 'steps/email-signup.schema.json') return data;
  walkers += 1;
  const emailAddress = `axe-walker${walkers}@example.com`;
  return { ...(data as object), emailAddress, otp: await emailOtpFor(app.server, emailAddress) };
}

// Together they pass every step of the onboarding; some steps need a flag an answer or the start sets.
const WALKS: readonly Walk[] = [
  {
    flowId: 'onboarding',
    edits: ['imageCreativesCreative/preview', 'ImageCreativesAdPreview/preview', 'googleAds'],
    until: 'launching',
  },
  {
    flowId: 'onboarding',
    answers: {
      businessDetails: { presence: 'none', name: 'Pune Daily Bakes' },
      businessTypeServices: { category: 'Bakery', services: ['Birthday cakes', 'Sourdough bread'] },
    },
    until: 'promoteServices',
  },
  { flowId: 'onboarding', flags: { autoGenerated: true }, until: 'setupBusinessInfo' },
  { flowId: 'agent', until: 'summary' },
  { flowId: 'shortened', until: 'targetingv2' },
  { flowId: 'onboarding-v2', until: 'creativedetailsv2/preview' },
];

describe('axe-core finds no serious or critical violation', () => {
  // One test per walk, so each has a time limit of its own: together they took over 100 s on a busy
  // 2-core machine. The last one holds the assertions over all of them.
  describe('on every screen of the onboarding (each flag path) and the first ones of onboarding-v2', () => {
    const checked = new Set<string>();
    const failing: Record<string, string[]> = {};
    for (const walk of WALKS) {
      // Each screen is drawn in two languages and photographed at two widths in each: the longest
      // walk took 245 s of a CI run.
      it(`walks ${walk.flowId} until ${walk.until}`, { timeout: 600_000 }, async () => {
        for (const [step, findings] of await checkWalk(walk, checked)) {
          checked.add(step);
          if (findings.length > 0) failing[`${walk.flowId} ${step}`] = findings;
        }
      });
    }
    it('has checked every onboarding step and found no violation', () => {
      expect(project.flow('onboarding').steps.filter((step) => !checked.has(step))).toEqual([]);
      expect(failing).toEqual({});
    });
  });

  it('on a step showing the errors of a refused NEXT', { timeout: 30_000 }, async () => {
    const sessionId = await sessionAt(app.server, 'onboarding', 'businessDetails');
    const page = await pageFor('onboarding', sessionId);
    await openStep(page, 'onboarding', 'businessDetails');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.error-detail').first().waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await page.context().close();
  });

  it(
    'on the link-accounts step: its consent dialog, the permissions missing and the pages offered',
    { timeout: 30_000 },
    async () => {
      const sessionId = await sessionAt(app.server, 'onboarding', 'linkAccounts');
      const page = await pageFor('onboarding', sessionId);
      await openStep(page, 'onboarding', 'linkAccounts');
      const found: Record<string, string[]> = {};
      const connect = async (untick?: string) => {
        await page.getByRole('button', { name: /^Connect/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Sign in to the social network (local stand-in)' });
        await dialog.waitFor();
        if (!('dialog' in found)) found.dialog = await violationsOf(page);
        if (untick !== undefined) await dialog.getByRole('checkbox', { name: untick }).uncheck();
        await dialog.getByRole('button', { name: 'Continue' }).click();
      };
      await connect('Manage your ad accounts');
      await page.getByRole('alert').filter({ hasText: 'All requested permissions' }).waitFor();
      found.missing = await violationsOf(page);
      await connect();
      await page.getByRole('group', { name: 'Choose the page to advertise' }).waitFor();
      found.pages = await violationsOf(page);
      await page.context().close();
      expect(found).toEqual({ dialog: [], missing: [], pages: [] });
    },
  );

  it('on the home page, the 404 page and a summary link that cannot be opened', { timeout: 30_000 }, async () => {
    const page = await app.newPage();
    const found: Record<string, string[]> = {};
    for (const path of ['/', '/no-such-page', '/s/not-a-link']) {
      await page.goto(app.server.baseUrl + path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (path.startsWith('/s/')) await page.getByRole('alert').waitFor();
      found[path] = await violationsOf(page);
    }
    await page.context().close();
    expect(found).toEqual({ '/': [], '/no-such-page': [], '/s/not-a-link': [] });
  });
});

/** Whether `locator` has the keyboard focus. */
const isFocused = (locator: Locator) =>
  locator.evaluate(
    (element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
  );

/** Tab, as a keyboard user would, until `target` has the focus. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

describe('keyboard only', () => {
  it(
    'chooses an objective card with Tab and Space and goes on with Enter; focus is visible, then on the next heading',
    { timeout: 30_000 },
    async () => {
      const sessionId = await sessionAt(app.server, 'onboarding', 'selectObjective');
      const page = await pageFor('onboarding', sessionId);
      await openStep(page, 'onboarding', 'selectObjective');

      const card = page.getByRole('button', { name: 'Phone calls', exact: true });
      await tabTo(page, card);
      const outline = await card.evaluate(
        (element) =>
          (globalThis as unknown as { getComputedStyle(e: unknown): { outlineStyle: string } }).getComputedStyle(
            element,
          ).outlineStyle,
      );
      expect(outline).not.toBe('none');
      await page.keyboard.press('Space');
      expect(await card.getAttribute('aria-pressed')).toBe('true');
      await tabTo(page, page.getByRole('button', { name: 'Next' }));
      await page.keyboard.press('Enter');

      const heading = page.getByRole('heading', { level: 1, name: 'Offer details' });
      await heading.waitFor();
      // The new step's heading has the focus: a screen reader says where the user is.
      await expect.poll(() => isFocused(heading)).toBe(true);
      const session = await app.server.request('GET', `/api/sessions/${sessionId}`, undefined, ownerHeaders(sessionId));
      expect(session.body.data.selectObjective).toEqual({ objective: 1 });
      await page.context().close();
    },
  );

  it(
    'adds a service chip with Enter and removes it with its button; the focus stays in the field',
    { timeout: 30_000 },
    async () => {
      const sessionId = await sessionAt(app.server, 'onboarding', 'businessTypeServices', {
        businessDetails: { presence: 'none', name: 'Pune Daily Bakes' },
      });
      const page = await pageFor('onboarding', sessionId);
      await openStep(page, 'onboarding', 'businessTypeServices');

      const services = page.getByRole('textbox', { name: /^Services you offer/ });
      await tabTo(page, services);
      await page.keyboard.type('Birthday cakes');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'Birthday cakes added' }).count()).toBe(1);
      const remove = page.getByRole('button', { name: 'Remove Birthday cakes' });
      await tabTo(page, remove);
      await page.keyboard.press('Enter');
      await expect.poll(() => remove.count()).toBe(0);
      expect(await isFocused(services)).toBe(true);
      await page.context().close();
    },
  );

  it('the quit dialog takes the focus, keeps it, and Escape closes it', { timeout: 30_000 }, async () => {
    const sessionId = await sessionAt(app.server, 'onboarding', 'businessDetails');
    const page = await pageFor('onboarding', sessionId);
    await openStep(page, 'onboarding', 'businessDetails');

    const home = page.getByRole('banner').getByRole('link').first();
    await tabTo(page, home);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to quit sign up' });
    await dialog.waitFor();
    expect(await violationsOf(page)).toEqual([]);
    const stay = dialog.getByRole('button', { name: 'Stay' });
    expect(await isFocused(stay)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(dialog.getByRole('button', { name: 'Quit' }))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(stay)).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/signup/businessDetails');
    expect(await isFocused(home)).toBe(true);
    await page.context().close();
  });
});
