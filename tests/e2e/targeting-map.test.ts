import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { PHONE_WIDTH } from '../support/phone-fit.ts';
import { pageOfSession, sessionAt } from '../support/walk.ts';

/**
 * Issue 24: the location step's map, in a browser. Near the business, the circle of the chosen
 * radius around it; specific areas, the picked places marked, an Indian PIN code among them. The
 * map draws without any tile server: its land ships with the app.
 */
const app = browserAppForFile();

const FLOW = 'onboarding';
const INDIA = {
  confirmation: { region: 'IN', isTosAccepted: true, isPrivacyPolicyAccepted: true },
  businessLocationDetails: {
    address: {
      addressLine: 'Shop 3, Lane 7',
      city: 'Pune',
      state: 'Maharashtra',
      postcode: '411001',
      countryCode: 'IN',
    },
  },
};

async function locationStep(answers = INDIA, region = 'IN'): Promise<Page> {
  const sessionId = await sessionAt(app.server, FLOW, 'locationTargeting', answers, {}, region);
  const page = await pageOfSession(app, FLOW, sessionId, 'locationTargeting');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

const map = (page: Page, caption: RegExp | string) => page.getByRole('figure', { name: caption });

/** The map's credits, as it shows them. */
const credits = (figure: Locator) => figure.locator('.leaflet-control-attribution').textContent();
const LAND = 'Land: Natural Earth';
const CITIES = 'countries-states-cities (ODbL)';
const INDIA_POST = 'India Post PIN directory (GODL-India)';

/** The town names shown on the map that run out of it (its edge cuts them), with their boxes. */
async function clippedTownNames(figure: Locator): Promise<string[]> {
  const frame = await figure.locator('.targeting-map-canvas').boundingBox();
  if (frame === null) throw new Error('the map is not drawn');
  const clipped: string[] = [];
  for (const label of await figure.locator('.map-town-label:visible').all()) {
    const box = await label.boundingBox();
    if (box === null) continue;
    const inside =
      box.x >= frame.x &&
      box.y >= frame.y &&
      box.x + box.width <= frame.x + frame.width &&
      box.y + box.height <= frame.y + frame.height;
    if (!inside)
      clipped.push(`${(await label.textContent()) ?? ''} ${JSON.stringify(box)} in ${JSON.stringify(frame)}`);
  }
  return clipped;
}

/** Once the towns are on the map: none of their names is cut by its edge, and some are shown. */
async function expectTownNamesInside(figure: Locator): Promise<void> {
  await expect.poll(() => figure.locator('.map-town-label').count()).toBeGreaterThan(0);
  await expect.poll(() => clippedTownNames(figure)).toEqual([]);
  expect(await figure.locator('.map-town-label:visible').count()).toBeGreaterThan(0);
}

describe('the targeting map (issue 24)', { timeout: 90_000 }, () => {
  it('near the business: the radius is drawn around its PIN code, and follows the chosen radius', async () => {
    const page = await locationStep();
    await page.getByLabel('Near my business').check();
    await page.getByLabel('kilometres').check();
    await page.getByRole('radio', { name: '5 km', exact: true }).check();
    const figure = map(page, 'Your ads show within 5 km of 411001, Pune, Maharashtra.');
    await figure.waitFor();
    // The land is drawn (no tiles, no connection needed), the circle and the business's marker on it.
    await expect.poll(() => figure.locator('.map-land path').count()).toBeGreaterThan(0);
    await expect.poll(() => figure.locator('path.map-radius').count()).toBe(1);
    expect(await figure.locator('path.map-business').count()).toBe(1);
    expect(await figure.locator('img').count()).toBe(0);
    // A town at the map's edge is named on its marker's other side, or not at all: no name is cut.
    await expectTownNamesInside(figure);
    // The credits name the sources of what is shown: in India, the PIN directory too (decision 444).
    await expect.poll(() => credits(figure)).toBe(`${LAND} · Places: ${CITIES}, ${INDIA_POST}`);

    await page.getByRole('radio', { name: '25 km' }).check();
    const wider = map(page, 'Your ads show within 25 km of 411001, Pune, Maharashtra.');
    await wider.waitFor();
    expect(await wider.locator('path.map-radius').count()).toBe(1);
    // The towns around name the map, which has no tiles to do it.
    expect(await wider.locator('path.map-town').count()).toBeGreaterThan(2);
    expect(await wider.locator('.map-town-label').count()).toBe(await wider.locator('path.map-town').count());
    await expectTownNamesInside(wider);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('in miles the caption and the circle say miles', async () => {
    const page = await locationStep();
    await page.getByLabel('Near my business').check();
    await page.getByLabel('miles').check();
    await page.getByRole('radio', { name: '10 miles' }).check();
    await map(page, 'Your ads show within 10 miles of 411001, Pune, Maharashtra.').waitFor();
  });

  it('specific areas: a PIN code and a city found by search are marked on the map', async () => {
    const page = await locationStep();
    await page.getByLabel('Specific postcodes or cities').check();
    await map(page, /^Search for a city, region or postcode/).waitFor();
    const search = page.getByRole('searchbox', { name: 'Search Locations' });
    const results = page.getByRole('list', { name: 'Places found' });
    await search.fill('560001');
    await results.getByRole('button', { name: /^560001, Bengaluru Urban, Karnataka/ }).click();
    await search.fill('Mysuru');
    await results
      .getByRole('button', { name: /^Mysuru/ })
      .first()
      .click();

    const figure = map(page, 'Your ads show in the places marked on the map.');
    await expect.poll(() => figure.locator('path.map-area').count()).toBe(2);
    await expect.poll(() => figure.getByText('560001, Bengaluru Urban, Karnataka').count()).toBe(1);
    expect(await figure.getByText(/^Mysuru, Karnataka/).count()).toBe(1);
    // Removing a chip takes its marker off.
    await page.getByRole('button', { name: /^Remove 560001/ }).click();
    await expect.poll(() => figure.locator('path.map-area').count()).toBe(1);
    await expect.poll(() => figure.getByText('560001, Bengaluru Urban, Karnataka').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a British business is placed at its city', async () => {
    // The address step's first example: 14 Call Lane, Leeds.
    const page = await locationStep({} as typeof INDIA, 'GB');
    await page.getByLabel('Near my business').check();
    await page.getByLabel('kilometres').check();
    await page.getByRole('radio', { name: '15 km' }).check();
    const figure = map(page, /^Your ads show within 15 km of Leeds/);
    await figure.waitFor();
    // No Indian data on a British map: India Post's directory is not credited.
    await expect.poll(() => credits(figure)).toBe(`${LAND} · Places: ${CITIES}`);
    await expectTownNamesInside(figure);
    // On a phone the map is narrower: the names are placed again.
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    await expectTownNamesInside(figure);
  });
});
