import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DIAL_CODES, REGIONS } from './dial-codes.ts';
import { passwordRules } from './password-rules.ts';
import type { SchemaForm } from './use-schema-form.ts';
import '../shell/account.css';

export type Values = Record<string, string | boolean>;
export type StringKeys<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];
type BooleanKeys<V> = { [K in keyof V & string]: V[K] extends boolean ? K : never }[keyof V & string];

export interface FieldProps<V extends Values, K> {
  readonly form: SchemaForm<V>;
  readonly name: K;
  readonly label: string;
  /** Always shown under the field, and read with it (the password rules). */
  readonly hint?: string;
}

/** The error and hint under a field, and the attributes that tie them to it. */
export function describedBy(id: string, error: string | undefined, hint: string | undefined) {
  const ids = [hint === undefined ? null : `${id}-hint`, error === undefined ? null : `${id}-error`];
  const describedByIds = ids.filter((part) => part !== null).join(' ');
  return {
    attributes: {
      'aria-invalid': error !== undefined,
      ...(describedByIds === '' ? {} : { 'aria-describedby': describedByIds }),
    },
    below: (
      <>
        {hint !== undefined && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )}
        {error !== undefined && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </>
    ),
  };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'id'>;

/** A labelled text input of a schema form, its error beside it. */
export function TextField<V extends Values, K extends StringKeys<V>>({
  form,
  name,
  label,
  hint,
  ...input
}: FieldProps<V, K> & InputProps) {
  const id = form.idOf(name);
  const error = form.errors[name];
  const { attributes, below } = describedBy(id, error, hint);
  return (
    <div className={error === undefined ? 'account-field' : 'account-field has-error'}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" {...input} {...attributes} {...form.register(name)} />
      {below}
    </div>
  );
}

/** A labelled checkbox of a schema form (terms to accept). */
export function CheckboxField<V extends Values, K extends BooleanKeys<V>>({
  form,
  name,
  label,
  children,
}: FieldProps<V, K> & { readonly children?: ReactNode }) {
  const id = form.idOf(name);
  const error = form.errors[name];
  const { attributes, below } = describedBy(id, error, undefined);
  return (
    <div className={error === undefined ? 'account-field' : 'account-field has-error'}>
      {/* The wizard's checkbox row (styles.css `.checkbox`): a 44 px bordered row, its box apart from its words. */}
      <div className="checkbox">
        <label>
          <input id={id} type="checkbox" {...attributes} {...form.register(name)} />
          {label}
        </label>
      </div>
      {children}
      {below}
    </div>
  );
}

/** A country's dial code (§9: India and the United Kingdom) beside the number it prefixes. */
export function DialCodeSelect<V extends Values, K extends StringKeys<V>>({
  form,
  name,
  label,
  options,
}: FieldProps<V, K> & { readonly options: readonly { readonly value: string; readonly label: string }[] }) {
  const id = form.idOf(name);
  const error = form.errors[name];
  const { attributes, below } = describedBy(id, error, undefined);
  return (
    <div className={error === undefined ? 'account-field' : 'account-field has-error'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...attributes} {...form.register(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {below}
    </div>
  );
}

/** The e-mail address field of the sign-in, sign-up and password forms. */
export function EmailField<V extends Values & { emailAddress: string }>({ form }: { readonly form: SchemaForm<V> }) {
  const { t } = useTranslation('account');
  // A string field of V (the type says so); TypeScript cannot see it through V.
  const name = 'emailAddress' as StringKeys<V>;
  return <TextField form={form} name={name} label={t('fields.emailAddress')} type="email" autoComplete="email" />;
}

/** The six-digit code of an OTP form (mobile sign-in, a summary link), focused as the form opens. */
export function OtpField<V extends Values & { otp: string }>({ form }: { readonly form: SchemaForm<V> }) {
  const { t } = useTranslation('account');
  // A string field of V (the type says so); TypeScript cannot see it through V.
  const name = 'otp' as StringKeys<V>;
  return (
    <TextField
      form={form}
      name={name}
      label={t('fields.otp')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      autoFocus
    />
  );
}

/** A new password with the §5 rules under it, and its confirmation (reset, invitation). */
export function NewPasswordFields<V extends Values & { confirmPassword: string }>({
  form,
  name,
}: {
  readonly form: SchemaForm<V>;
  /** The password's own field (the body's name for it). */
  readonly name: StringKeys<V>;
}) {
  const { t } = useTranslation('account');
  // A string field of V (the type says so); TypeScript cannot see it through V.
  const confirmation = 'confirmPassword' as StringKeys<V>;
  return (
    <>
      <TextField
        form={form}
        name={name}
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={passwordRules(t)}
      />
      <TextField
        form={form}
        name={confirmation}
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

type PhoneValues = Values & { countryCode: string; phoneNumber: string };

/** A dial code (§9: India, the United Kingdom) and the number it prefixes: sign-in, callback, preferences. */
export function PhoneFields<V extends PhoneValues>({
  form,
  label,
  maxLength,
}: {
  readonly form: SchemaForm<V>;
  readonly label: string;
  /** §9: 25 for the general phone input, 15 for the callback request. */
  readonly maxLength: number;
}) {
  const { t } = useTranslation('account');
  // Both names are string fields of V (PhoneValues says so); TypeScript cannot see it through V.
  const countryCode = 'countryCode' as StringKeys<V>;
  const phoneNumber = 'phoneNumber' as StringKeys<V>;
  return (
    <div className="grid grid-cols-[minmax(0,12rem)_minmax(0,1fr)] gap-x-3 gap-y-0 max-md:grid-cols-[1fr]">
      <DialCodeSelect
        form={form}
        name={countryCode}
        label={t('fields.countryCode')}
        options={REGIONS.map((code) => ({ value: DIAL_CODES[code], label: t(`dialCodes.${code}`) }))}
      />
      <TextField
        form={form}
        name={phoneNumber}
        label={label}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={maxLength}
      />
    </div>
  );
}

/** The form's own error (role="alert": read out when it appears) and its submit button. */
export function FormFooter({
  form,
  submit,
  secondary = false,
}: {
  readonly form: Pick<SchemaForm<Values>, 'notice' | 'busy'>;
  readonly submit: string;
  /** Drawn as a secondary action (outlined), for a form beside the page's main one: a refund beside adding funds. */
  readonly secondary?: boolean;
}) {
  return (
    <>
      {form.notice !== null && (
        <p role="alert" className="form-notice">
          {form.notice}
        </p>
      )}
      <button
        type="submit"
        disabled={form.busy}
        aria-busy={form.busy}
        className={secondary ? 'bg-surface text-link' : undefined}
      >
        {submit}
      </button>
    </>
  );
}
