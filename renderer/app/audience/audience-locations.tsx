import { useTranslation } from 'react-i18next';
import { placeName } from '../../widgets/location-shape.ts';
import { PlaceSearch } from '../../widgets/place-search.tsx';
import { ChipList } from '../../widgets/shared/chip-list.tsx';
import type { AudienceLocation } from './audience-api.ts';

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
      <PlaceSearch
        id={id}
        label={t('form.locations')}
        region={null}
        disabled={false}
        onPick={(place) => {
          if (!locations.some((location) => location.key === place.key))
            onChange([...locations, { name: placeName(place), key: place.key, locationMode: REGION_MODE }]);
        }}
      />
    </div>
  );
}
