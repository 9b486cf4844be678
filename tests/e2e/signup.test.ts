import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '../../engine/index.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { pageOfSession, sessionAt } from '../support/walk.ts';

const app = browserAppForFile();
let page: Page;

beforeAll(async () => {
  page = await app.newPage();
});

const heading = () => page.getByRole('heading', { level: 1 });
const next = () => page.getByRole('button', { name: 'Next' }).click();

// A browser is slower than a request: each walk gets more than vitest's default 5 s.
describe('signup in a browser (onboarding-and-launch §2, §5)', { timeout: 30_000 }, () => {
  it('a new user confirms the country and terms, fills business details and reaches the location step', async () => {
    await page.goto(`${app.server.baseUrl}/signup`);
    await expect.poll(() => heading().textContent()).toBe("Let's get started");
    expect(new URL(page.url()).pathname).toBe('/signup/confirmation');
    await expect.poll(() => page.title()).toBe("adflow | Let's get started");
    await expect.poll(() => page.getByRole('button', { name: 'Back' }).count()).toBe(0);

    await page.getByLabel('United Kingdom').check();
    await page.getByLabel('I accept the terms of service').check();
    await page.getByLabel('I accept the privacy policy').check();
    await next();

    await expect.poll(() => heading().textContent()).toBe('Business details');
    expect(new URL(page.url()).pathname).toBe('/signup/businessDetails');
    await expect.poll(() => page.title()).toBe('adflow | Business details');
    expect(await page.getByText('Step 1 of 6: Business').count()).toBe(1);

    // §5: a required field left empty says so, and nothing is sent.
    await next();
    await expect.poll(() => page.getByText(REQUIRED_MESSAGE).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/signup/businessDetails');

    await page.getByLabel('none of these').check();
    await page.getByLabel('Business name').fill('Pune Daily Bakes');
    await next();
    await expect.poll(() => heading().textContent()).toBe('Business location');
    expect(new URL(page.url()).pathname).toBe('/signup/businessLocationDetails');

    const sessionId = await page.evaluate(() => localStorage.getItem('adflow.session.onboarding'));
    const session = (await app.server.request('GET', `/api/sessions/${String(sessionId)}`)).body;
    expect(session).toMatchObject({
      step: 'businessLocationDetails',
      launchState: 200,
      data: {
        confirmation: { region: 'GB', isTosAccepted: true, isPrivacyPolicyAccepted: true },
        businessDetails: { presence: 'none', name: 'Pune Daily Bakes' },
      },
    });
  });

  it('BACK shows the step before with its saved answers', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => heading().textContent()).toBe('Business details');
    expect(await page.getByLabel('Business name').inputValue()).toBe('Pune Daily Bakes');
  });

  it('a step ahead of the stored launch state shows the stored step (§4)', async () => {
    await page.goto(`${app.server.baseUrl}/signup/budget`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signup/businessLocationDetails');
    expect(await heading().textContent()).toBe('Business location');
  });

  it('the address goes on to the phone step, whose widget defaults to the confirmed country', async () => {
    // The form shows field titles, not the schema's own title.
    expect(await page.getByText('BusinessLocationDetailsStep').count()).toBe(0);
    await page.getByLabel(/^Building and street\*?$/).fill('14 Call Lane');
    await page.getByLabel('City').fill('Leeds');
    // A British address has a county where an Indian one has a state and a PIN code (decision 461).
    await page.getByLabel('County').fill('West Yorkshire');
    await page.getByLabel('Postcode').fill('LS1 6DT');
    await page.getByLabel('Country').selectOption({ label: 'India' });
    await page.getByLabel('PIN code').waitFor();
    expect(await page.getByLabel('State').inputValue()).toBe('West Yorkshire');
    await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    // The address's country defaults to the country confirmed on the first screen.
    expect(await page.getByLabel('Country').locator('option:checked').textContent()).toBe('United Kingdom');
    await next();
    await expect.poll(() => heading().textContent()).toBe('Mobile number for calls');
    expect(new URL(page.url()).pathname).toBe('/signup/businessPhoneNumber');
    expect(await page.getByLabel('Country').inputValue()).toBe('GB');
    // The dial code first, which a narrow field does not cut.
    expect(await page.getByLabel('Country').locator('option:checked').textContent()).toBe('+44 United Kingdom');
    expect(await page.getByLabel('Mobile number').getAttribute('maxlength')).toBe('25');
    // The example is a number as the chosen country writes it, not an Indian one for Leeds.
    expect(await page.getByLabel('Mobile number').getAttribute('placeholder')).toBe('07400 123456');
  });

  it('the phone widget: a number that is not a real one is refused, a real Indian one saved (§5)', async () => {
    // Digits the schema's pattern takes, but no UK number.
    await page.getByLabel('Mobile number').fill('0123 456');
    await next();
    await expect.poll(() => page.getByText('Please provide a valid phone number').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/signup/businessPhoneNumber');

    // The searchable list narrows to India, whose dial code is then stored with the number.
    await page.getByLabel('Search countries').fill('india');
    await page.getByLabel('Country').selectOption('IN');
    expect(await page.getByLabel('Mobile number').getAttribute('placeholder')).toBe('081234 56789');
    await page.getByLabel('Mobile number').fill('98220 12345');
    await next();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/signup/businessPhoneNumber');

    const sessionId = await page.evaluate(() => localStorage.getItem('adflow.session.onboarding'));
    const session = (await app.server.request('GET', `/api/sessions/${String(sessionId)}`)).body;
    expect(session.data.businessLocationDetails).toEqual({
      address: {
        addressLine: '14 Call Lane',
        city: 'Leeds',
        state: 'West Yorkshire',
        postcode: 'LS1 6DT',
        countryCode: 'GB',
      },
    });
    expect(session.data.businessPhoneNumber).toEqual({ dialCode: '+91', phoneNumber: '98220 12345' });
  });
});

// Every state the progress lines pass through, "shown/ticked", as the page draws them (run in the
// page, where the tests' TypeScript has no DOM: hence a script's text).
const PROGRESS_RECORDER = `
  window.progressSeen = [];
  new MutationObserver(() => {
    const shown = document.querySelectorAll('.progress-lines li').length;
    if (shown === 0) return;
    const state = shown + '/' + document.querySelectorAll('.progress-lines li[data-done="true"]').length;
    if (window.progressSeen.at(-1) !== state) window.progressSeen.push(state);
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;

/** A fresh browser resuming an onboarding session walked to `route`, with `motion` as the system asks. */
async function resumedAt(route: string, motion: 'reduce' | 'no-preference' = 'no-preference'): Promise<Page> {
  const sessionId = await sessionAt(app.server, 'onboarding', route);
  return pageOfSession(app, 'onboarding', sessionId, route, async (opened) => {
    await opened.emulateMedia({ reducedMotion: motion });
    await opened.context().addInitScript({ content: PROGRESS_RECORDER });
  });
}

/** The lines an animation screen shows, and how many of them are ticked off. */
async function progressOf(opened: Page) {
  const lines = opened.getByRole('list').last().getByRole('listitem');
  const texts = (await lines.allTextContents()).map((text) => text.replace(/in progress$/, ''));
  const ticked = await opened.locator('li[data-done="true"]').count();
  return { texts, ticked };
}

const progressSeen = (opened: Page) => opened.evaluate<unknown>('window.progressSeen');

// Issue 20: the animation screens were a title and a Next button.
describe('the animation screens say what is being done (OL §2 animations)', { timeout: 60_000 }, () => {
  it.each([
    [
      'businessDetailsCaptured',
      'Business details captured',
      [
        'Your business details are saved',
        'Your services are matched with what people search for',
        'Next: who your ads are for and what they should bring you',
      ],
    ],
    [
      'creative',
      'Your ads are ready',
      ['Your ad images are made', 'Your ad texts are written', 'Next: a few choices before your ads go live'],
    ],
    [
      'adAccountSetup',
      'Setting up your ad accounts',
      [
        'Preparing your campaign for the channels you chose',
        'Checking your targeting and budget',
        'Almost ready to launch',
      ],
    ],
  ])('%s: its lines appear one by one and are ticked off; NEXT goes on', async (route, title, lines) => {
    const opened = await resumedAt(route);
    await expect.poll(() => opened.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await expect.poll(async () => progressOf(opened), { timeout: 15_000 }).toEqual({ texts: lines, ticked: 3 });
    // One line at a time: each shown under way, then ticked off before the next one shows.
    expect(await progressSeen(opened)).toEqual(['1/0', '2/1', '3/2', '3/3']);
    await opened.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(opened.url()).pathname).not.toBe(`/signup/${route}`);
    await opened.close();
  });

  it('a system that asks for less motion sees every line ticked at once', async () => {
    const opened = await resumedAt('businessDetailsCaptured', 'reduce');
    await expect.poll(() => opened.getByRole('heading', { level: 1 }).textContent()).toBe('Business details captured');
    await expect.poll(async () => (await progressOf(opened)).ticked).toBe(3);
    expect(await progressSeen(opened)).toEqual(['3/3']);
    await opened.close();
  });
});
