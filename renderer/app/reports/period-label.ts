import { useTranslation } from 'react-i18next';
import { dateTimeFormat, ENGLISH, languageOfTag } from '../../shell/language.ts';
import type { ReportSummary } from './reports-api.ts';

/**
 * A report's period in the interface's language: "October 2026" for a month, "28 Sept – 4 Oct
 * 2026" for a week (Intl's own range format). Days are calendar days: read in UTC.
 */
export function usePeriodLabel(): (report: Pick<ReportSummary, 'period' | 'from' | 'to'>) => string {
  const { i18n } = useTranslation('reports');
  const { tag } = languageOfTag(i18n.language) ?? ENGLISH;
  return ({ period, from, to }) => {
    const first = new Date(`${from}T00:00:00Z`);
    if (period === 'month') {
      return dateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first);
    }
    return dateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
      first,
      new Date(`${to}T00:00:00Z`),
    );
  };
}
