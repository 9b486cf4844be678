import type { TFunction } from 'i18next';
import { formatDate, formatMinor } from '../app/money/money-format.ts';

/** The server's reason for an error (decision 290): a key of `reasons` and its raw params. */
export interface ErrorReason {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

// Raw params as the interface's language writes them: `…Minor` amounts in `currencyCode`,
// `…Date` ISO dates; the rest as they are.
function formatParams(params: ErrorReason['params'], languageCode: string): Record<string, string | number> {
  const currencyCode = typeof params?.currencyCode === 'string' ? params.currencyCode : '';
  return Object.fromEntries(
    Object.entries(params ?? {}).map(([name, value]) => {
      if (name.endsWith('Minor') && typeof value === 'number' && currencyCode !== '') {
        return [name, formatMinor(value, currencyCode, languageCode)];
      }
      if (name.endsWith('Date') && typeof value === 'string') return [name, formatDate(value, languageCode)];
      return [name, value];
    }),
  );
}

/** The reason in the interface's language (`locales/<lng>/account.json` `reasons`), or null for an unknown key. */
export function reasonText(t: TFunction<'account'>, reason: ErrorReason, languageCode: string): string | null {
  const key = `reasons.${reason.key}`;
  const text = t(key, { ...formatParams(reason.params, languageCode), defaultValue: '' });
  return text === '' ? null : text;
}
