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
const GB_POSTCODES = 'ONS Postcode Directory via postcodes.io (OGL; contains OS and Royal Mail data)';

interface Shown {
  readonly text: string;
  readonly box: { x: number; y: number; width: number; height: number };
}

/** An element of the page as the measuring below reads it (these tests have no DOM types). */
interface PageElement {
  readonly textContent: string | null;
  getBoundingClientRect(): Shown['box'];
  checkVisibility(options: { visibilityProperty: boolean }): boolean;
}

/**
 * What the map shows of `selector` (hidden names left out), with the boxes they take, measured at
 * one moment: names are placed again as the view moves.
 */
async function shownIn(figure: Locator, selector: string): Promise<Shown[]> {
  return figure.locator(selector).evaluateAll((elements) =>
    (elements as unknown as PageElement[])
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { text: element.textContent ?? '', box: { x, y, width, height } };
      })
      .filter(({ box }) => box.width > 0 && box.height > 0),
  );
}

/** The names (`selector`: the towns' by default) shown on the map that run out of it (its edge cuts them). */
async function clippedNames(figure: Locator, selector = '.map-town-label'): Promise<string[]> {
  const frame = await figure.locator('.targeting-map-canvas').boundingBox();
  if (frame === null) throw new Error('the map is not drawn');
  return (await shownIn(figure, selector))
    .filter(
      ({ box }) =>
        box.x < frame.x ||
        box.y < frame.y ||
        box.x + box.width > frame.x + frame.width ||
        box.y + box.height > frame.y + frame.height,
    )
    .map(({ text, box }) => `${text} ${JSON.stringify(box)} in ${JSON.stringify(frame)}`);
}

const overlap = (a: Shown['box'], b: Shown['box']) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Every name on the map (the business's, the picked places', the towns') that lies on another
 * name, on a marker (its own too) or on the map's buttons and credits: "name / what it covers".
 */
async function overlappingNames(figure: Locator): Promise<string[]> {
  const names = await shownIn(figure, '.leaflet-tooltip');
  const markers = await shownIn(figure, 'path.map-business, path.map-area, path.map-town');
  const controls = await shownIn(figure, '.leaflet-control');
  return names.flatMap((name, index) => [
    ...names
      .slice(index + 1)
      .filter((other) => overlap(name.box, other.box))
      .map((other) => `${name.text} / ${other.text}`),
    ...markers.filter((marker) => overlap(name.box, marker.box)).map(() => `${name.text} / a marker`),
    ...controls.filter((control) => overlap(name.box, control.box)).map(() => `${name.text} / a control`),
  ]);
}

/** Once the towns are on the map: none of their names is cut by its edge, and some are shown. */
async function expectTownNamesInside(figure: Locator): Promise<void> {
  await expect.poll(() => figure.locator('.map-town-label').count()).toBeGreaterThan(0);
  await expect.poll(() => clippedNames(figure)).toEqual([]);
  expect(await figure.locator('.map-town-label:visible').count()).toBeGreaterThan(0);
}

/** No name on the map is cut by its edge or lies on another name, a marker or a control. */
async function expectNamesApartAndInside(figure: Locator): Promise<void> {
  await expect.poll(() => clippedNames(figure, '.leaflet-tooltip')).toEqual([]);
  await expect.poll(() => overlappingNames(figure)).toEqual([]);
}

/**
 * Picks places in the specific areas' search, each by what is typed and the found place's name (a
 * string: exactly that name); the map that then shows them.
 */
async function pickPlaces(page: Page, picks: readonly (readonly [string, string | RegExp])[]): Promise<Locator> {
  await page.getByLabel('Specific postcodes or cities').check();
  const search = page.getByRole('searchbox', { name: 'Search Locations' });
  const results = page.getByRole('list', { name: 'Places found' });
  for (const [typed, name] of picks) {
    await search.fill(typed);
    await results.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name }).click();
  }
  return map(page, 'Your ads show in the places marked on the map.');
}

/** A few of the page's frames: what the map does on a resize or after a zoom is done by then. */
const frames = (page: Page) =>
  page.evaluate(
    'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))))',
  );

describe('the targeting map (issue 24)', { timeout: 90_000 }, () => {
  it('near the business: the radius is drawn around its PIN code, and follows the chosen radius', async () => {
    const page = await locationStep();
    // It opens near the business at 10 km, the circle drawn (decision 482).
    expect(await page.getByLabel('Near my business').isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: '10 km', exact: true }).isChecked()).toBe(true);
    await map(page, 'Your ads show within 10 km of 411001, Pune, Maharashtra.').locator('path.map-radius').waitFor();
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

  it('the picked places are fitted again when the window narrows, until the user moves the map', async () => {
    const page = await locationStep();
    // Kolkata lies far to the east: the two are spread across the map's width.
    const figure = await pickPlaces(page, [
      ['Pune', 'Pune, Maharashtra (City or town)'],
      ['Kolkata', /^Kolkata, West Bengal \(City or town\)/],
    ]);
    const places = figure.locator('path.map-area');
    await expect.poll(() => places.count()).toBe(2);
    /** How many of the picked places' markers lie wholly inside the map's frame. */
    const placesInside = async () => {
      const frame = await figure.locator('.targeting-map-canvas').boundingBox();
      const boxes = await Promise.all((await places.all()).map((place) => place.boundingBox()));
      return boxes.filter(
        (box) =>
          frame !== null &&
          box !== null &&
          box.x >= frame.x &&
          box.x + box.width <= frame.x + frame.width &&
          box.y >= frame.y &&
          box.y + box.height <= frame.y + frame.height,
      ).length;
    };
    await expect.poll(placesInside).toBe(2);
    // A phone turned, a window narrowed: both places are shown again.
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    await expect.poll(placesInside).toBe(2);
    // Once the user zooms, the view is theirs: a wider window keeps their zoom.
    const spread = async () => {
      const [first, second] = await Promise.all((await places.all()).map((place) => place.boundingBox()));
      return Math.hypot((first?.x ?? 0) - (second?.x ?? 0), (first?.y ?? 0) - (second?.y ?? 0));
    };
    const fitted = await spread();
    await figure.getByRole('button', { name: 'Zoom out' }).click();
    // A level out: the places lie half as far apart.
    await expect.poll(spread).toBeLessThan(0.55 * fitted);
    await frames(page);
    const zoomed = await spread();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(async () => (await figure.locator('.targeting-map-canvas').boundingBox())?.width)
      .toBeGreaterThan(PHONE_WIDTH);
    // The map is sized again in the frame after the window's; a fit would follow it at once and
    // double the distance (a pixel's rounding is not a fit).
    await frames(page);
    expect(Math.abs((await spread()) - zoomed)).toBeLessThan(2);
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
    // Nothing found: the status says so, and no empty list is drawn under it.
    await search.fill('Zzyzx');
    await expect.poll(() => page.getByText('No places match').count()).toBe(1);
    expect(await results.count()).toBe(0);
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
    // The map's zoom buttons are a finger's 44 px, not Leaflet's 30.
    for (const name of ['Zoom in', 'Zoom out']) {
      const box = await figure.getByRole('button', { name }).boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), name).toBeGreaterThanOrEqual(43.5);
    }
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
    // Leeds lies in the council of Leeds: its name is said once, not "Leeds, Leeds".
    const figure = map(page, 'Your ads show within 15 km of Leeds.');
    await figure.waitFor();
    await expect
      .poll(() => figure.locator('.leaflet-tooltip:not(.map-town-label)').allTextContents())
      .toEqual(['Leeds']);
    // No Indian data on a British map: India Post's directory is not credited.
    await expect.poll(() => credits(figure)).toBe(`${LAND} · Places: ${CITIES}`);
    await expectTownNamesInside(figure);
    // On a phone the map is narrower: the names are placed again.
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    await expectTownNamesInside(figure);
  });

  it('a place whose region has its name is named once: in the search, its chip and on the map', async () => {
    const page = await locationStep({} as typeof INDIA, 'GB');
    await page.getByLabel('Specific postcodes or cities').check();
    await page.getByRole('searchbox', { name: 'Search Locations' }).fill('Leeds');
    const city = page
      .getByRole('list', { name: 'Places found' })
      .getByRole('button', { name: 'Leeds (City or town)', exact: true });
    expect(await city.locator('.location-search-region').count()).toBe(0);
    await city.click();
    await page.getByRole('button', { name: 'Remove Leeds', exact: true }).waitFor();
    const figure = map(page, 'Your ads show in the places marked on the map.');
    await expect
      .poll(() => figure.locator('.leaflet-tooltip:not(.map-town-label)').allTextContents())
      .toEqual(['Leeds']);
  });

  it('while the business is being placed the map shows no place: a frame of its size, no credits', async () => {
    const page = await locationStep({} as typeof INDIA, 'GB');
    let answer = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/targetingMap**', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    // Neither India nor its credits (a British business); a busy frame as high as the map.
    const loading = page.locator('.targeting-map[aria-busy=true]');
    await loading.waitFor();
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(await page.getByText(/Natural Earth|India Post|could not find/).count()).toBe(0);
    const frame = await loading.locator('.targeting-map-canvas').boundingBox();
    answer();
    const figure = map(page, 'Your ads show within 10 km of Leeds.');
    await figure.waitFor();
    await expect.poll(() => credits(figure)).toBe(`${LAND} · Places: ${CITIES}`);
    expect((await figure.locator('.targeting-map-canvas').boundingBox())?.height).toBe(frame?.height);
  });

  it("a business it cannot place is shown its session's country, with that country's credits", async () => {
    const nowhere = {
      businessLocationDetails: {
        address: {
          addressLine: '1 High Street',
          city: 'Nowhere Upon Nothing',
          state: 'West Yorkshire',
          postcode: 'LS1 1AA',
          countryCode: 'GB',
        },
      },
    };
    const page = await locationStep(nowhere as unknown as typeof INDIA, 'GB');
    await page.getByLabel('Specific postcodes or cities').check();
    const figure = map(page, /^Search for a city, region or postcode/);
    await figure.waitFor();
    // Britain's land, none of India's sources.
    await expect.poll(() => figure.locator('.map-land path').count()).toBeGreaterThan(0);
    await expect.poll(() => credits(figure)).toBe(LAND);
  });

  it("the business's and the picked places' names lie apart and whole in the map, on a phone too", async () => {
    const page = await locationStep();
    // Pune city by the business's PIN code, and Bengaluru's far away: the two lie close on the map.
    const figure = await pickPlaces(page, [
      ['Pune', 'Pune, Maharashtra (City or town)'],
      ['560001', /^560001, Bengaluru Urban, Karnataka/],
    ]);
    await expect.poll(() => figure.locator('path.map-area').count()).toBe(2);
    await expect.poll(() => figure.locator('path.map-business').count()).toBe(1);
    await expectNamesApartAndInside(figure);
    // On a laptop's width there is room for every one of them.
    expect((await shownIn(figure, '.leaflet-tooltip:not(.map-town-label)')).map(({ text }) => text).sort()).toEqual([
      '411001, Pune, Maharashtra',
      '560001, Bengaluru Urban, Karnataka',
      'Pune, Maharashtra',
    ]);
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    await expectNamesApartAndInside(figure);
    expect((await shownIn(figure, '.leaflet-tooltip:not(.map-town-label)')).length).toBeGreaterThan(0);
  });

  it("a British postcode district is credited to its source, not to India Post's directory", async () => {
    const page = await locationStep({} as typeof INDIA, 'GB');
    // The answer of a server that finds GB postcode districts (decision 463: postcodes.io, when set).
    const district = { key: 'GB-20-LS1', name: 'LS1', type: 20, countryCode: 'GB', region: 'Leeds' };
    const business = { ...district, latitude: 53.79648, longitude: -1.54785 };
    await page.route('**/targetingMap**', (route) => route.fulfill({ json: { business, towns: [], locations: [] } }));
    await page.reload();
    const figure = map(page, 'Your ads show within 10 km of LS1, Leeds.');
    await figure.waitFor();
    await expect.poll(() => credits(figure)).toBe(`${LAND} · Places: ${GB_POSTCODES}`);
  });
});
