import type { WidgetProps } from '@rjsf/utils';
import { getCountries, getCountryCallingCode, getExampleNumber, type CountryCode } from 'libphonenumber-js';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolated } from '../shell/language.ts';
import { stepFormContext } from '../wizard/form-context.ts';

interface Country {
  readonly code: CountryCode;
  readonly name: string;
  readonly dialCode: string;
}

/** Every country with its dial code, named and sorted as the page's language (`tag`) has it. */
function countriesIn(tag: string): readonly Country[] {
  const names = new Intl.DisplayNames([tag], { type: 'region' });
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, dialCode: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, tag));
}

// onboarding-and-launch §9: the default region is IN.
const DEFAULT_COUNTRY: CountryCode = 'IN';

/** The country a stored dial code stands for: the region's own when it shares the code (+44 is GB, not JE). */
function countryOf(dialCode: unknown, region: string | null): CountryCode {
  const countries = getCountries();
  const home = countries.find((code) => code === region) ?? DEFAULT_COUNTRY;
  if (typeof dialCode !== 'string') return home;
  const wanted = dialCode.startsWith('+') ? dialCode.slice(1) : dialCode;
  if (getCountryCallingCode(home) === wanted) return home;
  return countries.find((code) => getCountryCallingCode(code) === wanted) ?? home;
}

/**
 * A mobile number (§5): a searchable country list with dial codes that fills the step's
 * `dialCode` field (ui:options `dialCodeField` names another), and the number as typed.
 */
export function PhoneWidget(props: WidgetProps) {
  const { t, i18n } = useTranslation('widgets');
  const { id, disabled, readonly, placeholder, onChange, onBlur, registry, options } = props;
  const value: unknown = props.value;
  const { region, formData, setField } = stepFormContext(registry);
  const dialCodeField = typeof options.dialCodeField === 'string' ? options.dialCodeField : 'dialCode';
  const [country, setCountry] = useState<CountryCode>(() => countryOf(formData[dialCodeField], region));
  const [search, setSearch] = useState('');
  const locked = disabled === true || readonly === true;

  const dialCode = `+${getCountryCallingCode(country)}`;
  // A mobile number as the chosen country writes it at home (07400 123456 in Britain): a British
  // owner was shown an Indian one. The step's own placeholder stays for a country with no example.
  const example = getExampleNumber(country, mobileExamples)?.formatNational() ?? placeholder;
  useEffect(() => {
    // The dial code is stored beside the number: filled from the default country at first.
    if (formData[dialCodeField] !== dialCode) setField(dialCodeField, dialCode);
  }, [dialCode, dialCodeField, formData, setField]);

  const countries = useMemo(() => countriesIn(i18n.language), [i18n.language]);
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    const matches = countries.filter(
      ({ code, name, dialCode: code2 }) =>
        term === '' || name.toLowerCase().includes(term) || code.toLowerCase() === term || code2.includes(term),
    );
    // The chosen country stays in the list whatever the search.
    return matches.some((match) => match.code === country)
      ? matches
      : [...countries.filter((match) => match.code === country), ...matches];
  }, [countries, country, search]);

  return (
    <div className="grid grid-cols-[12rem_1fr] gap-2 max-sm:grid-cols-1">
      <input
        type="search"
        className="col-span-full"
        aria-label={t('phone.searchCountries')}
        placeholder={t('phone.searchCountries')}
        value={search}
        disabled={locked}
        onChange={(event) => {
          setSearch(event.target.value);
        }}
      />
      <select
        aria-label={t('phone.country')}
        value={country}
        disabled={locked}
        onChange={(event) => {
          setCountry(event.target.value as CountryCode);
        }}
      >
        {shown.map((option) => (
          <option key={option.code} value={option.code}>
            {/* The code first: it is what a narrow field must not cut, and it reads left to right
                in a right-to-left language too. */}
            {isolated(option.dialCode, i18n.dir())} {option.name}
          </option>
        ))}
      </select>
      <input
        id={id}
        type="tel"
        autoComplete="tel-national"
        maxLength={25}
        placeholder={example}
        value={typeof value === 'string' ? value : ''}
        disabled={locked}
        onChange={(event) => {
          onChange(event.target.value === '' ? undefined : event.target.value);
        }}
        onBlur={(event) => {
          onBlur(id, event.target.value);
        }}
      />
    </div>
  );
}
