import { describe, expect, it } from 'vitest';
import { presetRange } from '../../renderer/account/dashboard/date-ranges.ts';

describe('date-range presets (AP §2)', () => {
  // A leap year's March: last month is February with 29 days.
  const today = new Date(2028, 2, 10);
  it.each([
    ['today', '2028-03-10', '2028-03-10'],
    ['last7Days', '2028-03-04', '2028-03-10'],
    ['last15Days', '2028-02-25', '2028-03-10'],
    ['last30Days', '2028-02-10', '2028-03-10'],
    ['thisMonth', '2028-03-01', '2028-03-10'],
    ['lastMonth', '2028-02-01', '2028-02-29'],
  ] as const)('%s: %s to %s', (preset, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('last month in January is the December before', () => {
    expect(presetRange('lastMonth', new Date(2027, 0, 5))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
