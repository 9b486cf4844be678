import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../shell/language.ts';

/** A moment (ISO 8601) as the interface's language writes a date and time. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (iso: string) => dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    [language],
  );
}
