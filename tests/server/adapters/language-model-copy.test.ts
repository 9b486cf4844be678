import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { languageModelCopyWriter } from '../../../server/adapters/language-model-copy.ts';
import {
  DESCRIPTION_LENGTH,
  HEADLINE_LENGTH,
  localAdCopyWriter,
  PRIMARY_TEXT_MAX,
  VARIANTS,
  type AdCopy,
} from '../../../server/modules/creatives/ad-copy.ts';
import type { CreativeInputs } from '../../../server/modules/creatives/creative-inputs.ts';
import {
  FAKE_API_KEY,
  fakeModelLines,
  startLanguageModelFake,
  type LanguageModelFake,
} from '../../fakes/language-model-fake.ts';
import { project } from '../../support/project.ts';
import { startTestServer, type TestServer } from '../../support/test-server.ts';
import { DONE, finishedGeneration, sessionWithCreativeInputs } from '../modules/creatives/creative-session.ts';
import { warningsLogger } from '../../support/warnings-logger.ts';

const MODEL = 'gpt-fake-mini';

const inputs: CreativeInputs = {
  businessName: 'Bloom Salon',
  services: ['Haircuts', 'Colour'],
  offerText: '20% off',
  hasOffer: true,
  objective: 2,
  colours: [],
  logoMediaId: null,
  category: 'Hair salon',
  tagline: 'Look your best this summer',
  photoMediaIds: [],
};

let fake: LanguageModelFake;
const { logger, warnings } = warningsLogger();
const writer = (apiKey = FAKE_API_KEY) =>
  languageModelCopyWriter({ apiKey, baseUrl: fake.baseUrl, model: MODEL }, localAdCopyWriter, logger);

beforeAll(async () => {
  fake = await startLanguageModelFake();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.answerWith({ kind: 'lines', write: fakeModelLines });
  fake.requests.length = 0;
  warnings.length = 0;
});

function expectWithinLimits(copy: AdCopy) {
  const variants = copy.variants;
  expect(variants).toBeDefined();
  for (const line of variants?.primaryTexts ?? []) expect(line.length, line).toBeLessThanOrEqual(PRIMARY_TEXT_MAX);
  for (const line of variants?.headlines ?? []) expect(line.length, line).toBeLessThanOrEqual(HEADLINE_LENGTH.max);
  for (const line of variants?.descriptions ?? []) {
    expect(line.length, line).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
  }
  expect([copy.primaryText, ...copy.headlines, ...copy.descriptions].filter((line) => line.includes('…'))).toEqual([]);
  expect(project.validate('api/creative-generation.schema.json#/properties/adCopy', copy).errors).toEqual([]);
}

describe('ad copy from a hosted language model (issue 24), through the OpenAI SDK against a local fake of its API', () => {
  it('sends the business facts with a strict JSON schema, and offers the model lines first', async () => {
    const copy = await writer().write(inputs);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.model).toBe(MODEL);
    expect(request?.facts).toEqual({
      businessName: 'Bloom Salon',
      category: 'Hair salon',
      services: ['Haircuts', 'Colour'],
      offer: '20% off',
      promotionTagline: 'Look your best this summer',
      callToAction: 'Get Offer',
    });
    expect(copy.headlines[0]).toBe('Discover Haircuts at Bloom Salon');
    expect(copy.primaryText).toBe('Discover Bloom Salon');
    expect(copy.callToActionText).toBe('Get Offer');
    // The local lines fill the suggestions up to their number.
    const local = await localAdCopyWriter.write(inputs);
    expect(copy.variants?.headlines).toEqual(
      [
        ...new Set(['Discover Haircuts at Bloom Salon', 'Discover Bloom Salon', ...(local.variants?.headlines ?? [])]),
      ].slice(0, VARIANTS.headlines),
    );
    expectWithinLimits(copy);
  });

  it('drops lines over the OL §5 limits or ending in an ellipsis, keeping the good ones', async () => {
    fake.answerWith({
      kind: 'lines',
      write: () => ({
        primaryTexts: ['A primary text that runs well past thirty characters', 'Fresh cuts…'],
        headlines: ['H'.repeat(HEADLINE_LENGTH.max + 1), 'Summer colour at Bloom Salon today', 'Cut short...'],
        descriptions: ['   Book   your cut   today  '],
      }),
    });
    const copy = await writer().write(inputs);
    expect(copy.headlines[0]).toBe('Summer colour at Bloom Salon today');
    expect(copy.variants?.headlines).not.toContain('Cut short...');
    expect(copy.variants?.primaryTexts).not.toContain('Fresh cuts…');
    expect(copy.descriptions[0]).toBe('Book your cut today');
    expectWithinLimits(copy);
  });

  it.each([
    ['the API fails (500, retried once)', { kind: 'status', status: 500, message: 'The server had an error' } as const],
    ['an answer that is not JSON', { kind: 'content', content: 'Sure! Here are some headlines:' } as const],
    ['an answer of another shape', { kind: 'content', content: '{"headlines": "one line"}' } as const],
  ])('%s: the local wordings write the copy, and a warning says so', async (_case, answer) => {
    fake.answerWith(answer);
    expect(await writer().write(inputs)).toEqual(await localAdCopyWriter.write(inputs));
    expect(warnings).toEqual(['ad copy from local wordings: the language model failed']);
  });

  it('a wrong key: the local wordings write the copy', async () => {
    expect(await writer('sk-wrong').write(inputs)).toEqual(await localAdCopyWriter.write(inputs));
    expect(warnings).toHaveLength(1);
  });
});

describe('a server whose ad copy the language model writes', { timeout: 60_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(undefined, { services: { adCopyWriter: writer() } });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers a generation with the model's lines, the local ones after them", async () => {
    const { sessionId } = await sessionWithCreativeInputs(server);
    expect((await server.request('POST', `/api/sessions/${sessionId}/creatives`)).status).toBe(202);
    const generation = await finishedGeneration(server, sessionId);
    expect(generation.status).toBe(DONE);
    expect(generation.adCopy.headlines[0]).toBe('Discover Haircuts at Bloom Salon');
    expect(fake.requests.at(-1)?.facts).toMatchObject({ businessName: 'Bloom Salon', category: 'Hair salon' });
    expect(project.validate('api/creative-generation.schema.json', generation).errors).toEqual([]);
  });
});
