import { describe, expect, it } from 'vitest';
import money from '../../locales/en/money.json' with { type: 'json' };
import { formatDate, formatMinor, formatRate, parseAmount } from '../../renderer/app/money/money-format.ts';
import { isOverdue, isReviewer } from '../../renderer/app/money/review-access.ts';
import { statusLabel, transactionLabel } from '../../renderer/app/money/transaction-labels.ts';
import { pageCount } from '../../renderer/ui/page-count.ts';
import type { TransactionKind, WalletTransaction } from '../../renderer/app/money/wallet-types.ts';

/** An English text of the `money` namespace by its dotted key, interpolated as i18next does. */
function english(key: string, values: Readonly<Record<string, string | number>>): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], money);
  if (typeof text !== 'string') throw new Error(`locales/en/money.json has no text ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

describe('transaction labels: the wallet table names each ledger entry (AP §3)', () => {
  it.each<[TransactionKind, number | null, string]>([
    ['addFunds', null, 'Funds added'],
    ['refund', null, 'Refund'],
    ['lock', 12, 'Locked for campaign #12'],
    ['release', 12, 'Released from campaign #12'],
    ['spend', 12, 'Spent on campaign #12'],
    ['lock', null, 'Locked for a campaign'],
    ['release', null, 'Released from a campaign'],
    ['spend', null, 'Spent on a campaign'],
  ])('%s (campaign %s): "%s"', (kind, campaignId, expected) => {
    const label = transactionLabel({ kind, campaignId });
    expect(english(label.key, label.values)).toBe(expected);
  });

  it.each<[WalletTransaction['status'], string]>([
    ['succeeded', 'Succeeded'],
    ['pending', 'Pending'],
    ['failed', 'Failed'],
  ])('status %s: "%s"', (status, expected) => {
    const label = statusLabel({ status });
    expect(english(label.key, label.values)).toBe(expected);
  });

  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [45, 20, 3],
  ])('%i transactions by %i a page: %i pages', (total, limit, pages) => {
    expect(pageCount(total, limit)).toBe(pages);
  });
});

describe('amounts typed in major units', () => {
  it.each([
    ['1000', 1000],
    [' 500 ', 500],
    ['1000.5', 1000.5],
    ['1000.50', 1000.5],
    ['1000,50', 1000.5],
    ['19.99', 19.99],
    ['0.01', 0.01],
  ])('"%s" is %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each(['', 'abc', '1,000.00', '10.001', '-5', '1e3', '1 000'])('"%s" is no amount', (text) => {
    expect(parseAmount(text)).toBeNull();
  });
});

describe('money, rates and dates as the language writes them', () => {
  it('minor units as money with 2 decimals (AP §9)', () => {
    expect(formatMinor(100000, 'INR', 'en')).toBe('₹1,000.00');
    expect(formatMinor(118000, 'INR', 'en')).toBe('₹1,180.00');
    expect(formatMinor(500, 'GBP', 'en')).toBe('£5.00');
    expect(formatMinor(1234567, 'INR', 'hi')).toBe('₹12,345.67');
  });

  it('basis points as a percentage', () => {
    expect(formatRate(1800, 'en')).toBe('18%');
    expect(formatRate(2000, 'en')).toBe('20%');
    expect(formatRate(0, 'en')).toBe('0%');
    expect(formatRate(1250, 'en')).toBe('12.5%');
  });

  it('a bare date is the calendar day, whatever the time zone', () => {
    expect(formatDate('2026-11-23', 'en')).toBe('23 Nov 2026');
  });
});

describe('the campaign review (OL §1, §6)', () => {
  it.each([
    [[4], true],
    [[1, 4], true],
    [[1], false],
    [[], false],
  ])('roles %j: reviewer %s', (roleIds, expected) => {
    expect(isReviewer({ roleIds })).toBe(expected);
  });

  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T11:59:59Z', true],
    ['2026-11-23T12:00:01Z', false],
    [null, false],
  ])('due %s: overdue %s', (reviewDueAt, expected) => {
    expect(isOverdue(reviewDueAt, now)).toBe(expected);
  });
});
