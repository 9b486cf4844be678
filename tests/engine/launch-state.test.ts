import { describe, expect, it } from 'vitest';
import { project } from '../support/project.ts';

const onboarding = project.flow('onboarding');

type Row = [rule: string, step: string, stored: number, allowed: boolean, redirect: string | null];

// onboarding-and-launch §4 "Rules", one row each.
const rows: Row[] = [
  [
    'a step beyond the stored state is refused and sent to the step matching the state',
    'budget',
    1500,
    false,
    'emailSignup',
  ],
  ['the step matching the stored state opens', 'emailSignup', 1500, true, null],
  ['an earlier step opens', 'businessDetails', 1500, true, null],
  [
    'a stored state between steps redirects to the highest step below it',
    'imageCreatives',
    1000,
    false,
    'offerDetails',
  ],
  ['at budget (1800) earlier steps still open', 'locationTargeting', 1800, true, null],
  [
    'past budget, a step before the ad-account setup animation redirects to the state',
    'locationTargeting',
    1820,
    false,
    'channelSelection',
  ],
  ['past budget, budget itself redirects to the state', 'budget', 1850, false, 'googleKeywords'],
  ['past budget, the ad-account setup animation (1810) opens', 'adAccountSetup', 1850, true, null],
  ['past budget, a step after 1810 at or below the state opens', 'channelSelection', 1850, true, null],
  ['after launch (2000) no step is revisited', 'launching', 2000, false, 'launched'],
  ['after launch even the first step is refused', 'businessDetails', 2000, false, 'launched'],
  [
    'a screen with no number of its own inherits its predecessor: summary needs 1700',
    'summary',
    1600,
    false,
    'ageGenderTarget',
  ],
  ['summary opens once location targeting (1700) is reached', 'summary', 1700, true, null],
  ['the confirmation screen before any number opens on a new session', 'confirmation', 0, true, null],
  ['a new session (state 0) cannot jump to business details before confirming', 'businessDetails', 0, false, null],
];

describe('launch-state rules (onboarding-and-launch §4)', () => {
  it.each(rows)('%s', (_rule, step, stored, allowed, redirect) => {
    const result = onboarding.canOpen(step, stored);
    expect({ allowed: result.allowed, redirect: result.redirect }).toEqual({ allowed, redirect });
  });

  it.each([
    ['resume applies at budget (1800)', 1800, 'budget'],
    ['resume applies below budget', 1500, 'emailSignup'],
    ['no resume past budget', 1820, null],
    ['no resume after launch', 2000, null],
  ] as const)('%s', (_rule, stored, expected) => {
    expect(onboarding.resumeStep(stored)).toBe(expected);
  });
});

describe('launch state <-> step', () => {
  it.each([
    [100, 'businessDetails'],
    [201, 'businessPhoneNumber'],
    [301, 'businessDetailsCaptured'],
    [1101, 'imageCreatives'],
    [1810, 'adAccountSetup'],
    [2000, 'launched'],
  ] as const)('state %i matches %s in the onboarding flow', (state, step) => {
    expect(onboarding.stepForLaunchState(state)).toBe(step);
  });

  it('the v2 numbers belong to the v2 flow', () => {
    const v2 = project.flow('onboarding-v2');
    expect([110, 120, 1101].map((n) => v2.stepForLaunchState(n))).toEqual([
      'businessDetailsv2',
      'businessDetailsSetupAnimationV2',
      'creativedetailsv2/preview',
    ]);
  });

  it('every §4 launch-state number is some step of some flow', () => {
    const numbers = [
      100, 110, 120, 200, 201, 300, 301, 400, 500, 800, 900, 1100, 1101, 1200, 1201, 1300, 1301, 1400, 1401, 1500, 1501,
      1600, 1700, 1800, 1810, 1820, 1825, 1840, 1850, 1900, 1999, 2000,
    ];
    const used = new Set(project.flowIds.flatMap((id) => [...project.flow(id).graph.launchStates.values()]));
    expect(numbers.filter((n) => !used.has(n))).toEqual([]);
  });
});

describe('past budget, screens with no number of their own are closed too', () => {
  it('confirmation at 1850 redirects to the state', () => {
    expect(project.flow('onboarding').canOpen('confirmation', 1850)).toMatchObject({
      allowed: false,
      redirect: 'googleKeywords',
    });
  });
});
