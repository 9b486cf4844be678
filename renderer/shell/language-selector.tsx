import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n.ts';
import { ENGLISH, LANGUAGES, languageOfTag } from './language.ts';

/** The interface language, picked from every language by the name it has in itself. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  // The language picked shows at once, while its catalogues load.
  const [picked, setPicked] = useState<string | null>(null);
  const shown = (languageOfTag(i18n.language) ?? ENGLISH).code;
  const choose = (code: string) => {
    setPicked(code);
    // A language that fails to load leaves the page as it was: the list shows that language again.
    void setLanguage(code)
      .catch(() => undefined)
      .finally(() => {
        setPicked((current) => (current === code ? null : current));
      });
  };
  return (
    <div className="language-selector">
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <select
        id={id}
        value={picked ?? shown}
        onChange={(event) => {
          choose(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.tag}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
