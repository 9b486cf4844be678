import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ResetPassword } from '../../../schemas/generated/index.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { resetPassword } from '../../session/account-api.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { errorMessage, isCode } from '../../session/error-messages.ts';
import { FormFooter, NewPasswordFields } from '../../ui/form-fields.tsx';
import { confirmationErrors, passwordRules } from '../../ui/password-rules.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { FORM_LINKS } from '../../ui/account-layout.ts';

/**
 * §2 /resetPassword?hash=&isPasswordExpired=: a new password (§5 rules), confirmed, from the link
 * of an e-mail or of an expired password at login (§8 74).
 */
export function Component() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const hash = search.get('hash') ?? '';
  const expired = search.get('isPasswordExpired') === 'true';
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(hash === '');
  usePageTitle(t('resetPassword.title'));
  const form = useSchemaForm(
    'api/reset-password.schema.json',
    { newPassword: '', confirmPassword: '' },
    { ruleMessages: { newPassword: passwordRules(t) } },
  );
  const onSubmit = form.handleSubmit<ResetPassword>({
    body: (values) => ({ hash, newPassword: values.newPassword }),
    alsoCheck: (values) => confirmationErrors(t, values.newPassword, values.confirmPassword),
    send: async (body) => {
      try {
        await resetPassword(body);
        setDone(true);
      } catch (error) {
        // §8 60: the link cannot be used again; the page offers a new one instead of the form.
        if (isCode(error, ErrorCode.invalidHashKey)) setLinkInvalid(true);
        else throw error;
      }
    },
    messageOf: (error) => errorMessage(t, error),
    fieldOf: (error) =>
      error.code === ErrorCode.weakPassword || error.code === ErrorCode.oldPasswordReused ? 'newPassword' : null,
  });

  return (
    <main className="page auth-page">
      <h1>{t('resetPassword.heading')}</h1>
      {done ? (
        <p role="status">{t('resetPassword.done')}</p>
      ) : linkInvalid ? (
        <>
          <p role="alert">{t('errors.invalidLink')}</p>
          <p>
            <Link to="/forgotPassword">{t('resetPassword.newLink')}</Link>
          </p>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          {expired && <p className="form-intro">{t('resetPassword.expired')}</p>}
          <NewPasswordFields form={form} name="newPassword" />
          <FormFooter form={form} submit={t('resetPassword.submit')} />
        </form>
      )}
      <p className={FORM_LINKS}>
        <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
      </p>
    </main>
  );
}
