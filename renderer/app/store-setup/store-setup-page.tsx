import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import { ImagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StoreSetupPatch } from '../../../schemas/generated/api/store-setup-patch.ts';
import { currencyName, timeZoneName } from '../../shell/intl-names.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { placeName, type Place } from '../../widgets/location-shape.ts';
import { PlaceSearch } from '../../widgets/place-search.tsx';
import { ApiError } from '../../session/api-error.ts';
import { errorMessage } from '../../session/error-messages.ts';
import { FileDropZone } from '../../ui/file-drop-zone.tsx';
import { FormFooter, TextField } from '../../ui/form-fields.tsx';
import { LoadFailed, Loading, reloadOf } from '../money/load-states.tsx';
import { useAppData } from '../shell/app-data.ts';
import { useCallFailure } from '../../session/session-hooks.ts';
import {
  fetchCurrencies,
  fetchStoreSetup,
  fetchTimeZones,
  platformTitle,
  patchStoreSetup,
  uploadStoreLogo,
  type Currency,
  type StoreField,
  type StoreSetup,
  type TimeZone,
} from './store-setup-api.ts';
import { useSchemaForm, type SchemaForm } from '../../ui/use-schema-form.ts';

/** The page's values: every field as typed (ids as text), the address's parts flat as the PATCH takes them. */
interface Values extends Record<string, string> {
  name: string;
  email: string;
  currencyId: string;
  timeZoneId: string;
  addressLine: string;
  area: string;
  city: string;
  state: string;
  postcode: string;
}

const ADDRESS_PARTS = ['addressLine', 'area', 'city', 'state', 'postcode'] as const;

function valuesOf(setup: StoreSetup): Values {
  const address = setup.address;
  return {
    name: setup.name,
    email: setup.email ?? '',
    currencyId: String(setup.currencyId),
    timeZoneId: String(setup.timeZoneId),
    addressLine: address?.addressLine ?? '',
    area: address?.area ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postcode: address?.postcode ?? '',
  };
}

/** Only what changed (AP §7 PATCH sends the differences); ids as numbers. */
function changes(initial: Values, values: Values): StoreSetupPatch {
  const changed = Object.keys(values).filter((key) => values[key]?.trim() !== initial[key]?.trim());
  const body: Record<string, unknown> = {};
  for (const key of changed) {
    const value = (values[key] ?? '').trim();
    if (key === 'currencyId' || key === 'timeZoneId') body[key] = Number(value);
    // An e-mail address cannot be removed here, only changed.
    else if (!(key === 'email' && value === '')) body[key] = value;
  }
  return body;
}

/** What the page shows: the store profile and the choices its pickers offer (AP §7 look-ups). */
interface StorePage {
  readonly setup: StoreSetup;
  readonly currencies: readonly Currency[];
  readonly timeZones: readonly TimeZone[];
}

async function loadStorePage(profileId: number): Promise<StorePage> {
  const [setup, currencies, timeZones] = await Promise.all([
    fetchStoreSetup(profileId),
    fetchCurrencies(),
    fetchTimeZones(),
  ]);
  return { setup, currencies, timeZones };
}

/** /app/{businessProfileId}/storeSetup (AP §2 store profile): each field as the category allows (AP §3). */
export function Component() {
  const { t } = useTranslation('storeSetup');
  const { profile } = useAppData();
  usePageTitle(t('page.title'));
  const queryClient = useQueryClient();
  const queryKey = ['storePage', profile.id];
  const page = useQuery({ queryKey, queryFn: () => loadStorePage(profile.id) });
  return (
    <main className="app-page store-setup-page">
      <h1>{t('page.title')}</h1>
      {page.isPending && <Loading />}
      {page.isError && <LoadFailed error={page.error} onRetry={reloadOf(page)} />}
      {page.isSuccess && (
        <StoreSetupView
          page={page.data}
          onSaved={(setup) => {
            queryClient.setQueryData(queryKey, { ...page.data, setup });
          }}
        />
      )}
    </main>
  );
}

function StoreSetupView({ page, onSaved }: { readonly page: StorePage; readonly onSaved: (next: StoreSetup) => void }) {
  const { setup } = page;
  // A new form for each answer of the server: what it saved is what the form starts from. A new
  // logo is saved on its own and leaves what is being typed in the form alone.
  const formKey = JSON.stringify({ ...setup, logo: null });
  return (
    <>
      <StoreLink setup={setup} />
      {setup.fields.logo !== 'hidden' && <StoreLogo setup={setup} onSaved={onSaved} />}
      <StoreSetupForm key={formKey} page={page} onSaved={onSaved} />
    </>
  );
}

/** The logo, and where the category lets it change, an upload (AP §7 POST /businessProfiles/{id}/logo). */
function StoreLogo({ setup, onSaved }: { readonly setup: StoreSetup; readonly onSaved: (next: StoreSetup) => void }) {
  const { t } = useTranslation('storeSetup');
  const { t: tAccount } = useTranslation('account');
  const { t: tWidgets } = useTranslation('widgets');
  const onFailure = useCallFailure();
  const id = useId();
  // The logo being sent: its name in the drop zone until the server has answered.
  const [uploading, setUploading] = useState<File | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setUploading(file);
    setError(null);
    setStatus(t('logo.uploading'));
    try {
      onSaved(await uploadStoreLogo(setup.businessProfileId, file));
      setStatus(t('logo.saved'));
    } catch (failure) {
      setStatus(null);
      if (failure instanceof ApiError) setError(errorMessage(tAccount, failure));
      else onFailure(failure);
    } finally {
      setUploading(null);
    }
  };

  return (
    <div className="store-logo-field">
      {setup.logo === null ? (
        <p>
          {t('fields.logo')}: <strong>{t('page.notSet')}</strong>
        </p>
      ) : (
        <img className="store-logo" src={setup.logo.url} alt={t('fields.logo')} width={150} height={150} />
      )}
      {setup.fields.logo === 'editable' && (
        <div className="account-field">
          <label htmlFor={`${id}-file`}>{t('logo.upload')}</label>
          <FileDropZone
            id={`${id}-file`}
            label={t('logo.upload')}
            accept="image/png,image/jpeg"
            disabled={uploading !== null}
            invalid={error !== null}
            describedBy={error === null ? `${id}-rules` : `${id}-error ${id}-rules`}
            chosen={uploading}
            icon={ImagePlus}
            action={tWidgets('imageUpload.chooseOne')}
            onFiles={([file]) => {
              if (file !== undefined) void upload(file);
            }}
          />
          <p id={`${id}-rules`} className="field-hint">
            {t('logo.rules')}
          </p>
          <p role="status">{status}</p>
          {error !== null && (
            <p id={`${id}-error`} role="alert" className="field-error">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function StoreSetupForm({ page, onSaved }: { readonly page: StorePage; readonly onSaved: (next: StoreSetup) => void }) {
  const { setup, currencies, timeZones } = page;
  const { t, i18n } = useTranslation('storeSetup');
  const { t: tAccount } = useTranslation('account');
  const [initial] = useState(() => valuesOf(setup));
  const [location, setLocation] = useState(setup.location);
  const [status, setStatus] = useState<string | null>(null);
  const form = useSchemaForm<Values>('api/store-setup-patch.schema.json', initial);
  const locationId = useId();
  const access = (field: StoreField) => setup.fields[field];
  const shown = (field: StoreField) => access(field) !== 'hidden';
  const readOnly = (field: StoreField) => access(field) === 'readOnly';
  // The location goes only when another place was picked (AP §4: only the differences).
  const bodyOf = (values: Values): StoreSetupPatch => ({
    ...changes(initial, values),
    ...(location !== null && locationKey(location) !== locationKey(setup.location) && { location }),
  });

  const submit = form.handleSubmit<StoreSetupPatch>({
    body: bodyOf,
    send: async (body) => {
      onSaved(await patchStoreSetup(setup.businessProfileId, body));
    },
    messageOf: (error) => errorMessage(tAccount, error),
  });
  // AP §4: nothing is sent when nothing changed.
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    const nothingChanged = Object.keys(bodyOf(form.getValues())).length === 0;
    setStatus(nothingChanged ? t('page.nothingChanged') : null);
    if (nothingChanged) event.preventDefault();
    else submit(event);
  };

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="max-w-lg" aria-describedby="store-setup-status">
        {shown('name') && <TextField form={form} name="name" label={t('fields.name')} readOnly={readOnly('name')} />}
        {shown('email') && (
          <TextField
            form={form}
            name="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            readOnly={readOnly('email')}
          />
        )}
        {shown('currency') && (
          <ChoiceField
            form={form}
            name="currencyId"
            label={t('fields.currency')}
            disabled={readOnly('currency')}
            options={currencies.map(({ id, code }) => ({
              value: String(id),
              label: currencyName(code, i18n.language),
            }))}
          />
        )}
        {shown('timezone') && (
          <ChoiceField
            form={form}
            name="timeZoneId"
            label={t('fields.timezone')}
            disabled={readOnly('timezone')}
            options={timeZones.map(({ id, name }) => ({ value: String(id), label: timeZoneName(name, i18n.language) }))}
          />
        )}
        {shown('location') && (
          <div className="account-field location-search">
            <p>
              {readOnly('location') ? t('fields.location') : <label htmlFor={locationId}>{t('fields.location')}</label>}
              : <strong>{locationText(location) ?? t('page.notSet')}</strong>
            </p>
            {!readOnly('location') && (
              <PlaceSearch
                id={locationId}
                label={t('fields.location')}
                region={setup.address?.countryCode ?? null}
                types={CITY_OR_REGION}
                disabled={false}
                onPick={(place) => {
                  setLocation(storedPlace(place));
                }}
              />
            )}
          </div>
        )}
        {shown('address') && (
          <fieldset className="store-address">
            <legend>{t('fields.address')}</legend>
            {ADDRESS_PARTS.map((part) => (
              <TextField
                key={part}
                form={form}
                name={part}
                label={t(`fields.${part}`)}
                readOnly={readOnly('address')}
              />
            ))}
          </fieldset>
        )}
        <p id="store-setup-status" role="status" className="form-status">
          {status}
        </p>
        <FormFooter form={form} submit={t('page.save')} />
      </form>
    </>
  );
}

/** Where the store is linked (AP §2 linkStore / otherStore); the product feed's status joins it later. */
function StoreLink({ setup }: { readonly setup: StoreSetup }) {
  const { t } = useTranslation('storeSetup');
  const { t: tEnums } = useTranslation('enums');
  if (setup.platform === null) return <p>{t('link.none')}</p>;
  // The platform's title (schemas/enums/store-platform.schema.json), in words where enums.json has them.
  const title = platformTitle(setup.platform);
  const platform = tEnums(title, { defaultValue: title, keySeparator: false, nsSeparator: false });
  const where = setup.storeDomain ?? setup.storeUrl ?? '';
  return (
    <p className="store-link">
      {setup.linked ? t('link.linked', { platform, where }) : t('link.notLinked', { platform, where })}
    </p>
  );
}

function ChoiceField({
  form,
  name,
  label,
  disabled,
  options,
}: {
  readonly form: SchemaForm<Values>;
  readonly name: 'currencyId' | 'timeZoneId';
  readonly label: string;
  readonly disabled: boolean;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}) {
  const id = form.idOf(name);
  const error = form.errors[name];
  return (
    <div className={error === undefined ? 'account-field' : 'account-field has-error'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        disabled={disabled}
        aria-invalid={error !== undefined}
        {...(error !== undefined && { 'aria-describedby': `${id}-error` })}
        {...form.register(name)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error !== undefined && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

// OL §7 location types: a store is placed in a region (4) or a city (5).
const CITY_OR_REGION = [4, 5] as const;

/** A picked place as the store profile keeps it: what names it, tells it apart and places it on a map. */
function storedPlace(place: Place): Record<string, unknown> {
  const { key, countryCode, latitude, longitude } = place;
  return { key, name: placeName(place), countryCode, latitude, longitude };
}

const locationKey = (location: Record<string, unknown> | null): unknown => location?.key ?? location?.name ?? null;

/** A location search result's words, if it has any. */
function locationText(location: Record<string, unknown> | null): string | null {
  const text = location?.name ?? location?.label ?? location?.description;
  return typeof text === 'string' ? text : null;
}
