import type { WidgetProps } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../wizard/api.ts';
import { stepFormContext } from '../wizard/form-context.ts';
import { describeStored, placeName, toSchemaShape, type Place } from './location-shape.ts';
import { ChipList } from './shared/chip-list.tsx';
import { itemSchema } from './shared/schema-reading.ts';
import { useDebouncedValue } from './shared/use-debounced-value.ts';

// §9: location search limit 20.
const SEARCH_LIMIT = 20;
const TYPING_PAUSE_MS = 300;

export type Search =
  { readonly state: 'idle' | 'searching' | 'failed' } | { readonly state: 'found'; readonly places: Place[] };

/**
 * Postcodes and cities (§2 target location), searched in the step's region as the user types;
 * picked places are chips shaped like the field's schema. An array field takes several, an object
 * field one (picking another replaces it).
 */
export function LocationSearchWidget({
  id,
  value,
  schema,
  label,
  disabled,
  readonly,
  registry,
  onChange,
}: WidgetProps) {
  const { t } = useTranslation('widgets');
  const { region } = stepFormContext(registry);
  const many = schema.type === 'array';
  // Only picked places count: RJSF fills a list the step requires with a blank `{}` to start with.
  const stored: unknown[] = (many ? (Array.isArray(value) ? value : []) : [value]).filter(
    (item) => describeStored(item) !== null,
  );
  const chips = stored.flatMap((item) => describeStored(item) ?? []);
  const [keyword, setKeyword] = useState('');
  const search = usePlaceSearch(useDebouncedValue(keyword.trim(), TYPING_PAUSE_MS), region);
  const locked = disabled === true || readonly === true;

  const pick = (place: Place) => {
    const shaped = toSchemaShape(place, itemSchema(schema));
    const already = chips.some((chip) => chip.key === describeStored(shaped)?.key);
    if (!many) onChange(shaped);
    else if (!already) onChange([...stored, shaped]);
    setKeyword('');
    // The results (and the button that was pressed) go away: the search keeps the focus.
    document.getElementById(id)?.focus();
  };
  const remove = (key: string) => {
    const rest = stored.filter((item) => describeStored(item)?.key !== key);
    onChange(many && rest.length > 0 ? rest : undefined);
  };

  const statusId = `${id}-status`;
  return (
    <div className="location-search">
      <ChipList label={label} chips={chips} disabled={locked} onRemove={remove} inputId={id} />
      <input
        id={id}
        type="search"
        aria-label={t('locationSearch.search', { field: label })}
        aria-describedby={statusId}
        placeholder={t('locationSearch.placeholder')}
        autoComplete="off"
        value={keyword}
        disabled={locked}
        onChange={(event) => {
          setKeyword(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter picks nothing by itself and must not submit the step.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p id={statusId} role="status" className="location-search-status">
        {keyword.trim() === '' ? '' : statusText(search, t)}
      </p>
      {search.state === 'found' && keyword.trim() !== '' && (
        <ul aria-label={t('locationSearch.results')} className="location-search-results">
          {search.places.map((place) => (
            <li key={place.key}>
              <button
                type="button"
                disabled={locked}
                onClick={() => {
                  pick(place);
                }}
              >
                {placeName(place)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function statusText(search: Search, t: TFunction<'widgets'>): string {
  if (search.state === 'searching') return t('locationSearch.searching');
  if (search.state === 'failed') return t('locationSearch.failed');
  if (search.state === 'found') return t('locationSearch.found', { count: search.places.length });
  return '';
}

/** GET /api/Locations for a settled keyword; an answer to an older keyword is dropped. */
export function usePlaceSearch(keyword: string, region: string | null): Search {
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  useEffect(() => {
    if (keyword === '') {
      setSearch({ state: 'idle' });
      return;
    }
    let current = true;
    setSearch({ state: 'searching' });
    const query = new URLSearchParams({ keyword, limit: String(SEARCH_LIMIT) });
    if (region !== null) query.set('countryCodes', region);
    callApi<Place[]>('GET', `/Locations?${query.toString()}`).then(
      (places) => {
        if (current) setSearch({ state: 'found', places });
      },
      () => {
        if (current) setSearch({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [keyword, region]);
  return search;
}
