import { useId, useState } from 'react';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../i18n.ts';
import { saveAccountLanguage } from '../session/account-language.ts';
import { ENGLISH, findLanguage, LANGUAGES, languageOfTag } from './language.ts';

/** A pill as tall as a finger, as wide as its language's name; on a phone, no wider than 8rem:
    the longest name would push the header past the screen. */
const SELECT = 'min-h-11 w-auto rounded-full max-sm:max-w-32';

/**
 * The interface language, picked from every language by the name it has in itself. `compact`: below
 * 768 px it shows a globe and the language's code, with the list itself laid over them unseen, so
 * the signed-in toolbar fits one row of a phone; tapping opens the same list of names.
 */
export function LanguageSelector({ compact = false }: { readonly compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // The language picked shows at once, while its catalogues load.
  const [picked, setPicked] = useState<string | null>(null);
  const shown = (languageOfTag(i18n.language) ?? ENGLISH).code;
  const choose = (code: string) => {
    setPicked(code);
    // A language that fails to load leaves the page as it was: the list shows that language again.
    void setLanguage(code)
      // Signed in, the choice is the account's too (decision 474).
      .then(saveAccountLanguage)
      .catch(() => undefined)
      .finally(() => {
        setPicked((current) => (current === code ? null : current));
      });
  };
  return (
    <div
      className={
        compact
          ? 'language-selector relative max-md:has-[select:focus-visible]:outline-2 max-md:has-[select:focus-visible]:outline-link max-md:rounded-full'
          : 'language-selector'
      }
    >
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      {compact && (
        <span
          aria-hidden="true"
          className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-3 font-semibold uppercase md:hidden"
        >
          <Globe size={18} />
          {/* The tag's language ("DE"), not the spec's id ("ge", "pt_PT"). */}
          {(findLanguage(picked ?? shown) ?? ENGLISH).tag.split('-')[0]}
        </span>
      )}
      <select
        id={id}
        className={`${SELECT} ${compact ? 'max-md:absolute max-md:inset-0 max-md:size-full max-md:opacity-0' : ''}`}
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
