import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../renderer/shell/language.ts';

// Intl marks right-to-left numbers with bidi controls and keeps a symbol off its number with a
// no-break space: what matters to a reader is what is left.
const shown = (text: string): string => text.replace(/[\u200e\u200f]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney: an amount as the language writes money, always with 2 decimals', () => {
  it.each([
    ['INR', '₹1,234.50'],
    ['GBP', '£1,234.50'],
    ['USD', '$1,234.50'],
  ])('English: %s', (currency, expected) => {
    expect(formatMoney(1234.5, currency, 'en')).toBe(expected);
  });

  it.each([
    ['INR', '1,234.50 ₹'],
    ['GBP', '1,234.50 £'],
    ['USD', '1,234.50 $'],
  ])('Hebrew: %s after the number', (currency, expected) => {
    expect(shown(formatMoney(1234.5, currency, 'he'))).toBe(expected);
  });

  it('Hindi: rupees in lakhs and crores', () => {
    expect(formatMoney(1234567.891, 'INR', 'hi')).toBe('₹12,34,567.89');
    expect(formatMoney(1234.5, 'GBP', 'hi')).toBe('£1,234.50');
    expect(formatMoney(1234.5, 'USD', 'hi')).toBe('$1,234.50');
  });

  it("by the spec's ids: ge is German, cn Chinese", () => {
    expect(shown(formatMoney(1234.5, 'EUR', 'ge'))).toBe('1.234,50 €');
    expect(formatMoney(1234.5, 'INR', 'cn')).toBe('₹1,234.50');
  });

  it('2 decimals whatever the amount and the currency', () => {
    expect(formatMoney(3, 'GBP', 'en')).toBe('£3.00');
    expect(formatMoney(2.499, 'USD', 'en')).toBe('$2.50');
    expect(formatMoney(0.1 + 0.2, 'INR', 'en')).toBe('₹0.30');
    expect(formatMoney(1234, 'JPY', 'en')).toBe('¥1,234.00');
  });

  it('an unknown language writes as English', () => {
    expect(formatMoney(1234.5, 'GBP', 'xx')).toBe('£1,234.50');
  });
});
