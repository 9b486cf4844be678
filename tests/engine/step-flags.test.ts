import { describe, expect, it } from 'vitest';
import { project } from '../support/project.ts';

const onboarding = project.flow('onboarding');

describe('flags a step sets from its data (meta.setsFlags)', () => {
  it.each([
    [
      '"none of these" sets manualDetails',
      'businessDetails',
      { presence: 'none', name: 'Bloom' },
      { manualDetails: true },
    ],
    [
      'a website clears manualDetails',
      'businessDetails',
      { presence: 'website', name: 'Bloom' },
      { manualDetails: false },
    ],
    [
      'two services set severalServices',
      'businessTypeServices',
      { category: 'Salon', services: ['Cut', 'Colour'] },
      { severalServices: true },
    ],
    [
      'one service clears severalServices',
      'businessTypeServices',
      { category: 'Salon', services: ['Cut'] },
      { severalServices: false },
    ],
    [
      'search only: social excluded',
      'channelSelection',
      { channels: [1] },
      { socialExcluded: true, searchExcluded: false },
    ],
    [
      'photo-sharing only: search excluded, social kept',
      'channelSelection',
      { channels: [3] },
      { socialExcluded: false, searchExcluded: true },
    ],
    [
      'all channels: nothing excluded',
      'channelSelection',
      { channels: [1, 2, 3] },
      { socialExcluded: false, searchExcluded: false },
    ],
    ['a step that sets nothing', 'selectGender', { gender: 3 }, {}],
  ])('%s', (_rule, step, data, flags) => {
    expect(onboarding.flagsFromStep(step, data)).toEqual(flags);
  });

  it('variants share the conditions of the flow they extend', () => {
    expect(project.flow('agent').flagsFromStep('businessDetails', { presence: 'none' })).toEqual({
      manualDetails: true,
    });
  });
});
