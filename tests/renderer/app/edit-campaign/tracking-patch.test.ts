import { describe, expect, it } from 'vitest';
import { trackingPatch } from '../../../../renderer/app/edit-campaign/tracking-patch.ts';

describe('the tracking PATCH holds only the differences (OL §4)', () => {
  it.each([
    ['nothing changed: nothing to send', { utmSource: 'a' }, { utmSource: 'a' }, []],
    ['no tracking and none typed: nothing to send', undefined, {}, []],
    [
      'one field changed: that field alone',
      { utmSource: 'a', utmMedium: 'b' },
      { utmSource: 'a', utmMedium: 'c' },
      [{ op: 'replace', path: '/tracking/utmMedium', value: 'c' }],
    ],
    [
      'a field cleared: removed',
      { utmSource: 'a', utmCampaign: 'x' },
      { utmSource: 'a' },
      [{ op: 'remove', path: '/tracking/utmCampaign' }],
    ],
    [
      'a field added',
      { utmSource: 'a' },
      { utmSource: 'a', utmCampaign: 'x' },
      [{ op: 'add', path: '/tracking/utmCampaign', value: 'x' }],
    ],
    [
      'no tracking stored yet: added whole',
      undefined,
      { utmSource: 'a' },
      [{ op: 'add', path: '/tracking', value: { utmSource: 'a' } }],
    ],
  ])('%s', (_rule, before, after, patch) => {
    expect(trackingPatch(before, after)).toEqual(patch);
  });
});
