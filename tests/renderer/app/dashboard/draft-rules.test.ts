import { describe, expect, it } from 'vitest';
import { hasOneDraftCampaign, withoutCampaigns } from '../../../../renderer/app/dashboard/draft-rules.ts';

const draft = (id: number, status = 'None') => ({ id, status });

describe("'has one draft campaign' (OL §4: exactly one item and none is active)", () => {
  it.each([
    ['an empty list', [], false],
    ['exactly one draft', [draft(1)], true],
    ['one item that is active', [draft(1, 'Active')], false],
    ['one paused item', [draft(1, 'Paused')], true],
    ['two drafts', [draft(1), draft(2)], false],
    ['two items, one active', [draft(1), draft(2, 'Active')], false],
    ['three drafts', [draft(1), draft(2), draft(3)], false],
  ])('%s → %s', (_rule, list, expected) => {
    expect(hasOneDraftCampaign(list)).toBe(expected);
  });
});

describe('removing a draft locally (OL §4)', () => {
  it('leaves the list without it, the others in order', () => {
    expect(withoutCampaigns([draft(1), draft(2), draft(3)], [2])).toEqual([draft(1), draft(3)]);
  });
  it('changes nothing for an id not listed', () => {
    expect(withoutCampaigns([draft(1)], [9])).toEqual([draft(1)]);
  });
});
