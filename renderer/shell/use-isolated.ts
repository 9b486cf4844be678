import { useTranslation } from 'react-i18next';
import { ENGLISH, isolated, languageOfTag } from './language.ts';

/** `isolated` in the interface's direction of the moment: numbers such as "65+" keep their order. */
export function useIsolated(): (text: string) => string {
  const { i18n } = useTranslation();
  const { dir } = languageOfTag(i18n.language) ?? ENGLISH;
  return (text) => isolated(text, dir);
}
