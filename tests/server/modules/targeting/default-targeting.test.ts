import { describe, expect, it } from 'vitest';
import { UnknownRegionError } from '../../../../server/modules/pricing/pricing.ts';
import { defaultTargeting } from '../../../../server/modules/targeting/default-targeting.ts';
import { project } from '../../../support/project.ts';

describe('GET defaultTargeting (onboarding-and-launch §7, ids of §3)', () => {
  const rows: readonly { rule: string; field: keyof ReturnType<typeof defaultTargeting>; expected: unknown }[] = [
    { rule: 'ages from 18', field: 'ageFrom', expected: 18 },
    { rule: 'ages to 65+', field: 'ageTo', expected: '65+' },
    { rule: 'gender all (3)', field: 'gender', expected: 3 },
    { rule: 'location targeting near business (1)', field: 'locationTargeting', expected: 1 },
    { rule: 'radius 10', field: 'radius', expected: 10 },
    { rule: 'distance unit kilometres (2)', field: 'distanceUnit', expected: 2 },
  ];
  describe.each(['IN', 'GB'])('%s', (region) => {
    it.each(rows)('$rule', ({ field, expected }) => {
      expect(defaultTargeting(region)[field]).toBe(expected);
    });
  });

  it('region codes are read in any case', () => {
    expect(defaultTargeting('in')).toEqual(defaultTargeting('IN'));
  });

  it.each(['US', ''])('region "%s" → UnknownRegionError (102)', (region) => {
    expect(() => defaultTargeting(region)).toThrow(UnknownRegionError);
    expect(() => defaultTargeting(region)).toThrow(expect.objectContaining({ errorCode: 102, status: 400 }) as Error);
  });

  it('the defaults cannot be changed by a caller', () => {
    expect(Object.isFrozen(defaultTargeting('IN'))).toBe(true);
  });
});

describe('the defaults are valid answers to the targeting steps they prefill', () => {
  const { ageFrom, ageTo, gender, locationTargeting, radius, distanceUnit } = defaultTargeting('IN');
  it.each([
    { step: 'ageGenderTarget', data: { ageFrom, ageTo, gender } },
    { step: 'locationTargeting', data: { locationTargeting, radius, distanceUnit } },
  ])('$step', ({ step, data }) => {
    expect(project.validateStep('onboarding', step, data)).toEqual({ valid: true, errors: [] });
  });
});
