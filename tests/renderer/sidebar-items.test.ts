import { describe, expect, it } from 'vitest';
import { allItems, Category, sidebarItems, type SidebarItemId } from '../../renderer/app/shell/sidebar-items.ts';
import { initialsOf } from '../../renderer/session/user-name.ts';

const { localBusiness, eCommerce, hqFranchise, creativeBuilder, brandPortal, richMediaAdBuilder } = Category;

const shown = (category: number, onboardingState: number, isSelfFunded = false) =>
  allItems(sidebarItems({ category, onboardingState, isSelfFunded }));

interface Rule {
  readonly rule: string;
  readonly category: number;
  readonly onboardingState: number;
  readonly isSelfFunded?: boolean;
  readonly has: readonly SidebarItemId[];
  readonly hasNot: readonly SidebarItemId[];
}

// accounts-and-platform §2 "Sidebar visibility", one row per rule.
const RULES: readonly Rule[] = [
  {
    rule: 'the features menu (Audience) is hidden below onboardingState 2',
    category: eCommerce,
    onboardingState: 1,
    has: ['dashboard'],
    hasNot: ['audience'],
  },
  {
    rule: 'the features menu (Audience) appears at onboardingState 2',
    category: eCommerce,
    onboardingState: 2,
    has: ['audience'],
    hasNot: [],
  },
  {
    rule: 'the stats item (Reports) is hidden below onboardingState 3',
    category: localBusiness,
    onboardingState: 2,
    has: ['leads'],
    hasNot: ['publishedReports'],
  },
  {
    rule: 'the stats item (Reports) appears at onboardingState 3',
    category: localBusiness,
    onboardingState: 3,
    has: ['publishedReports'],
    hasNot: [],
  },
  {
    rule: 'the wallet is hidden below onboardingState 3',
    category: localBusiness,
    onboardingState: 2,
    has: [],
    hasNot: ['wallet'],
  },
  {
    rule: 'the wallet appears at onboardingState 3',
    category: eCommerce,
    onboardingState: 3,
    has: ['wallet'],
    hasNot: [],
  },
  {
    rule: 'the wallet stays hidden for a self-funded account',
    category: eCommerce,
    onboardingState: 4,
    isSelfFunded: true,
    has: ['publishedReports'],
    hasNot: ['wallet'],
  },
  {
    rule: 'e-commerce has the settings menu (Store profile, Product feed)',
    category: eCommerce,
    onboardingState: 0,
    has: ['storeSetup', 'productFeed', 'dashboard', 'productInsights', 'leads'],
    hasNot: [],
  },
  {
    rule: 'local business allows audience addition and store linking',
    category: localBusiness,
    onboardingState: 3,
    has: ['audience', 'storeSetup', 'productFeed'],
    hasNot: [],
  },
  {
    rule: 'franchise has no audience addition and no store linking, whatever its state',
    category: hqFranchise,
    onboardingState: 5,
    has: ['dashboard', 'publishedReports', 'leads', 'wallet', 'storeSetup', 'franchiseStores'],
    hasNot: ['audience', 'productFeed'],
  },
];

describe('sidebar visibility (accounts-and-platform §2)', () => {
  it.each(RULES)('$rule', ({ category, onboardingState, isSelfFunded = false, has, hasNot }) => {
    const items = shown(category, onboardingState, isSelfFunded);
    for (const item of has) expect(items, `${item} shown`).toContain(item);
    for (const item of hasNot) expect(items, `${item} hidden`).not.toContain(item);
  });

  it.each([0, 3, 5])('brand portal shows only dashboard and reports (onboardingState %i)', (onboardingState) => {
    expect(shown(brandPortal, onboardingState)).toEqual(['dashboard', 'publishedReports']);
  });

  it.each([
    ['creative-builder', creativeBuilder],
    ['rich-media-builder', richMediaAdBuilder],
  ])('%s shows no menus', (_name, category) => {
    expect(shown(category, 5)).toEqual([]);
  });

  it('the menus keep the order of §2: own items, features menu, settings menu', () => {
    expect(sidebarItems({ category: eCommerce, onboardingState: 3, isSelfFunded: false })).toEqual({
      main: ['dashboard', 'productInsights', 'publishedReports', 'leads', 'wallet'],
      features: ['audience'],
      settings: ['storeSetup', 'productFeed'],
    });
  });
});

describe('user block initials (accounts-and-platform §2)', () => {
  it.each([
    ['Priya Raman', 'PR'],
    ['priya', 'P'],
    ['Anna Maria Lopez', 'AM'],
    ['  Émile   Zola ', 'ÉZ'],
    ['', ''],
  ])('"%s" shows "%s": the first letters of up to two words', (fullName, initials) => {
    expect(initialsOf(fullName)).toBe(initials);
  });
});
