import { describe, expect, it } from 'vitest';
import { firstDayOfWeek } from '../../renderer/shell/language.ts';

describe("a calendar's week starts where its language is written", () => {
  it('on Monday in English (written as in the United Kingdom, decision 460) and French', () => {
    expect(firstDayOfWeek('en')).toBe(1);
    expect(firstDayOfWeek('fr')).toBe(1);
  });

  it('on Sunday in Hebrew', () => {
    expect(firstDayOfWeek('he')).toBe(0);
  });
});
