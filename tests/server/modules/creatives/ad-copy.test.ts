import { describe, expect, it } from 'vitest';
import {
  adCopyFor,
  CALL_TO_ACTION_MAX,
  DESCRIPTION_LENGTH,
  HEADLINE_LENGTH,
  PRIMARY_TEXT_MAX,
} from '../../../../server/modules/creatives/ad-copy.ts';
import type { CreativeInputs } from '../../../../server/modules/creatives/creative-inputs.ts';
import { project } from '../../../support/project.ts';

const inputs = (overrides: Partial<CreativeInputs> = {}): CreativeInputs => ({
  businessName: 'Bloom Salon',
  services: ['Haircuts', 'Colour'],
  offerText: '20% off',
  hasOffer: true,
  objective: 3,
  colours: [],
  logoMediaId: null,
  ...overrides,
});

describe('ad copy (OL §5 text limits)', () => {
  it.each([
    [
      'a short name, no services, no offer',
      inputs({ businessName: 'Zen', services: [], offerText: 'Visit Zen', hasOffer: false }),
    ],
    [
      'the longest name (25) and offer (30)',
      inputs({ businessName: 'B'.repeat(25), offerText: 'Free head massage with a cut!' }),
    ],
    ['long services', inputs({ services: ['Balayage and full colour correction', 'Keratin smoothing treatment'] })],
  ])('%s: primary text <= 30, call to action <= 15, headlines and descriptions within range', (_case, given) => {
    const copy = adCopyFor(given);
    expect(copy.primaryText.length).toBeLessThanOrEqual(PRIMARY_TEXT_MAX);
    expect(copy.callToActionText.length).toBeLessThanOrEqual(CALL_TO_ACTION_MAX);
    expect(copy.headlines.length).toBeGreaterThan(0);
    expect(copy.descriptions.length).toBeGreaterThan(0);
    for (const line of copy.headlines) expect(line.length, line).toBeLessThanOrEqual(HEADLINE_LENGTH.max);
    for (const line of copy.descriptions) expect(line.length, line).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
    for (const line of copy.headlines) expect(line.length, line).toBeGreaterThanOrEqual(HEADLINE_LENGTH.min);
    for (const line of copy.descriptions) expect(line.length, line).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
  });

  it.each([
    ['calls: Call Now', 1, true, 'Call Now'],
    ['leads with an offer: Get Offer', 2, true, 'Get Offer'],
    ['leads without one: Learn More', 2, false, 'Learn More'],
    ['website visits without an offer: Visit Website', 3, false, 'Visit Website'],
    ['store visits: Visit Store', 4, true, 'Visit Store'],
    ['instant messages: Send Message', 5, true, 'Send Message'],
    ['no objective yet, with an offer: Get Offer', null, true, 'Get Offer'],
  ])('the call to action of the objective (OL §3): %s', (_case, objective, hasOffer, text) => {
    expect(adCopyFor(inputs({ objective, hasOffer })).callToActionText).toBe(text);
  });

  it.each([
    ['a name a wording leaves one character too long', inputs({ businessName: 'Shear Style Leeds', services: [] })],
    [
      'the longest name (25) and offer (30)',
      inputs({ businessName: 'B'.repeat(25), offerText: 'Free head massage with a cut!' }),
    ],
    ['an offer longer than the primary text', inputs({ offerText: 'Free fringe trim with every colour' })],
  ])('%s: every line is a whole wording, never cut with an ellipsis (issue 24)', (_case, given) => {
    const copy = adCopyFor(given);
    const texts = [copy.primaryText, ...copy.headlines, ...copy.descriptions];
    expect(texts.filter((text) => text.includes('…'))).toEqual([]);
    expect(copy.primaryText.length).toBeLessThanOrEqual(PRIMARY_TEXT_MAX);
    expect(copy.descriptions.length).toBeGreaterThan(0);
  });

  it('offers several variants of each, within the limits, the chosen lines among them (issue 24)', () => {
    const copy = adCopyFor(inputs({ category: 'Hair salon', tagline: 'Look your best this summer' }));
    const variants = copy.variants;
    expect(variants?.primaryTexts.length).toBeGreaterThanOrEqual(3);
    expect(variants?.headlines.length).toBeGreaterThan(copy.headlines.length);
    expect(variants?.descriptions.length).toBeGreaterThan(2);
    expect(variants?.primaryTexts[0]).toBe(copy.primaryText);
    expect(variants?.headlines.slice(0, copy.headlines.length)).toEqual(copy.headlines);
    expect(variants?.headlines).toContain('Look your best this summer: Bloom Salon');
    expect(variants?.headlines).toContain('Bloom Salon, your local hair salon');
    for (const line of variants?.primaryTexts ?? []) expect(line.length, line).toBeLessThanOrEqual(PRIMARY_TEXT_MAX);
    for (const line of variants?.headlines ?? []) expect(line.length, line).toBeLessThanOrEqual(HEADLINE_LENGTH.max);
    for (const line of variants?.descriptions ?? []) {
      expect(line.length, line).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
    }
    expect(new Set(variants?.headlines).size).toBe(variants?.headlines.length);
  });

  it('names the business in one of the three headlines a search ad shows together, where others fit (issue 24)', () => {
    const name = 'Chic Cuts Hair Salon';
    const copy = adCopyFor(inputs({ businessName: name, services: ['Hair care'], objective: 1 }));
    expect(copy.headlines).toHaveLength(3);
    expect(copy.headlines.filter((line) => line.includes(name))).toEqual([`20% off at ${name}`]);
    for (const line of copy.headlines) expect(line.length, line).toBeGreaterThanOrEqual(HEADLINE_LENGTH.min);
  });

  it.each([
    [
      'a custom offer that names its own time',
      inputs({ businessName: 'Shear Style Leeds', offerText: 'Walk-ins welcome all week', objective: 1 }),
    ],
    ['a percentage off', inputs({ objective: 1 })],
    ['free delivery for a store', inputs({ offerText: 'Free delivery', objective: 4 })],
  ])(
    '%s: no deadline the owner did not give, and descriptions that read one after another (issue 24)',
    (_case, given) => {
      const copy = adCopyFor(given);
      const variants = copy.variants;
      const lines = [
        ...(variants?.headlines ?? []),
        ...(variants?.descriptions ?? []),
        ...(variants?.primaryTexts ?? []),
      ];
      expect(lines.filter((line) => /this week|today only|week only/i.test(line))).toEqual([]);
      // A search result shows its descriptions run together ("… all week. Shear Style Leeds, near you.").
      for (const line of variants?.descriptions ?? []) expect(line, line).toMatch(/[.!?]$/);
      expect(variants?.headlines.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('a custom offer too long to name the business beside it: a line of its own with the action, the name in another', () => {
    const copy = adCopyFor(
      inputs({ businessName: 'Shear Style Leeds', offerText: 'Walk-ins welcome all week', objective: 1 }),
    );
    expect(copy.variants?.headlines).toContain('Walk-ins welcome all week, call today');
    // The three a search result shows say the offer once and name the business once.
    expect(copy.headlines.filter((line) => line.includes('Walk-ins welcome all week'))).toHaveLength(1);
    expect(copy.headlines.filter((line) => line.includes('Shear Style Leeds'))).toHaveLength(1);
  });

  it('says the offer, the action and "near you" once in the three headlines a search ad shows (issue 24)', () => {
    const name = 'Shear Style Leeds';
    const copy = adCopyFor(
      inputs({
        businessName: name,
        services: ['Haircuts', 'Colour', 'Blow dry'],
        objective: 1,
        category: 'Hair salon',
      }),
    );
    expect(copy.headlines).toHaveLength(3);
    for (const phrase of [name, '20% off']) {
      expect(
        copy.headlines.filter((line) => line.includes(phrase)),
        phrase,
      ).toHaveLength(1);
    }
    for (const phrase of ['call today', 'near you']) {
      expect(copy.headlines.filter((line) => line.includes(phrase)).length, phrase).toBeLessThanOrEqual(1);
    }
    for (const line of copy.headlines) {
      expect(line.length, line).toBeGreaterThanOrEqual(HEADLINE_LENGTH.min);
      expect(line.length, line).toBeLessThanOrEqual(HEADLINE_LENGTH.max);
    }
  });

  it.each([1, 2, 3, 4, 5])(
    'a business that gave only its name (objective %i): the three headlines name it once and say the action once',
    (objective) => {
      const name = 'Bloom Salon';
      const copy = adCopyFor(inputs({ services: [], offerText: `Visit ${name}`, hasOffer: false, objective }));
      expect(copy.headlines).toHaveLength(3);
      expect(copy.headlines.filter((line) => line.includes(name))).toHaveLength(1);
      const nudge = /call today|get the offer|find out more|visit our site|visit us today|message us today/;
      expect(copy.headlines.filter((line) => nudge.test(line)).length).toBeLessThanOrEqual(1);
      for (const line of copy.headlines) {
        expect(line.length, line).toBeGreaterThanOrEqual(HEADLINE_LENGTH.min);
        expect(line.length, line).toBeLessThanOrEqual(HEADLINE_LENGTH.max);
      }
    },
  );

  it.each([
    ['an offer and several services', inputs(), [1, 3, 4]],
    [
      'the longest name (25) and offer (30), one service',
      inputs({ businessName: 'B'.repeat(25), offerText: 'Free head massage with a cut!', services: ['Cuts'] }),
      [1, 3],
    ],
    ['no offer, no services', inputs({ offerText: 'Visit Bloom Salon', hasOffer: false, services: [] }), [1, 3]],
  ])('writes a lead form a leads campaign can run as it is (OL §2, §5): %s', (_case, given, fields) => {
    const { leadForm } = adCopyFor(given);
    expect(project.validate('entities/lead-form.schema.json', leadForm)).toEqual({ valid: true, errors: [] });
    // Name and phone, and which service when there are several: a local business calls back.
    expect(leadForm?.formFields).toEqual(fields);
    expect(leadForm?.completionDescription).toContain(given.businessName);
  });

  it('is the same for the same inputs', () => {
    expect(adCopyFor(inputs())).toEqual(adCopyFor(inputs()));
  });
});
