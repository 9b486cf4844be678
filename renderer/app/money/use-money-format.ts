import { useTranslation } from 'react-i18next';
import { ENGLISH, formatMoney, languageOfTag } from '../../shell/language.ts';
import { formatDate, formatMinor, formatRate } from './money-format.ts';

export interface MoneyFormat {
  /** Minor units of `currencyCode` as money, 2 decimals. */
  readonly money: (amountMinor: number, currencyCode: string) => string;
  /** An amount typed in major units (a refund asked for), as money. */
  readonly major: (amount: number, currencyCode: string) => string;
  readonly rate: (basisPoints: number) => string;
  readonly date: (iso: string, withTime?: boolean) => string;
}

/** The money-format functions in the interface's language of the moment. */
export function useMoneyFormat(): MoneyFormat {
  const { i18n } = useTranslation('money');
  const { code } = languageOfTag(i18n.language) ?? ENGLISH;
  return {
    money: (amountMinor, currencyCode) => formatMinor(amountMinor, currencyCode, code),
    major: (amount, currencyCode) => formatMoney(amount, currencyCode, code),
    rate: (basisPoints) => formatRate(basisPoints, code),
    date: (iso, withTime = false) => formatDate(iso, code, withTime),
  };
}
