import { useCallback, useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsolated } from '../../shell/use-isolated.ts';
import { PLAIN_FORM } from '../../ui/plain-form.ts';
import { ApiError } from '../../session/api-error.ts';
import { useCallFailure } from '../../session/session-hooks.ts';
import { TargetSearch, type PickedTarget } from '../../widgets/shared/target-search.tsx';
import {
  AGE_BANDS,
  GENDERS,
  createAudience,
  searchTargets,
  type AgeBand,
  type AudienceLocation,
  type Gender,
} from './audience-api.ts';
import { AudienceLocations } from './audience-locations.tsx';

const bandOf = (value: string): AgeBand => (value === '65+' ? '65+' : (Number(value) as AgeBand));

/** A new saved audience: name, age range, gender, places and interests (OL §3 targeting; decision 224). */
export function AudienceForm({ profileId, onCreated }: { readonly profileId: number; readonly onCreated: () => void }) {
  const { t } = useTranslation('audience');
  const isolate = useIsolated();
  const { t: tEnums } = useTranslation('enums');
  const id = useId();
  const onFailure = useCallFailure();
  const [name, setName] = useState('');
  const [ageFrom, setAgeFrom] = useState<AgeBand>(18);
  const [ageTo, setAgeTo] = useState<AgeBand>('65+');
  const [gender, setGender] = useState<Gender>(3);
  const [locations, setLocations] = useState<AudienceLocation[]>([]);
  const [interests, setInterests] = useState<PickedTarget[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const search = useCallback((searchQuery: string) => searchTargets(profileId, searchQuery), [profileId]);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      // An audience keeps its interests by name (decision 224): two targets of one name are one interest.
      const names = [...new Set(interests.map((interest) => interest.name))];
      await createAudience(profileId, { name: name.trim(), ageFrom, ageTo, gender, locations, interests: names });
      setName('');
      setLocations([]);
      setInterests([]);
      onCreated();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
      else onFailure(failure);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={`audience-form ${PLAIN_FORM}`} onSubmit={(event) => void submit(event)}>
      <h2>{t('form.heading')}</h2>
      <label htmlFor={`${id}-name`}>{t('form.name')}</label>
      <input
        id={`${id}-name`}
        required
        maxLength={100}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
        }}
      />
      <label htmlFor={`${id}-from`}>{t('form.ageFrom')}</label>
      <select
        id={`${id}-from`}
        value={String(ageFrom)}
        onChange={(event) => {
          setAgeFrom(bandOf(event.target.value));
        }}
      >
        {AGE_BANDS.map((band) => (
          <option key={band} value={String(band)}>
            {isolate(String(band))}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-to`}>{t('form.ageTo')}</label>
      <select
        id={`${id}-to`}
        value={String(ageTo)}
        onChange={(event) => {
          setAgeTo(bandOf(event.target.value));
        }}
      >
        {AGE_BANDS.map((band) => (
          <option key={band} value={String(band)}>
            {isolate(String(band))}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-gender`}>{t('form.gender')}</label>
      <select
        id={`${id}-gender`}
        value={gender}
        onChange={(event) => {
          setGender(Number(event.target.value) as Gender);
        }}
      >
        {Object.entries(GENDERS).map(([value, key]) => (
          <option key={value} value={value}>
            {tEnums(key)}
          </option>
        ))}
      </select>
      <AudienceLocations id={`${id}-locations`} locations={locations} onChange={setLocations} />
      <label htmlFor={`${id}-interests`}>{t('form.interests')}</label>
      <TargetSearch
        id={`${id}-interests`}
        label={t('form.interests')}
        search={search}
        picked={interests}
        disabled={saving}
        onChange={setInterests}
      />
      {error !== null && <p role="alert">{error}</p>}
      <button type="submit" disabled={saving}>
        {t('form.save')}
      </button>
    </form>
  );
}
