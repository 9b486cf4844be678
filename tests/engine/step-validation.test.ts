import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE, UnknownStepError } from '../../engine/index.ts';
import { project } from '../support/project.ts';

describe('step data is validated with the schema the flow names, in the spec words', () => {
  it('valid data passes', () => {
    expect(project.validateStep('onboarding', 'selectGender', { gender: 3 })).toEqual({ valid: true, errors: [] });
  });

  it('a missing required field points at the field and says "Please provide a value"', () => {
    expect(project.validateStep('onboarding', 'selectGender', {})).toEqual({
      valid: false,
      errors: [{ path: '/gender', message: REQUIRED_MESSAGE }],
    });
  });

  it('a field with its own missing-value words uses them (OTP)', () => {
    const result = project.validateStep('onboarding', 'emailSignup', { emailAddress: 'owner@bloom.example' });
    expect(result.errors).toEqual([{ path: '/otp', message: 'Please enter OTP' }]);
  });

  it('a value outside an enumeration gets one message, not one per option', () => {
    const result = project.validateStep('onboarding', 'selectGender', { gender: 9 });
    expect(result.errors).toEqual([{ path: '/gender', message: 'Please choose one of the options' }]);
  });

  it('a field the step does not have is named', () => {
    const result = project.validateStep('onboarding', 'selectGender', { gender: 1, isAdmin: true });
    expect(result.errors).toEqual([{ path: '/isAdmin', message: 'This field is not part of this step' }]);
  });

  it('every failing field is reported once', () => {
    const result = project.validateStep('onboarding', 'emailSignup', { emailAddress: 'not an e-mail', otp: 'abc' });
    expect(result.errors).toEqual([
      { path: '/emailAddress', message: 'Please enter a valid e-mail address' },
      { path: '/otp', message: 'OTP must be of six digits' },
    ]);
  });

  it('the same schema serves every flow that has the step', () => {
    const data = { emailAddress: 'owner@bloom.example', otp: '123456' };
    for (const flowId of ['onboarding', 'onboarding-v2', 'agent']) {
      expect(project.validateStep(flowId, 'emailSignup', data).valid).toBe(true);
    }
  });

  it('an unknown step is refused by name', () => {
    expect(() => project.validateStep('onboarding', 'nope', {})).toThrow(UnknownStepError);
  });
});

describe('rules across two fields (OL §5), checked after the schema', () => {
  const budget = { planId: 1, currencyCode: 'INR', dailyBudget: 350, budgetType: 1, scheduling: 2 };
  it.each([
    // Decision 410: the end date is the run's last day, so 1 to 7 December is a week.
    ['a daily budget for exactly 1 week passes', { ...budget, startDate: '2026-12-01', endDate: '2026-12-07' }, []],
    [
      'a daily budget for 6 days is refused',
      { ...budget, startDate: '2026-12-01', endDate: '2026-12-06' },
      [
        {
          path: '/endDate',
          message: 'A daily-budget campaign runs for at least 1 week: 7 days, the start and end dates included',
        },
      ],
    ],
    [
      'a lifetime budget may be shorter',
      { ...budget, budgetType: 2, startDate: '2026-12-01', endDate: '2026-12-03' },
      [],
    ],
    [
      'an end before the start is refused',
      { ...budget, budgetType: 2, startDate: '2026-12-05', endDate: '2026-12-01' },
      [{ path: '/endDate', message: 'The end date must not be before the start date' }],
    ],
  ])('%s', (_rule, data, errors) => {
    expect(project.validate('steps/budget.schema.json', data).errors).toEqual(errors);
  });

  it.each([
    ['18 to 65+ passes', { ageFrom: 18, ageTo: '65+', gender: 3 }, []],
    ['35 to 35 passes', { ageFrom: 35, ageTo: 35, gender: 1 }, []],
    [
      '45 to 25 is refused',
      { ageFrom: 45, ageTo: 25, gender: 2 },
      [{ path: '/ageTo', message: 'The upper age must not be below the lower age' }],
    ],
  ])('age range: %s', (_rule, data, errors) => {
    expect(project.validate('steps/age-gender-target.schema.json', data).errors).toEqual(errors);
  });
});

describe('a phone number must be a real one (OL §5), not only the right shape', () => {
  it.each([
    ['a London number', { dialCode: '+44', phoneNumber: '020 7183 8750' }, []],
    ['an Indian mobile', { dialCode: '+91', phoneNumber: '98220 12345' }, []],
    [
      'a number from the range kept for drama',
      { dialCode: '+44', phoneNumber: '07700 900123' },
      [{ path: '/phoneNumber', message: 'Please provide a valid phone number' }],
    ],
  ])('%s', (_case, data, errors) => {
    expect(project.validate('steps/business-phone-number.schema.json', data).errors).toEqual(errors);
  });
});

// A list of 20,000 entries under uniqueItems once kept ajv comparing pairs for seconds (the fuzzer
// found it): a list past 1,000 entries is judged on its first 1,001, refused all the same.
describe('lists far longer than any schema takes', () => {
  const audience = { name: 'Leeds women', ageFrom: 25, ageTo: 45, gender: 2 };
  const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

  it("a list of 20,000 where the schema takes 25 is refused with the schema's own limit", () => {
    const result = project.validate('api/audience-input.schema.json', { ...audience, locations: numbers(20_000) });
    expect(result.valid).toBe(false);
    expect(result.errors).toContainEqual({ path: '/locations', message: 'Choose at most 25' });
  });

  it('a list of 20,000 where the schema sets no limit is refused past 1,000, though every entry is valid', () => {
    // What the search channel is sent (api/channels): its keywords and headlines take any number.
    const campaign = {
      campaignId: 7,
      name: 'Phone calls – Dec 2026',
      currencyCode: 'GBP',
      dailyBudgetMinor: 2000,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      objectiveId: 4,
      keywords: Array.from({ length: 10 }, (_, index) => `haircut ${String(index)}`),
    };
    const schema = 'api/channels/search-campaign.schema.json';
    expect(project.validate(schema, campaign)).toEqual({ valid: true, errors: [] });
    const headlines = Array.from({ length: 20_000 }, (_, index) => `Headline ${String(index)}`);
    expect(project.validate(schema, { ...campaign, headlines })).toEqual({
      valid: false,
      errors: [{ path: '/headlines', message: 'Choose at most 1000' }],
    });
    expect(project.validate(schema, { ...campaign, headlines: headlines.slice(0, 1_000) }).valid).toBe(true);
  });

  it('a list within the limits is judged whole: its 1,001st entry counts', () => {
    const interests = [...Array.from({ length: 19 }, (_, index) => `Interest ${String(index)}`), ''];
    const result = project.validate('api/audience-input.schema.json', { ...audience, interests });
    expect(result.errors.map((error) => error.path)).toEqual(['/interests/19']);
  });
});
