import { imageSize } from 'image-size';
import { beforeAll, describe, expect, it } from 'vitest';
import { project } from '../../../support/project.ts';
import { sharedTestServer, type SharedTestServer } from '../../../support/shared-server.ts';
import { png, uploadMedia } from '../media/test-images.ts';
import { DONE, GENERATION_TIMEOUT, finishedGeneration, sessionWithCreativeInputs } from './creative-session.ts';

let server: SharedTestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

const creatives = (method: string, sessionId: string) => server.request(method, `/api/sessions/${sessionId}/creatives`);

describe('creatives of a session (OL §2, §3 status, §4 polling)', { timeout: GENERATION_TIMEOUT }, () => {
  it('POST starts a generation that a worker draws: 3 or 4 distinct 1080x1080 PNGs and ad copy', async () => {
    const { sessionId } = await sessionWithCreativeInputs(server);
    const started = await creatives('POST', sessionId);
    expect(started.status).toBe(202);
    expect([0, 1, 2]).toContain(started.body.status);
    expect(project.validate('api/creative-generation.schema.json', started.body)).toEqual({ valid: true, errors: [] });

    const done = await finishedGeneration(server, sessionId);
    expect(done.status).toBe(DONE);
    expect(done.failureReason).toBeUndefined();
    expect(project.validate('api/creative-generation.schema.json', done)).toEqual({ valid: true, errors: [] });
    expect(done.templates.length).toBeGreaterThanOrEqual(3);
    expect(done.templates.length).toBeLessThanOrEqual(4);
    const ids = done.templates.map((template: { templateId: number }) => template.templateId);
    expect(new Set(ids).size).toBe(ids.length);

    const images = new Set<string>();
    for (const template of done.templates) {
      expect(template).toEqual({
        templateId: expect.any(Number) as number,
        imageUrl: expect.stringMatching(new RegExp(`^${server.baseUrl}/api/media/`)) as string,
        width: 1080,
        height: 1080,
        formats: expect.any(Array) as unknown[],
      });
      // Every shape the channels take (issue 24), each a PNG of its own size; the square is the image above.
      const formats = template.formats as {
        format: string;
        aspectRatio: string;
        imageUrl: string;
        width: number;
        height: number;
      }[];
      expect(formats.map(({ aspectRatio, width, height }) => ({ aspectRatio, width, height }))).toEqual([
        { aspectRatio: '1:1', width: 1080, height: 1080 },
        { aspectRatio: '4:5', width: 1080, height: 1350 },
        { aspectRatio: '9:16', width: 1080, height: 1920 },
        { aspectRatio: '1.91:1', width: 1200, height: 628 },
      ]);
      expect(formats[0]?.imageUrl).toBe(template.imageUrl);
      for (const format of formats.slice(1)) {
        const drawn = Buffer.from(await (await fetch(format.imageUrl)).arrayBuffer());
        expect(imageSize(drawn)).toMatchObject({ type: 'png', width: format.width, height: format.height });
      }
      const image = await fetch(template.imageUrl as string);
      expect(image.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(imageSize(bytes)).toMatchObject({ type: 'png', width: 1080, height: 1080 });
      images.add(bytes.toString('base64'));
    }
    expect(images.size).toBe(done.templates.length);
  });

  it('draws the business photo when it gave one, and two businesses get different layouts (issue 24)', async () => {
    const drawnIds = async (options: Parameters<typeof sessionWithCreativeInputs>[2]) => {
      const { sessionId } = await sessionWithCreativeInputs(server, undefined, options);
      await creatives('POST', sessionId);
      const done = await finishedGeneration(server, sessionId);
      expect(done.status).toBe(DONE);
      return (done.templates as { templateId: number }[]).map((template) => template.templateId);
    };
    // templateIds 5-7 are the layouts drawn around a photo (server/modules/creatives/layouts/photo-layouts.ts).
    const withPhoto = await drawnIds({ photo: true });
    expect(withPhoto.filter((id) => id >= 5 && id <= 7)).toHaveLength(2);
    const salon = await drawnIds({});
    expect(salon.filter((id) => id >= 5 && id <= 7)).toEqual([]);
    const bakery = await drawnIds({
      answers: {
        businessDetails: { presence: 'none', name: 'Chai and Crumbs' },
        businessTypeServices: {
          category: 'Bakery',
          services: ['Birthday cakes', 'Sourdough bread', 'Eggless pastries'],
        },
        selectObjective: { objective: 1 },
      },
    });
    expect(new Set(bakery)).not.toEqual(new Set(salon));
  });

  it('an edited creative is redrawn with its text, colour, photo and button; the design edited stays (issue 24)', async () => {
    const { sessionId, logoUrl } = await sessionWithCreativeInputs(server);
    await creatives('POST', sessionId);
    const before = await finishedGeneration(server, sessionId);
    // What the edit screen opens with: the creative as drawn.
    expect(before.drawnWith).toMatchObject({
      text: '20% off',
      colour: '#7A1F5C',
      buttonText: 'Get Offer',
      photo: null,
    });
    expect(before.drawnWith.logo.url).toBe(logoUrl);
    // The last design is chosen and edited: a photo brings the photo layouts first, yet it stays.
    const edited = (before.templates as { templateId: number; imageUrl: string }[]).at(-1);
    const step = (id: string, event = '') =>
      `/api/sessions/${sessionId}/steps/${encodeURIComponent(id)}${event === '' ? '' : `?event=${event}`}`;
    const chose = await server.request('PUT', step('imageCreativesCreative/preview', 'EDIT'), {
      selectedTemplateId: edited?.templateId,
    });
    expect(chose.body.step, JSON.stringify(chose.body)).toBe('imageCreativesCreative/edit');
    const photo = await uploadMedia(server.baseUrl, sessionId, { bytes: png(1600, 1200), name: 'shop.png' });
    const edit = {
      logo: before.drawnWith.logo,
      photo: photo.body,
      colour: '#264653',
      text: 'Walk-ins welcome all week',
      callToActionText: 'Book now',
    };
    const saved = await server.request('PUT', step('imageCreativesCreative/edit'), edit);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const again = await creatives('POST', sessionId);
    expect(again.body.generationId).not.toBe(before.generationId);
    const after = await finishedGeneration(server, sessionId);
    expect(after.status).toBe(DONE);
    expect(after.drawnWith).toEqual({
      text: 'Walk-ins welcome all week',
      colour: '#264653',
      buttonText: 'Book now',
      logo: before.drawnWith.logo,
      photo: photo.body,
    });
    const templates = after.templates as { templateId: number; imageUrl: string }[];
    expect(templates.map((template) => template.templateId)).toContain(edited?.templateId);
    expect(templates.filter((template) => template.templateId >= 5 && template.templateId <= 7)).not.toEqual([]);
    const redrawn = templates.find((template) => template.templateId === edited?.templateId);
    expect(redrawn?.imageUrl).not.toBe(edited?.imageUrl);
  });

  it("the image's button names the ad's call to action, unless the owner wrote words of their own (decision 486)", async () => {
    const { sessionId } = await sessionWithCreativeInputs(server);
    const step = async (id: string, data: unknown, event = '') => {
      const path = `/api/sessions/${sessionId}/steps/${encodeURIComponent(id)}${event === '' ? '' : `?event=${event}`}`;
      const moved = await server.request('PUT', path, data);
      expect(moved.status, `${id} ${event}: ${JSON.stringify(moved.body)}`).toBe(200);
      return moved.body.step as string;
    };
    const drawnButton = async () => {
      await creatives('POST', sessionId);
      const done = await finishedGeneration(server, sessionId);
      expect(done.status).toBe(DONE);
      return done.drawnWith.buttonText as string;
    };
    // Website visits with an offer: drawn with the objective's Get Offer.
    const first = await drawnButton();
    expect(first).toBe('Get Offer');
    const { templates, drawnWith } = await finishedGeneration(server, sessionId);
    const chosen = { selectedTemplateId: (templates as { templateId: number }[])[0]?.templateId };
    // The creative edit saved as it opened (its button "Get Offer"), then the ad copy chooses Visit Website.
    expect(await step('imageCreativesCreative/preview', chosen, 'EDIT')).toBe('imageCreativesCreative/edit');
    const photo = await uploadMedia(server.baseUrl, sessionId, { bytes: png(1600, 1200), name: 'shop.png' });
    const edit = {
      logo: drawnWith.logo,
      photo: photo.body,
      colour: drawnWith.colour,
      text: drawnWith.text,
      callToActionText: first,
    };
    await step('imageCreativesCreative/edit', edit);
    await step('imageCreativesCreative/preview', chosen);
    expect(await step('ImageCreativesAdPreview/preview', {}, 'EDIT')).toBe('imageCreativesAdDetailsEdit/edit');
    await step('imageCreativesAdDetailsEdit/edit', { objective: 3, primaryText: '20% off', callToActionId: 4 });
    expect(await drawnButton()).toBe('Visit Website');

    // Back on the creative, the owner writes their own words: those are drawn, whatever the ad copy chose.
    const back = await server.request('GET', `/api/sessions/${sessionId}/step?route=imageCreativesCreative/preview/1`);
    expect(back.body.step, JSON.stringify(back.body)).toBe('imageCreativesCreative/preview');
    await step('imageCreativesCreative/preview', chosen, 'EDIT');
    await step('imageCreativesCreative/edit', { ...edit, callToActionText: 'Book a visit' });
    expect(await drawnButton()).toBe('Book a visit');
  });

  it('a draft draws one design at once with the values being edited, and stores nothing (issue 24)', async () => {
    const { sessionId } = await sessionWithCreativeInputs(server);
    const draft = (body: unknown) => server.request('POST', `/api/sessions/${sessionId}/creatives/draft`, body);
    const pngOf = (imageUrl: string) => Buffer.from(imageUrl.replace(/^data:image\/png;base64,/, ''), 'base64');

    const first = await draft({ templateId: 1, text: 'Walk-ins welcome' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(project.validate('api/creative-draft-image.schema.json', first.body).errors).toEqual([]);
    expect(first.body).toMatchObject({ templateId: 1, width: 1080, height: 1080 });
    expect(imageSize(pngOf(first.body.imageUrl as string))).toMatchObject({ type: 'png', width: 1080, height: 1080 });
    // Another text, another image; the same values, the same image.
    const other = await draft({ templateId: 1, text: 'Open late on Fridays' });
    expect(other.body.imageUrl).not.toBe(first.body.imageUrl);
    expect((await draft({ templateId: 1, text: 'Walk-ins welcome' })).body.imageUrl).toBe(first.body.imageUrl);
    // No body: the session's answers as they are, in the first design (none was chosen yet).
    expect((await draft(undefined)).body.templateId).toBe(1);
    // Nothing was generated or stored.
    expect((await creatives('GET', sessionId)).status).toBe(404);

    // A photo design (5-7) without any photo cannot be drawn; wrong values are refused by the schema.
    const noPhoto = await draft({ templateId: 5 });
    expect(noPhoto.status).toBe(400);
    expect(JSON.stringify(noPhoto.body)).toContain('/photo');
    expect((await draft({ templateId: 1, colour: 'pink' })).status).toBe(400);
    expect((await draft({ templateId: 11 })).status).toBe(400);
    expect((await draft({ text: 'x'.repeat(31) })).status).toBe(400);
    const unknown = await server.request(
      'POST',
      '/api/sessions/00000000-0000-4000-8000-000000000000/creatives/draft',
      {},
    );
    expect(unknown.status).toBe(404);
  });

  it('writes ad copy within the OL §5 limits, with the call to action of the objective', async () => {
    const { sessionId } = await sessionWithCreativeInputs(server);
    await creatives('POST', sessionId);
    const { adCopy } = await finishedGeneration(server, sessionId);
    // selectObjective: websiteVisits with a 20% offer -> Get Offer (§3).
    expect(adCopy).toMatchObject({ primaryText: '20% off', callToAction: 2, callToActionText: 'Get Offer' });
    expect(adCopy.primaryText.length).toBeLessThanOrEqual(30);
    expect(adCopy.callToActionText.length).toBeLessThanOrEqual(15);
    for (const headline of adCopy.headlines) expect(headline.length, headline).toBeGreaterThanOrEqual(25);
    for (const headline of adCopy.headlines) expect(headline.length, headline).toBeLessThanOrEqual(40);
    for (const description of adCopy.descriptions) expect(description.length, description).toBeGreaterThanOrEqual(20);
    for (const description of adCopy.descriptions) expect(description.length, description).toBeLessThanOrEqual(30);
    expect(adCopy.headlines.join(' ')).toContain('Bloom Salon');
  });

  it('asking again with the same answers answers the same generation; new answers start another', async () => {
    const { sessionId } = await sessionWithCreativeInputs(server);
    const first = await creatives('POST', sessionId);
    const done = await finishedGeneration(server, sessionId);
    const again = await creatives('POST', sessionId);
    expect(again.status).toBe(202);
    expect(again.body).toEqual(done);
    expect(again.body.generationId).toBe(first.body.generationId);

    const palette = { logo: null, colourPalette: ['#264653'] };
    const session = (await server.request('GET', `/api/sessions/${sessionId}`)).body;
    palette.logo = session.data.imageCreatives.logo;
    await server.request('PUT', `/api/sessions/${sessionId}/steps/imageCreatives`, palette);
    const other = await creatives('POST', sessionId);
    expect(other.body.generationId).not.toBe(first.body.generationId);
    expect((await finishedGeneration(server, sessionId)).generationId).toBe(other.body.generationId);
  });

  it('GET is 104 for a session that never asked, and for an unknown session', async () => {
    const { sessionId } = (await server.request('POST', '/api/flows/onboarding/sessions', {})).body;
    expect((await creatives('GET', sessionId)).body.errorCode).toBe(104);
    expect((await creatives('GET', '6f1c2b1e-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await creatives('POST', 'not-a-session')).status).toBe(404);
  });

  it('POST before the business has a name is refused with 102', async () => {
    const { sessionId } = (await server.request('POST', '/api/flows/onboarding/sessions', {})).body;
    const response = await creatives('POST', sessionId);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 102, fields: [{ path: '/businessDetails/name' }] });
  });

  // Every v2 user once got "We could not create your ads.": its business step is businessDetailsv2.
  it('a v2 session draws its creatives from its own business step (name and services)', async () => {
    const created = await server.request('POST', '/api/flows/onboarding-v2/sessions', { region: 'GB' });
    const sessionId = created.body.sessionId as string;
    const details = { name: 'Shear Style Leeds', category: 'Hair salon', services: ['Haircuts', 'Colour'] };
    const saved = await server.request('PUT', `/api/sessions/${sessionId}/steps/businessDetailsv2`, details);
    expect(saved.status).toBe(200);

    expect((await creatives('POST', sessionId)).status).toBe(202);
    const done = await finishedGeneration(server, sessionId);
    expect(done.status).toBe(DONE);
    expect(done.templates.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(done.adCopy)).toContain('Shear Style Leeds');
  });

  it('a logo that is not one of our files is never fetched: the creatives are drawn without it', async () => {
    const { sessionId } = await sessionWithCreativeInputs(server);
    const session = (await server.request('GET', `/api/sessions/${sessionId}`)).body;
    const foreign = { ...session.data.imageCreatives.logo, url: 'http://127.0.0.1:9/logo.png' };
    await server.request('PUT', `/api/sessions/${sessionId}/steps/imageCreatives`, {
      logo: foreign,
      colourPalette: ['fff', '000'],
    });
    await creatives('POST', sessionId);
    expect((await finishedGeneration(server, sessionId)).status).toBe(DONE);
  });
});
