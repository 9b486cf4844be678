import { describe, expect, it } from 'vitest';
import { project } from '../support/project.ts';

describe('back (onboarding-and-launch §2: each step has a back target; some disable back)', () => {
  it.each([
    [
      'subsequent: back from age/gender goes to search ads',
      'subsequent',
      'ageGenderTarget',
      [],
      { step: 'googleAds', disabled: false },
    ],
    [
      'onboarding: back from location goes to business details',
      'onboarding',
      'businessLocationDetails',
      [],
      { step: 'businessDetails', disabled: false },
    ],
    [
      'agent flow: back from objective skips the phone step it never showed',
      'onboarding',
      'selectObjective',
      ['agent'],
      { step: 'businessLocationDetails', disabled: false },
    ],
    ['agent flow: back from budget goes to the summary', 'agent', 'budget', [], { step: 'summary', disabled: false }],
    ['animations disable back', 'onboarding', 'creative', [], { step: null, disabled: true }],
    [
      'past budget, channel selection disables back (budget cannot reopen)',
      'onboarding',
      'channelSelection',
      [],
      { step: null, disabled: true },
    ],
    ['the first v2 step disables back', 'onboarding-v2', 'businessDetailsv2', [], { step: null, disabled: true }],
  ] as const)('%s', (_rule, flowId, step, flags, expected) => {
    expect(project.flow(flowId).back(step, Object.fromEntries(flags.map((f) => [f, true])))).toEqual(expected);
  });
});

// What the stepper names the sections (issue 23): the path's own sections, in order.
const ONBOARDING = ['business', 'goal', 'offer', 'ads', 'searchAds', 'audience'].map((key) => `sections.${key}`);
const SUBSEQUENT = ['goal', 'offer', 'ads', 'searchAds', 'audience', 'budget'].map((key) => `sections.${key}`);
const V2 = ['sections.business', 'sections.ads', 'sections.account'];

describe('step counter (onboarding-and-launch §2 grouping, §3 position within section)', () => {
  const onboarding = project.flow('onboarding');
  it.each([
    ['business details is section 1', 'onboarding', 'businessDetails', 1, 6],
    ['objective is section 2', 'onboarding', 'selectObjective', 2, 6],
    ['promote services is section 2', 'onboarding', 'promoteServices', 2, 6],
    ['offer is section 3', 'onboarding', 'offerDetails', 3, 6],
    ['creatives are section 4', 'onboarding', 'imageCreatives', 4, 6],
    ['search ads are section 5', 'onboarding', 'googleAds', 5, 6],
    ['e-mail signup is section 6', 'onboarding', 'emailSignup', 6, 6],
    ['targeting is section 6', 'onboarding', 'locationTargeting', 6, 6],
    ['the v2 flow has 3 sections', 'onboarding-v2', 'emailSignup', 3, 3],
  ] as const)('%s', (_rule, flowId, step, section, sectionCount) => {
    expect(project.flow(flowId).counter(step)).toMatchObject({ section, sectionCount });
  });

  it('subsequent: age/gender is step 1 of 2 and location 2 of 2 (docs/decisions.md)', () => {
    const subsequent = project.flow('subsequent');
    expect(subsequent.counter('ageGenderTarget')).toEqual({
      section: 5,
      sectionCount: 6,
      position: 1,
      total: 2,
      sectionTitleKeys: SUBSEQUENT,
    });
    expect(subsequent.counter('locationTargeting')).toEqual({
      section: 5,
      sectionCount: 6,
      position: 2,
      total: 2,
      sectionTitleKeys: SUBSEQUENT,
    });
  });

  it('position and total are derived within the section', () => {
    expect(onboarding.counter('emailSignup')).toEqual({
      section: 6,
      sectionCount: 6,
      position: 1,
      total: 3,
      sectionTitleKeys: ONBOARDING,
    });
    expect(onboarding.counter('ageGenderTarget')).toEqual({
      section: 6,
      sectionCount: 6,
      position: 2,
      total: 3,
      sectionTitleKeys: ONBOARDING,
    });
  });

  it.each([
    [
      'v2: the creative preview is the only screen of section 2 on the path (edit screens are side trips)',
      'onboarding-v2',
      'creativedetailsv2/preview',
      [],
      { section: 2, sectionCount: 3, position: 1, total: 1, sectionTitleKeys: V2 },
    ],
    [
      'v2: an edit screen counts as the preview it returns to',
      'onboarding-v2',
      'imageCreativesCreative/edit',
      [],
      { section: 2, sectionCount: 3, position: 1, total: 1, sectionTitleKeys: V2 },
    ],
    [
      'v2 with auth skipped: no e-mail section, so two sections',
      'onboarding-v2',
      'creativedetailsv2/preview',
      ['authSkipped'],
      { section: 2, sectionCount: 2, position: 1, total: 1, sectionTitleKeys: ['sections.business', 'sections.ads'] },
    ],
    [
      'v2 with a required phone: phone and e-mail make section 3',
      'onboarding-v2',
      'emailSignup',
      ['phoneRequired'],
      { section: 3, sectionCount: 3, position: 2, total: 2, sectionTitleKeys: V2 },
    ],
    [
      'agent flow skips search ads and the e-mail sign-up: targeting is step 5 of 5',
      'agent',
      'locationTargeting',
      [],
      {
        section: 5,
        sectionCount: 5,
        position: 2,
        total: 2,
        sectionTitleKeys: ONBOARDING.filter((key) => key !== 'sections.searchAds'),
      },
    ],
    [
      'a business with a website: location and phone close section 1 (3 screens)',
      'onboarding',
      'businessPhoneNumber',
      [],
      { section: 1, sectionCount: 6, position: 3, total: 3, sectionTitleKeys: ONBOARDING },
    ],
    [
      'no website: type and services and gender join section 1 (5 screens)',
      'onboarding',
      'selectGender',
      ['manualDetails'],
      { section: 1, sectionCount: 6, position: 5, total: 5, sectionTitleKeys: ONBOARDING },
    ],
  ] as const)('counts only the path: %s', (_rule, flowId, step, flags, expected) => {
    const flow = project.flow(flowId);
    expect(flow.counter(step, Object.fromEntries(flags.map((f) => [f, true])))).toEqual(expected);
  });

  it('animations and the summary show no counter', () => {
    expect(onboarding.counter('creative')).toBeNull();
    expect(onboarding.counter('summary')).toBeNull();
  });
});

describe('routes (onboarding-and-launch §2: two-way mapping; an unknown step yields no route)', () => {
  const onboarding = project.flow('onboarding');
  it('a step with a parameter maps to its route and back', () => {
    expect(onboarding.routeOf('imageCreativesCreative/preview', { id: 42 })).toBe('imageCreativesCreative/preview/42');
    expect(onboarding.stepOfRoute('imageCreativesCreative/preview/42')).toEqual({
      step: 'imageCreativesCreative/preview',
      params: { id: '42' },
    });
  });
  it('a plain step maps to its name', () => {
    expect(onboarding.routeOf('businessDetails')).toBe('businessDetails');
    expect(onboarding.stepOfRoute('/businessDetails')).toEqual({ step: 'businessDetails', params: {} });
  });
  it('an unknown step yields no route, an unknown route no step', () => {
    expect(onboarding.routeOf('noSuchStep')).toBeNull();
    expect(onboarding.stepOfRoute('noSuchStep')).toBeNull();
  });
  it('an optional parameter may be left out', () => {
    const store = project.flow('store-onboarding');
    expect(store.routeOf('verification')).toBe('verification');
    expect(store.stepOfRoute('verification/7')).toEqual({ step: 'verification', params: { businessProfileId: '7' } });
  });
  it('every step route round-trips in every flow', () => {
    for (const id of project.flowIds) {
      const flow = project.flow(id);
      for (const step of flow.steps) {
        const route = flow.routeOf(step, { id: 1, businessProfileId: 2 });
        expect(route && flow.stepOfRoute(route)?.step).toBe(step);
      }
    }
  });
});

describe('refusals name what was unknown', () => {
  const onboarding = project.flow('onboarding');
  it('unknown flow', () => {
    expect(() => project.flow('nope')).toThrow('Unknown flow "nope"');
  });
  it('unknown step', () => {
    expect(() => onboarding.next('nope')).toThrow('Flow "onboarding" has no step "nope"');
  });
  it('unknown flag', () => {
    expect(() => onboarding.next('businessDetails', { nope: true })).toThrow('Unknown flag "nope"');
  });
  it('unknown event', () => {
    expect(() => onboarding.next('businessDetails', {}, 'EDIT')).toThrow('has no event "EDIT"');
  });
});

describe('a malformed route matches no step', () => {
  it('a bad %-escape in a parameter', () => {
    expect(project.flow('onboarding').stepOfRoute('imageCreativesCreative/preview/%E0%A4')).toBeNull();
  });
});
