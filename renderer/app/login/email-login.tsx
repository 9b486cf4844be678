import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Login } from '../../../schemas/generated/index.ts';
import { logIn, type LoginResponse } from '../../session/account-api.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { errorMessage, isCode } from '../../session/error-messages.ts';
import { EmailField, FormFooter, TextField } from '../../ui/form-fields.tsx';
import { portalDomainOverride } from '../../session/portal-flags.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';

// §8: on the login screen these are said there; any other code is the server's message.
const SAID_ON_SCREEN: ReadonlySet<number> = new Set([
  ErrorCode.invalidCredentials,
  ErrorCode.accountExpired,
  ErrorCode.invalidPortal,
  ErrorCode.forbiddenPortal,
  ErrorCode.rateLimited,
]);

/** §2 login by e-mail and password; a password that has expired goes to reset it (§8 74). */
export function EmailLogin({ onSignedIn }: { readonly onSignedIn: (response: LoginResponse) => Promise<void> }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const form = useSchemaForm('api/login.schema.json', { emailAddress: '', password: '' });
  const onSubmit = form.handleSubmit<Login>({
    body: (values) => ({
      emailAddress: values.emailAddress.trim(),
      password: values.password,
      ...portalDomainOverride(),
    }),
    send: async (body) => {
      try {
        await onSignedIn(await logIn(body));
      } catch (error) {
        if (!isCode(error, ErrorCode.passwordExpired)) throw error;
        const query = new URLSearchParams({ hash: error.body.hash ?? '', isPasswordExpired: 'true' });
        void navigate(`/resetPassword?${query.toString()}`);
      }
    },
    messageOf: (error) =>
      SAID_ON_SCREEN.has(error.code)
        ? errorMessage(t, error, form.getValues().emailAddress.trim())
        : (error.body.message ?? t('errors.loginFailed')),
  });
  return (
    <form noValidate onSubmit={onSubmit}>
      <EmailField form={form} />
      <TextField
        form={form}
        name="password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
      />
      <FormFooter form={form} submit={t('login.signIn')} />
    </form>
  );
}
