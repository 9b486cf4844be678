import { describe, expect, it } from 'vitest';
import {
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_LIMIT,
  searchBusinessCategories,
} from '../../../../server/modules/catalogue/business-categories.ts';

const names = (keyword: string) => searchBusinessCategories(keyword).map((category) => category.name);

describe('GET BusinessCategories (onboarding-and-launch §7)', () => {
  const rows: readonly { rule: string; keyword: string; expected: string[] }[] = [
    { rule: 'an exact name comes first', keyword: 'spa', expected: ['Spa', 'Coworking space'] },
    { rule: 'case-insensitive', keyword: 'HAIR SALON', expected: ['Hair salon'] },
    { rule: 'accent-insensitive', keyword: 'Café', expected: ['Cafe'] },
    {
      rule: 'prefix matches before substring matches, each by name',
      keyword: 'car',
      expected: [
        'Car dealer',
        'Car rental',
        'Car repair garage',
        'Car wash',
        'Carpenter',
        'Day care centre',
        'Home care service',
      ],
    },
    {
      rule: 'substring matches by name',
      keyword: 'salon',
      expected: ['Beauty salon', 'Hair salon', 'Nail salon', 'Tanning salon'],
    },
    { rule: 'a blank keyword finds nothing', keyword: '   ', expected: [] },
    { rule: 'no match finds nothing', keyword: 'zzzz', expected: [] },
  ];
  it.each(rows)('$rule', ({ keyword, expected }) => {
    expect(names(keyword)).toEqual(expected);
  });

  it('at most 20 results', () => {
    expect(searchBusinessCategories('e')).toHaveLength(BUSINESS_CATEGORY_LIMIT);
  });

  it('results carry their suggested services', () => {
    expect(searchBusinessCategories('plumber')[0]?.suggestedServices).toContain('Leak repair');
  });
});

describe('the curated list', () => {
  it('holds about 150 categories or more', () => {
    expect(BUSINESS_CATEGORIES.length).toBeGreaterThanOrEqual(150);
  });

  it('ids are unique positive integers', () => {
    const ids = BUSINESS_CATEGORIES.map((category) => category.id);
    expect(ids.every((id) => Number.isInteger(id) && id > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names are unique, ignoring case', () => {
    const lowered = BUSINESS_CATEGORIES.map((category) => category.name.toLowerCase());
    expect(new Set(lowered).size).toBe(lowered.length);
  });

  it('every category has 3 to 6 distinct, non-empty suggested services', () => {
    const offenders = BUSINESS_CATEGORIES.filter(({ suggestedServices: services }) => {
      const distinct = new Set(services.map((service) => service.toLowerCase()));
      const tidy = services.every((service) => service !== '' && service.trim() === service);
      return services.length < 3 || services.length > 6 || distinct.size !== services.length || !tidy;
    });
    expect(offenders.map((category) => category.name)).toEqual([]);
  });

  it('the list cannot be changed at run time', () => {
    expect(Object.isFrozen(BUSINESS_CATEGORIES)).toBe(true);
    expect(Object.isFrozen(BUSINESS_CATEGORIES[0]?.suggestedServices)).toBe(true);
  });
});
