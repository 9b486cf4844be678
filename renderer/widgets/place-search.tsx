import type { TFunction } from 'i18next';
import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../wizard/api.ts';
import { placeName, type Place } from './location-shape.ts';
import { useDebouncedValue } from './shared/use-debounced-value.ts';
import { SEARCH_RESULTS, SMALL_PRINT } from './shared/class-names.ts';

// §9: location search limit 20.
const SEARCH_LIMIT = 20;
const TYPING_PAUSE_MS = 300;

type Search =
  { readonly state: 'idle' | 'searching' | 'failed' } | { readonly state: 'found'; readonly places: Place[] };

interface PlaceSearchProps {
  /** The search box's id (the field's label points at it). */
  readonly id: string;
  /** What the field is called, for the search box's accessible name. */
  readonly label: string;
  /** Only places in this country (a region code), else in every country there is data for. */
  readonly region: string | null;
  /** OL §7 location types to find (4 region, 5 city, 20 postcode); the lookup's default when left out. */
  readonly types?: readonly number[];
  readonly disabled: boolean;
  readonly onPick: (place: Place) => void;
}

/**
 * A search box for places (GET /api/Locations, OL §7) as the user types, with the results to pick
 * from: the target-location widget's search and the store profile's location.
 */
export function PlaceSearch({ id, label, region, types, disabled, onPick }: PlaceSearchProps) {
  const { t } = useTranslation('widgets');
  const [keyword, setKeyword] = useState('');
  const search = usePlaceSearch(useDebouncedValue(keyword.trim(), TYPING_PAUSE_MS), region, types?.join(','));

  const pick = (place: Place) => {
    onPick(place);
    setKeyword('');
    // The results (and the button that was pressed) go away: the search keeps the focus.
    document.getElementById(id)?.focus();
  };

  const statusId = `${id}-status`;
  return (
    <>
      <input
        id={id}
        type="search"
        aria-label={t('locationSearch.search', { field: label })}
        aria-describedby={statusId}
        placeholder={t('locationSearch.placeholder')}
        autoComplete="off"
        value={keyword}
        disabled={disabled}
        onChange={(event) => {
          setKeyword(event.target.value);
        }}
        onKeyDown={(event) => {
          // Enter picks nothing by itself and must not submit the form.
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p id={statusId} role="status" className={SMALL_PRINT}>
        {keyword.trim() === '' ? '' : statusText(search, t)}
      </p>
      {search.state === 'found' && search.places.length > 0 && keyword.trim() !== '' && (
        <ul aria-label={t('locationSearch.results')} className={SEARCH_RESULTS}>
          {search.places.map((place) => (
            <li key={place.key}>
              <button
                type="button"
                className="inline-full justify-start gap-[0.6rem] rounded-[calc(var(--radius)-2px)] border-0 px-3 py-2 text-start font-normal text-ink hover:bg-tint focus-visible:bg-tint"
                disabled={disabled}
                aria-label={`${placeName(place)} (${t(`locationSearch.type.${String(place.type)}`)})`}
                onClick={() => {
                  pick(place);
                }}
              >
                <MapPin size={18} aria-hidden="true" className="flex-none text-muted" />
                <span className="flex min-w-0 flex-1 flex-wrap gap-x-[0.4rem]">
                  <span className="font-semibold">{place.name}</span>
                  {place.region !== undefined && (
                    <span className="location-search-region text-muted">{place.region}</span>
                  )}
                </span>
                {/* Which kind of place: "Bradford" the council beside "Bradford" the city. */}
                <span className="flex-none text-[0.85rem] text-muted">
                  {t(`locationSearch.type.${String(place.type)}`)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function statusText(search: Search, t: TFunction<'widgets'>): string {
  if (search.state === 'searching') return t('locationSearch.searching');
  if (search.state === 'failed') return t('locationSearch.failed');
  if (search.state === 'found') return t('locationSearch.found', { count: search.places.length });
  return '';
}

/** GET /api/Locations for a settled keyword; an answer to an older keyword is dropped. */
function usePlaceSearch(keyword: string, region: string | null, types: string | undefined): Search {
  const [search, setSearch] = useState<Search>({ state: 'idle' });
  useEffect(() => {
    if (keyword === '') {
      setSearch({ state: 'idle' });
      return;
    }
    let current = true;
    setSearch({ state: 'searching' });
    const query = { keyword, limit: String(SEARCH_LIMIT), countryCodes: region ?? undefined, types };
    callApi({ method: 'GET', path: '/Locations', query }).then(
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
  }, [keyword, region, types]);
  return search;
}
