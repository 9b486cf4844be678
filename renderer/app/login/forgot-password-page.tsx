import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ForgotPassword } from '../../../schemas/generated/index.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { sendResetLink } from '../../session/account-api.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { errorMessage } from '../../session/error-messages.ts';
import { FormFooter, EmailField } from '../../ui/form-fields.tsx';
import { portalDomainOverride } from '../../session/portal-flags.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { FORM_LINKS } from '../../ui/account-layout.ts';

/** §2 /forgotPassword: a reset link by e-mail. An unknown address and an invalid portal are said here (§8). */
export function Component() {
  const { t } = useTranslation('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  usePageTitle(t('forgotPassword.title'));
  const form = useSchemaForm('api/forgot-password.schema.json', { emailAddress: '' });
  const onSubmit = form.handleSubmit<ForgotPassword>({
    body: (values) => ({ emailAddress: values.emailAddress.trim(), ...portalDomainOverride() }),
    send: async (body) => {
      await sendResetLink(body);
      setSentTo(body.emailAddress);
    },
    messageOf: (error) =>
      error.code === ErrorCode.doesNotExist ? t('errors.emailNotRegistered') : errorMessage(t, error),
    fieldOf: (error) => (error.code === ErrorCode.doesNotExist ? 'emailAddress' : null),
  });
  return (
    <main className="page auth-page">
      <h1>{t('forgotPassword.heading')}</h1>
      {sentTo === null ? (
        <form noValidate onSubmit={onSubmit}>
          <p>{t('forgotPassword.intro')}</p>
          <EmailField form={form} />
          <FormFooter form={form} submit={t('forgotPassword.submit')} />
        </form>
      ) : (
        <p role="status">{t('forgotPassword.sent', { email: sentTo })}</p>
      )}
      <p className={FORM_LINKS}>
        <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
      </p>
    </main>
  );
}
