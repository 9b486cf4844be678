import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { FirstPassword } from '../../../schemas/generated/index.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { setFirstPassword } from '../../session/account-api.ts';
import { fetchUser } from '../../session/signed-in-user.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { afterLoginPath } from '../../session/destinations.ts';
import { errorMessage, isCode } from '../../session/error-messages.ts';
import { FormFooter, NewPasswordFields, TextField } from '../../ui/form-fields.tsx';
import { confirmationErrors, passwordRules } from '../../ui/password-rules.ts';
import { useStoredUser } from '../../session/session-hooks.ts';
import { saveUser } from '../../session/session-store.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { NAME_FIELDS } from '../../ui/account-layout.ts';

/**
 * /setPassword (decision 371): an account a one-time code made (the onboarding's e-mail step, a
 * summary link) gets its user's name and a password (AP §5 rules, as /signup/account), so it can
 * sign in again with e-mail and password; then the sign-up goes on (`?redirect=`), or the dashboard.
 */
export function Component() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const user = useStoredUser();
  usePageTitle(t('setPassword.title'));
  const form = useSchemaForm(
    'api/first-password.schema.json',
    { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', newPassword: '', confirmPassword: '' },
    { ruleMessages: { newPassword: passwordRules(t) } },
  );
  const onSubmit = form.handleSubmit<FirstPassword>({
    body: (values) => ({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      newPassword: values.newPassword,
    }),
    alsoCheck: (values) => confirmationErrors(t, values.newPassword, values.confirmPassword),
    send: async (body) => {
      if (user === null) return;
      // Set already (another tab, a second submission): the sign-up goes on all the same.
      const updated = await setFirstPassword(user.id, body).catch(async (error: unknown) => {
        if (isCode(error, ErrorCode.alreadyExists)) return fetchUser(user.id);
        throw error;
      });
      saveUser(updated);
      await navigate(afterLoginPath(updated, search.get('redirect')), { replace: true });
    },
    messageOf: (error) => errorMessage(t, error),
    fieldOf: (error) => (error.code === ErrorCode.weakPassword ? 'newPassword' : null),
  });

  return (
    <main className="page auth-page">
      <h1>{t('setPassword.heading')}</h1>
      <p className="form-intro">{t('setPassword.intro', { email: user?.emailAddress ?? '' })}</p>
      <form noValidate onSubmit={onSubmit}>
        <div className={NAME_FIELDS}>
          <TextField form={form} name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
          <TextField form={form} name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
        </div>
        <NewPasswordFields form={form} name="newPassword" />
        <FormFooter form={form} submit={t('setPassword.submit')} />
      </form>
    </main>
  );
}
