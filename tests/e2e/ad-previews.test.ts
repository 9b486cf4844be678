import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { browserAppForFile } from '../support/browser-app.ts';
import { project } from '../support/project.ts';
import { ownerHeaders, pageOfSession, sessionAt, walkSessionOn } from '../support/walk.ts';

/**
 * The ad as it will run, before paying (issue 24): the social and photo-sharing posts and the
 * search result drawn from the session's own creative and copy, generated first, edited after.
 */
const app = browserAppForFile();
const FLOW = 'onboarding';
// §3 creative generation status DONE.
const GENERATION_DONE = 2;
const BUSINESS = { presence: 'website', websiteUrl: 'https://www.shearstyleleeds.co.uk/', name: 'Shear Style Leeds' };

interface Generation {
  readonly templates: readonly {
    readonly templateId: number;
    readonly imageUrl: string;
    readonly formats: readonly { readonly aspectRatio: string; readonly imageUrl: string }[];
  }[];
  readonly adCopy: {
    readonly primaryText: string;
    readonly callToActionText: string;
    readonly headlines: string[];
    readonly descriptions: string[];
    readonly variants: { readonly primaryTexts: string[] };
  };
}

/** The session's creatives and copy as the server generates them (asked for, then waited on). */
async function generationOf(sessionId: string): Promise<Generation> {
  const path = `/api/sessions/${sessionId}/creatives`;
  const asked = await app.server.request('POST', path, undefined, ownerHeaders(sessionId));
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  let answer = asked;
  await expect
    .poll(
      async () => {
        answer = await app.server.request('GET', path, undefined, ownerHeaders(sessionId));
        return (answer.body as { status: number }).status;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(GENERATION_DONE);
  return answer.body as Generation;
}

/** EDIT on a preview step, as its button does: the session moves to the step that edits the ad. */
async function editFrom(sessionId: string, step: string): Promise<void> {
  const path = `/api/sessions/${sessionId}/steps/${step}?event=EDIT`;
  const moved = await app.server.request('PUT', path, {}, ownerHeaders(sessionId));
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

/** The image an `<img>` shows, once loaded: its address and its own width (0 when it failed). */
const drawnImage = (image: Locator) =>
  image.evaluate((node) => {
    const { currentSrc, naturalWidth, naturalHeight } = node as unknown as {
      currentSrc: string;
      naturalWidth: number;
      naturalHeight: number;
    };
    return { currentSrc, naturalWidth, naturalHeight };
  });

const placement = (page: Page, name: string) => page.locator(`figure[data-placement="${name}"]`);

describe('ad previews (issue 24)', { timeout: 90_000 }, () => {
  it('the social ad shows the creative chosen, the business and the copy, then the edited copy', async () => {
    // Website visits: a call to action of several (calls have only "Call Now"), so an edit shows.
    const sessionId = await sessionAt(app.server, FLOW, 'imageCreativesCreative/preview', {
      businessDetails: BUSINESS,
      selectObjective: { objective: 3 },
    });
    const generation = await generationOf(sessionId);
    // The second design drawn is chosen, as its card does (the layouts drawn depend on the business).
    const chosen = generation.templates[1];
    const creativeStep = `/api/sessions/${sessionId}/steps/${encodeURIComponent('imageCreativesCreative/preview')}`;
    const picked = await app.server.request(
      'PUT',
      creativeStep,
      { selectedTemplateId: chosen?.templateId },
      ownerHeaders(sessionId),
    );
    expect(picked.body.step, JSON.stringify(picked.body)).toBe('ImageCreativesAdPreview/preview');
    const page = await pageOfSession(app, FLOW, sessionId, 'ImageCreativesAdPreview/preview/1');
    const feed = placement(page, 'feed');
    await feed.getByRole('article').waitFor();

    // The feed post shows the square image; the photo-sharing post the 4:5 one (issue 24: real proportions).
    const portrait = chosen?.formats.find((format) => format.aspectRatio === '4:5');
    for (const [name, image] of [
      ['feed', { currentSrc: chosen?.imageUrl, naturalWidth: 1080, naturalHeight: 1080 }],
      ['photo', { currentSrc: portrait?.imageUrl, naturalWidth: 1080, naturalHeight: 1350 }],
    ] as const) {
      const post = placement(page, name);
      expect(await drawnImage(post.getByRole('img', { name: /ad's image/ }))).toEqual(image);
      expect(await post.locator('.ad-name').first().textContent()).toBe('Shear Style Leeds');
      expect(await post.locator('.ad-cta').textContent()).toBe(generation.adCopy.callToActionText);
    }
    expect(await feed.locator('.ad-primary-text').textContent()).toBe(generation.adCopy.primaryText);
    expect(await feed.locator('.ad-headline').textContent()).toBe(generation.adCopy.headlines[0]);
    // The story shows the 9:16 image under the name and the button; the right column the 1.91:1 one.
    const story = placement(page, 'story');
    const tall = chosen?.formats.find((format) => format.aspectRatio === '9:16');
    expect(await drawnImage(story.getByRole('img', { name: /ad's image/ }))).toEqual({
      currentSrc: tall?.imageUrl,
      naturalWidth: 1080,
      naturalHeight: 1920,
    });
    expect(await story.locator('.ad-name').textContent()).toBe('Shear Style Leeds');
    expect(await story.locator('.ad-cta').textContent()).toBe(generation.adCopy.callToActionText);
    const column = placement(page, 'column');
    const wide = chosen?.formats.find((format) => format.aspectRatio === '1.91:1');
    expect(await drawnImage(column.getByRole('img', { name: /ad's image/ }))).toEqual({
      currentSrc: wide?.imageUrl,
      naturalWidth: 1200,
      naturalHeight: 628,
    });
    expect(await column.locator('.ad-headline').textContent()).toBe(generation.adCopy.headlines[0]);
    expect(await seriousViolations(page)).toEqual([]);

    // On a phone's frame, the same post.
    await page.getByRole('button', { name: 'Phone' }).click();
    await expect.poll(() => page.locator('.ad-preview-placements.is-phone').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe('true');
    // Phones have no right column.
    expect(await placement(page, 'column').count()).toBe(0);
    expect(await placement(page, 'story').count()).toBe(1);

    // Edited copy: the preview shows it instead of the generated one.
    const edited = { primaryText: 'Fresh cuts, every day', callToActionId: 6, headline: 'Book a cut in Leeds' };
    expect(generation.adCopy.callToActionText).not.toBe('Book Now');
    await editFrom(sessionId, 'ImageCreativesAdPreview/preview');
    const saved = await app.server.request(
      'PUT',
      `/api/sessions/${sessionId}/steps/imageCreativesAdDetailsEdit/edit`,
      edited,
      ownerHeaders(sessionId),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Back on the preview, as its address opens it.
    await page.goto(`${app.server.baseUrl}/signup/ImageCreativesAdPreview/preview/1`);
    await feed.getByRole('article').waitFor();
    expect(await feed.locator('.ad-primary-text').textContent()).toBe('Fresh cuts, every day');
    expect(await feed.locator('.ad-headline').textContent()).toBe('Book a cut in Leeds');
    // The edited call to action, on every placement that shows one.
    for (const name of ['feed', 'photo', 'story']) {
      expect(await placement(page, name).locator('.ad-cta').textContent()).toBe('Book Now');
    }
    // The photo-sharing post's one call to action: its bar offers no other words beside it.
    expect(await placement(page, 'photo').locator('.ad-cta').locator('..').textContent()).toBe('Book Now');
  });

  it('the search ad shows up to three headlines, the site and two descriptions, generated then edited', async () => {
    const sessionId = await sessionAt(app.server, FLOW, 'googleAds', { businessDetails: BUSINESS });
    const generation = await generationOf(sessionId);
    const page = await pageOfSession(app, FLOW, sessionId, 'googleAds');
    const result = placement(page, 'search');
    await result.getByRole('article').waitFor();
    expect(await result.locator('.ad-display-url').textContent()).toBe('shearstyleleeds.co.uk');
    expect(await result.locator('.ad-search-headlines').textContent()).toBe(
      generation.adCopy.headlines.slice(0, 3).join(' | '),
    );
    expect(await seriousViolations(page)).toEqual([]);

    const edits = {
      headlines: ['Hair Salon in Leeds', 'Walk-ins Welcome', 'Book Online', 'A fourth one'],
      descriptions: ['Cuts, colour and styling.', 'Open Tuesday to Saturday.', 'A third one.'],
    };
    await editFrom(sessionId, 'googleAds');
    const saved = await app.server.request(
      'PUT',
      `/api/sessions/${sessionId}/steps/googleAdsEdit`,
      edits,
      ownerHeaders(sessionId),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await page.goto(`${app.server.baseUrl}/signup/googleAds`);
    await result.getByRole('article').waitFor();
    expect(await result.locator('.ad-search-headlines').textContent()).toBe(
      'Hair Salon in Leeds | Walk-ins Welcome | Book Online',
    );
    expect(await result.locator('.ad-search-descriptions').textContent()).toBe(
      'Cuts, colour and styling. Open Tuesday to Saturday.',
    );
  });

  it('the search ads edit screen opens with the ad as it is: its headlines and descriptions', async () => {
    const sessionId = await sessionAt(app.server, FLOW, 'googleAds', { businessDetails: BUSINESS });
    const generation = await generationOf(sessionId);
    const page = await pageOfSession(app, FLOW, sessionId, 'googleAds');
    await placement(page, 'search').getByRole('article').waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit search ads' }).waitFor();
    const texts = (group: string) =>
      page
        .getByRole('group', { name: group, exact: true })
        .getByRole('textbox')
        .evaluateAll((inputs) => inputs.map((input) => (input as unknown as { value: string }).value));
    await expect.poll(() => texts('Headlines')).toEqual(generation.adCopy.headlines);
    await expect.poll(() => texts('Descriptions')).toEqual(generation.adCopy.descriptions);
  });

  it("in a right-to-left interface the ad's own words keep their direction (he)", async () => {
    const sessionId = await sessionAt(app.server, FLOW, 'googleAds', { businessDetails: BUSINESS });
    const page = await pageOfSession(app, FLOW, sessionId, 'googleAds', async (opened) => {
      await opened.context().addInitScript(() => {
        localStorage.setItem('adflow.language', 'he');
      });
    });
    const result = placement(page, 'search');
    await result.getByRole('article').waitFor();
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    // "20% off at …" drawn right to left reads "off at … 20%": the ad is English, whatever the page is.
    const directions = await result
      .locator('.ad-search-headlines, .ad-search-descriptions, .ad-name, .ad-display-url')
      .evaluateAll((elements) =>
        elements.map(
          (element) =>
            (globalThis as unknown as { getComputedStyle(e: unknown): { direction: string } }).getComputedStyle(element)
              .direction,
        ),
      );
    expect(directions).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });

  it("in a right-to-left interface the designs' primary text keeps its direction (he)", async () => {
    // Website visits: a call to action of several (calls have only "Call Now"), so an edit shows.
    const sessionId = await sessionAt(app.server, FLOW, 'imageCreativesCreative/preview', {
      businessDetails: BUSINESS,
      selectObjective: { objective: 3 },
    });
    const page = await pageOfSession(app, FLOW, sessionId, 'imageCreativesCreative/preview', async (opened) => {
      await opened.context().addInitScript(() => {
        localStorage.setItem('adflow.language', 'he');
      });
    });
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    // "20% off" drawn right to left reads "off 20%".
    const copy = page.locator('.creative-preview-copy');
    await copy.waitFor();
    expect(
      await copy.evaluate(
        (element) =>
          (globalThis as unknown as { getComputedStyle(e: unknown): { direction: string } }).getComputedStyle(element)
            .direction,
      ),
    ).toBe('ltr');
  });

  it('an edit screen opens with the ad as it is now: the generated copy, ready to change', async () => {
    const sessionId = await sessionAt(app.server, FLOW, 'ImageCreativesAdPreview/preview', {
      businessDetails: BUSINESS,
    });
    const generation = await generationOf(sessionId);
    const page = await pageOfSession(app, FLOW, sessionId, 'ImageCreativesAdPreview/preview/1');
    await placement(page, 'feed').getByRole('article').waitFor();
    // From here the copy is still being written (the server answers "in progress") until let go.
    const creatives = '**/api/sessions/*/creatives';
    const asked: string[] = [];
    await page.route(creatives, async (route) => {
      asked.push(route.request().method());
      if (route.request().method() === 'GET') await route.fulfill({ json: { status: 1, templates: [], adCopy: null } });
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit ad copy' }).waitFor();
    // While it is written, each field says so where its lines will be, instead of looking forgotten.
    const fieldId = String(await page.getByLabel('Primary text').getAttribute('id'));
    const writing = page.locator(`[id="${fieldId}-writing"]`);
    await writing.waitFor();
    expect(await writing.getAttribute('role')).toBe('status');
    expect(await writing.textContent()).toBe('Writing suggestions for your business…');
    expect(await page.getByLabel('Primary text').inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    await page.unroute(creatives);
    await expect
      .poll(() => page.getByLabel('Primary text').inputValue(), { timeout: 15_000 })
      .toBe(generation.adCopy.primaryText);
    expect(await writing.count()).toBe(0);
    // The screen's fields share one request for the copy (not one each, each polled every 3 s).
    expect(asked.filter((method) => method === 'POST')).toEqual(['POST']);
    // A calls campaign is not asked for the image of a lead form it does not have (decision 483).
    expect(await page.getByLabel('Lead form image', { exact: true }).count()).toBe(0);
    await expect
      .poll(() => page.getByLabel('Headline', { exact: true }).inputValue(), { timeout: 15_000 })
      .toBe(generation.adCopy.headlines[0]);
    // The call to action too: the one the copy chose for the objective.
    await expect
      .poll(() =>
        page
          .getByLabel('Call to action')
          .evaluate(
            (select) => (select as unknown as { selectedOptions: { text: string }[] }).selectedOptions[0]?.text,
          ),
      )
      .toBe(generation.adCopy.callToActionText);
    // Several lines were written for each (issue 24): another is one tap away.
    const other = generation.adCopy.variants.primaryTexts[1] ?? '';
    expect(other).not.toBe('');
    // The field's own suggestions: the group after it, named by its id.
    const suggestions = page.locator(`[id="${fieldId}-suggestions"]`);
    expect(await suggestions.getAttribute('role')).toBe('group');
    await suggestions.getByRole('button', { name: other, exact: true }).click();
    expect(await page.getByLabel('Primary text').inputValue()).toBe(other);
    await expect.poll(() => suggestions.getByRole('button', { name: other, exact: true }).count()).toBe(0);
  });
});

// OL §3 objectives: calls 1, leads 2, website visits 3, messages 5 (store visits has no preview of its own kind).
const OBJECTIVES = [
  ['calls', 1],
  ['leads', 2],
  ['website visits', 3],
  ['messages', 5],
] as const;
const CASES = (['IN', 'GB'] as const).flatMap((region) =>
  OBJECTIVES.map(([name, objective]) => ({ region, name, objective })),
);
const NO_ELLIPSIS = /…|\.\.\./;

/** The step schema's example for this objective (each example names its own). */
function exampleWith(schemaRef: string, objective: number): unknown {
  const examples = (project.schema(schemaRef) as { examples?: { objective?: number }[] }).examples ?? [];
  return examples.find((example) => example.objective === objective);
}

describe('every preview shows the ad, per objective and country (issue 24)', { timeout: 120_000 }, () => {
  it.each(CASES)(
    '$name in $region: the posts and the search result show the business and its ad, the map its radius',
    async (given) => {
      // The objective's own answers where it asks for more: the messaging app, a leads ad's form.
      const answers = {
        selectObjective: exampleWith('steps/select-objective.schema.json', given.objective),
        'imageCreativesAdDetailsEdit/edit': exampleWith('steps/ad-details-edit.schema.json', given.objective),
      };
      const sessionId = await sessionAt(app.server, FLOW, 'ImageCreativesAdPreview/preview', answers, {}, given.region);
      const generation = await generationOf(sessionId);
      const drawn = new Set(
        generation.templates.flatMap((template) => [template.imageUrl, ...template.formats.map((f) => f.imageUrl)]),
      );
      const page = await pageOfSession(app, FLOW, sessionId, 'ImageCreativesAdPreview/preview/1');
      await placement(page, 'feed').getByRole('article').waitFor();
      for (const name of ['feed', 'photo']) {
        const post = placement(page, name);
        const image = await drawnImage(post.getByRole('img', { name: /ad's image/ }));
        expect(drawn.has(image.currentSrc), image.currentSrc).toBe(true);
        expect(image.naturalWidth).toBe(1080);
        const name_ = await post.locator('.ad-name').first().textContent();
        expect(name_?.trim()).not.toBe('');
        expect(await post.getByRole('article').innerText()).not.toMatch(NO_ELLIPSIS);
      }
      await page.close();

      // On to the search ad, as the owner would go on.
      await walkSessionOn(app.server, FLOW, sessionId, 'ImageCreativesAdPreview/preview', 'googleAds', answers);
      const search = await pageOfSession(app, FLOW, sessionId, 'googleAds');
      const result = placement(search, 'search');
      await result.getByRole('article').waitFor();
      const text = await result.innerText();
      expect(text).toContain(generation.adCopy.headlines[0]);
      expect(text).not.toMatch(NO_ELLIPSIS);
      await search.close();

      // On to the targeting: the radius drawn on the map around the business (no tiles needed).
      await walkSessionOn(app.server, FLOW, sessionId, 'googleAds', 'locationTargeting', answers);
      const targeting = await pageOfSession(app, FLOW, sessionId, 'locationTargeting');
      await targeting.getByLabel('Near my business').check();
      await targeting.getByLabel('kilometres').check();
      await targeting.getByRole('radio', { name: '10 km' }).check();
      const circle = targeting
        .getByRole('figure', { name: /^Your ads show within 10 km of / })
        .locator('path.map-radius');
      await expect.poll(() => circle.count()).toBe(1);
      await targeting.close();
    },
  );
});
