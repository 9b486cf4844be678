import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeName, type Place } from '../../widgets/location-shape.ts';
import { usePlaceSearch } from '../../widgets/location-search-widget.tsx';
import { ChipList } from '../../widgets/shared/chip-list.tsx';
import { useDebouncedValue } from '../../widgets/shared/use-debounced-value.ts';
import type { AudienceLocation } from './audience-api.ts';

const TYPING_PAUSE_MS = 300;
// OL §3 location mode: a place picked by name is a region (2), as the location step stores it.
const REGION_MODE = 2;

/** An audience's places, searched through GET /api/Locations like the location step's (decision 224). */
export function AudienceLocations({
  id,
  locations,
  onChange,
}: {
  readonly id: string;
  readonly locations: readonly AudienceLocation[];
  readonly onChange: (locations: AudienceLocation[]) => void;
}) {
  const { t } = useTranslation('audience');
  const { t: tWidgets } = useTranslation('widgets');
  const [keyword, setKeyword] = useState('');
  const search = usePlaceSearch(useDebouncedValue(keyword.trim(), TYPING_PAUSE_MS), null);
  const pick = (place: Place) => {
    if (!locations.some((location) => location.key === place.key))
      onChange([...locations, { name: placeName(place), key: place.key, locationMode: REGION_MODE }]);
    setKeyword('');
    document.getElementById(id)?.focus();
  };
  return (
    <div className="location-search">
      <label htmlFor={id}>{t('form.locations')}</label>
      <ChipList
        label={t('form.locations')}
        inputId={id}
        chips={locations.map((location) => ({ key: location.key, text: location.name }))}
        disabled={false}
        onRemove={(key) => {
          onChange(locations.filter((location) => location.key !== key));
        }}
      />
      <input
        id={id}
        type="search"
        placeholder={tWidgets('locationSearch.placeholder')}
        autoComplete="off"
        value={keyword}
        onChange={(event) => {
          setKeyword(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      <p role="status" className="location-search-status">
        {keyword.trim() === '' || search.state !== 'failed' ? '' : tWidgets('locationSearch.failed')}
      </p>
      {search.state === 'found' && keyword.trim() !== '' && (
        <ul aria-label={tWidgets('locationSearch.results')} className="location-search-results">
          {search.places.map((place) => (
            <li key={place.key}>
              <button
                type="button"
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
