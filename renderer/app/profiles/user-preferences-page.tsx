import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserPatch } from '../../../schemas/generated/index.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useRootData } from '../../shell/root-loader.ts';
import { patchUser } from '../../session/account-api.ts';
import { DIAL_CODES, splitStoredPhone, storedPhone } from '../../ui/dial-codes.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { FormFooter, PhoneFields, TextField } from '../../ui/form-fields.tsx';
import { PhoneVerification, phoneErrorMessage } from '../../ui/phone-verification.tsx';
import { saveUser } from '../../session/session-store.ts';
import { useAppData } from '../shell/app-data.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { NAME_FIELDS } from '../../ui/account-layout.ts';

/** /app/{businessProfileId}/userPreferences: the user's name and phone (PATCH /users/{id}, §7). */
export function Component() {
  const { t } = useTranslation('account');
  const { region } = useRootData();
  const { user } = useAppData();
  const [saved, setSaved] = useState(false);
  usePageTitle(t('app:pages.userPreferences'));
  const phone = splitStoredPhone(user.phoneNumber);
  const form = useSchemaForm(
    'api/user-patch.schema.json',
    {
      firstName: user.firstName,
      lastName: user.lastName,
      countryCode: phone?.dialCode ?? DIAL_CODES[region],
      phoneNumber: phone?.number ?? '',
    },
    { ruleMessages: { phoneNumber: t('errors.invalidPhone') } },
  );
  const onSubmit = form.handleSubmit<UserPatch>({
    body: (values) => ({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      // A phone number cannot be removed, only changed: an empty field leaves it as it is.
      ...(values.phoneNumber.trim() === '' ? {} : { phoneNumber: storedPhone(values.countryCode, values.phoneNumber) }),
    }),
    send: async (body) => {
      setSaved(false);
      saveUser(await patchUser(user.id, body));
      setSaved(true);
    },
    messageOf: (error) => phoneErrorMessage(t, error),
    // Another account's verified number (101) is the phone field's error.
    fieldOf: (error) => (error.code === ErrorCode.alreadyExists ? 'phoneNumber' : null),
  });
  return (
    <main className="app-page">
      <h1>{t('app:pages.userPreferences')}</h1>
      <form noValidate onSubmit={onSubmit} className="max-w-lg">
        <p>
          {t('fields.emailAddress')}: <strong>{user.emailAddress}</strong>
        </p>
        <div className={NAME_FIELDS}>
          <TextField form={form} name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
          <TextField form={form} name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
        </div>
        <PhoneFields form={form} label={t('fields.phoneNumber')} maxLength={25} />
        <p role="status" className="form-status">
          {saved ? t('app:preferences.saved') : null}
        </p>
        <FormFooter form={form} submit={t('app:preferences.save')} />
      </form>
      {/* A new number counts once the code texted to it is entered (decision 351). */}
      <PhoneVerification autoFocus={saved} />
    </main>
  );
}
