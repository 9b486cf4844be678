import { describe, expect, it } from 'vitest';
import { createNameIndex, MatchTier, normaliseName } from '../../../../server/modules/shared/name-match.ts';

describe('normaliseName', () => {
  const rows: readonly { rule: string; text: string; normalised: string }[] = [
    { rule: 'case is ignored', text: 'LONDON', normalised: 'london' },
    { rule: 'accents are ignored', text: 'Sant Julià de Lòria', normalised: 'sant julia de loria' },
    { rule: 'apostrophes join', text: 'Bo’ness', normalised: 'boness' },
    { rule: 'other punctuation separates', text: 'Stoke-on-Trent', normalised: 'stoke on trent' },
    { rule: 'runs of spaces collapse and ends are trimmed', text: '  St.  Albans ', normalised: 'st albans' },
  ];
  it.each(rows)('$rule', ({ text, normalised }) => {
    expect(normaliseName(text)).toBe(normalised);
  });
});

describe('createNameIndex', () => {
  const names = ['Hamilton', 'Birmingham', 'Ham', 'Hampshire', 'Nottingham', 'Graham Town', 'Bo’ness', 'HAM'];
  const index = createNameIndex(names, (name) => name);

  const rows: readonly {
    rule: string;
    keyword: string;
    limit?: number;
    tiers?: readonly MatchTier[];
    expected: string[];
  }[] = [
    {
      rule: 'exact, then prefix, then substring; ties by name',
      keyword: 'ham',
      expected: ['HAM', 'Ham', 'Hamilton', 'Hampshire', 'Birmingham', 'Graham Town', 'Nottingham'],
    },
    { rule: 'the limit cuts the ranked list', keyword: 'ham', limit: 3, expected: ['HAM', 'Ham', 'Hamilton'] },
    {
      rule: 'substrings fill what prefixes leave',
      keyword: 'ham',
      limit: 5,
      expected: ['HAM', 'Ham', 'Hamilton', 'Hampshire', 'Birmingham'],
    },
    { rule: 'accent- and punctuation-insensitive', keyword: 'BONESS', expected: ['Bo’ness'] },
    { rule: 'a blank keyword finds nothing', keyword: '  ', expected: [] },
    { rule: 'no match finds nothing', keyword: 'zzz', expected: [] },
    {
      rule: 'tiers can be narrowed to exact and prefix',
      keyword: 'ham',
      tiers: [MatchTier.exact, MatchTier.prefix],
      expected: ['HAM', 'Ham', 'Hamilton', 'Hampshire'],
    },
  ];
  it.each(rows)('$rule', ({ keyword, limit = 20, tiers, expected }) => {
    expect(index.search(keyword, tiers ? { limit, tiers } : { limit })).toEqual(expected);
  });

  it('accept filters while scanning, so the limit counts accepted items only', () => {
    const result = index.search('ham', { limit: 2, accept: (name) => name !== 'HAM' && name !== 'Ham' });
    expect(result).toEqual(['Hamilton', 'Hampshire']);
  });

  it('tie-break orders items with equal names', () => {
    const items = [
      { name: 'Delhi', type: 5 },
      { name: 'Delhi', type: 4 },
    ];
    const byType = createNameIndex(
      items,
      (item) => item.name,
      (a, b) => a.type - b.type,
    );
    expect(byType.search('delhi', { limit: 2 }).map((item) => item.type)).toEqual([4, 5]);
  });
});
