import { useCallback, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreSetupPatch } from '../../../schemas/generated/api/store-setup-patch.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { errorMessage } from '../error-messages.ts';
import { FormFooter, TextField } from '../form-fields.tsx';
import { LoadFailed, Loading } from '../money/load-states.tsx';
import { useLoadable } from '../money/use-loadable.ts';
import { useAppData } from '../shell/app-data.ts';
import {
  CURRENCIES,
  fetchStoreSetup,
  platformTitle,
  patchStoreSetup,
  TIME_ZONES,
  type StoreField,
  type StoreSetup,
} from '../store-setup/store-setup-api.ts';
import { useSchemaForm, type SchemaForm } from '../use-schema-form.ts';

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

/** /app/{businessProfileId}/storeSetup (AP §2 store profile): each field as the category allows (AP §3). */
export function Component() {
  const { t } = useTranslation('storeSetup');
  const { profile } = useAppData();
  usePageTitle(t('page.title'));
  const load = useCallback(() => fetchStoreSetup(profile.id), [profile.id]);
  const setup = useLoadable(load);
  return (
    <main className="app-page store-setup-page">
      <h1>{t('page.title')}</h1>
      {setup.loadable.state === 'loading' && <Loading />}
      {setup.loadable.state === 'failed' && <LoadFailed error={setup.loadable.error} onRetry={setup.reload} />}
      {setup.loadable.state === 'loaded' && (
        // A new form for each answer of the server: what it saved is what the form starts from.
        <StoreSetupForm key={JSON.stringify(setup.loadable.value)} setup={setup.loadable.value} onSaved={setup.set} />
      )}
    </main>
  );
}

function StoreSetupForm({
  setup,
  onSaved,
}: {
  readonly setup: StoreSetup;
  readonly onSaved: (next: StoreSetup) => void;
}) {
  const { t } = useTranslation('storeSetup');
  const { t: tAccount } = useTranslation('account');
  const [initial] = useState(() => valuesOf(setup));
  const [status, setStatus] = useState<string | null>(null);
  const form = useSchemaForm<Values>('api/store-setup-patch.schema.json', initial);
  const access = (field: StoreField) => setup.fields[field];
  const shown = (field: StoreField) => access(field) !== 'hidden';
  const readOnly = (field: StoreField) => access(field) === 'readOnly';

  const submit = form.handleSubmit<StoreSetupPatch>({
    body: (values) => changes(initial, values),
    send: async (body) => {
      onSaved(await patchStoreSetup(setup.businessProfileId, body));
    },
    messageOf: (error) => errorMessage(tAccount, error),
  });
  // AP §4: nothing is sent when nothing changed.
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    const nothingChanged = Object.keys(changes(initial, form.values)).length === 0;
    setStatus(nothingChanged ? t('page.nothingChanged') : null);
    if (nothingChanged) event.preventDefault();
    else submit(event);
  };

  return (
    <>
      <StoreLink setup={setup} />
      {shown('logo') && setup.logo !== null && (
        <img className="store-logo" src={setup.logo.url} alt={t('fields.logo')} width={150} height={150} />
      )}
      <form noValidate onSubmit={onSubmit} className="preferences-form" aria-describedby="store-setup-status">
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
            options={CURRENCIES.map(({ id, code }) => ({ value: String(id), label: currencyName(code) }))}
          />
        )}
        {shown('timezone') && (
          <ChoiceField
            form={form}
            name="timeZoneId"
            label={t('fields.timezone')}
            disabled={readOnly('timezone')}
            options={TIME_ZONES.map(({ id, name }) => ({ value: String(id), label: name }))}
          />
        )}
        {shown('location') && (
          <p>
            {t('fields.location')}: <strong>{locationText(setup.location) ?? t('page.notSet')}</strong>
          </p>
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
        name={name}
        value={form.values[name]}
        disabled={disabled}
        aria-invalid={error !== undefined}
        {...(error !== undefined && { 'aria-describedby': `${id}-error` })}
        onChange={(event) => {
          form.setValue(name, event.target.value);
        }}
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

/** A currency's name in the interface's language, with its code (Intl knows every ISO 4217 code). */
function currencyName(code: string): string {
  const name = new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'currency' }).of(code);
  return name === undefined || name === code ? code : `${name} (${code})`;
}

/** A location search result's words, if it has any. */
function locationText(location: Record<string, unknown> | null): string | null {
  const text = location?.name ?? location?.label ?? location?.description;
  return typeof text === 'string' ? text : null;
}
