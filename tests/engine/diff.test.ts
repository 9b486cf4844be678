import { describe, expect, it } from 'vitest';
import { applyDifferences, diff, InvalidDifferencesError } from '../../engine/index.ts';

describe('diff for PATCH (onboarding-and-launch §4: only differences; nothing when none)', () => {
  const before = { name: 'Bloom', services: ['cut', 'colour'], location: { city: 'Leeds' } };

  it('no differences: nothing to send', () => {
    expect(diff(before, structuredClone(before))).toEqual([]);
  });

  it('only what changed is sent', () => {
    const after = { ...before, location: { city: 'York' } };
    expect(diff(before, after)).toEqual([{ op: 'replace', path: '/location/city', value: 'York' }]);
  });

  it('applying the differences gives the new document and leaves the old one alone', () => {
    const after = { name: 'Bloom & Co', services: ['cut'], location: { city: 'Leeds', postcode: 'LS1' } };
    const result = applyDifferences(before, diff(before, after));
    expect(result).toEqual(after);
    expect(before.services).toEqual(['cut', 'colour']);
  });

  it('a difference that does not fit the document is refused', () => {
    expect(() => applyDifferences(before, [{ op: 'replace', path: '/missing/deep', value: 1 }])).toThrow(
      InvalidDifferencesError,
    );
  });

  it('a difference may not reach the prototype', () => {
    expect(() => applyDifferences({}, [{ op: 'add', path: '/__proto__/polluted', value: true }])).toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
