import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SignUpUser } from '../../../schemas/generated/index.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useRootData } from '../../shell/root-loader.ts';
import { logIn, signUp } from '../../session/account-api.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { afterLoginPath } from '../../session/destinations.ts';
import { errorMessage } from '../../session/error-messages.ts';
import { CheckboxField, FormFooter, TextField, EmailField } from '../../ui/form-fields.tsx';
import { passwordRules } from '../../ui/password-rules.ts';
import { portalDomainOverride } from '../../session/portal-flags.ts';
import { completeSignIn } from '../../session/sign-in.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { FORM_LINKS, NAME_FIELDS } from '../../ui/account-layout.ts';

/** The SignUpUser body before the schema has checked that the terms are accepted. */
type SignUpBody = Pick<SignUpUser, 'firstName' | 'lastName' | 'emailAddress' | 'loginPassword' | 'portalDomain'> & {
  isTosAccepted: boolean;
};

// §4, §9: the success state shows for 0.5 s before the dashboard.
const CREATED_DELAY_MS = 500;

/**
 * Sign-up at /signup/account (§4): the user is created, then signed in, then "Account Created!"
 * shows and the dashboard follows. The form is the SignUpUser schema the server checks.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { portal } = useRootData();
  const navigate = useNavigate();
  const [created, setCreated] = useState(false);
  usePageTitle(t('signup.title'));
  const form = useSchemaForm(
    'entities/sign-up-user.schema.json',
    { firstName: '', lastName: '', emailAddress: '', loginPassword: '', isTosAccepted: false },
    { ruleMessages: { loginPassword: passwordRules(t) } },
  );
  // Unticked terms are sent to the schema as they are: its `const: true` says they must be accepted.
  const onSubmit = form.handleSubmit<SignUpBody>({
    body: (values) => ({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      emailAddress: values.emailAddress.trim(),
      loginPassword: values.loginPassword,
      isTosAccepted: values.isTosAccepted,
      ...portalDomainOverride(),
    }),
    send: async (body) => {
      // The schema has passed it: the terms are accepted.
      const user: SignUpUser = { ...body, isTosAccepted: true };
      await signUp(user);
      const signedIn = await completeSignIn(
        await logIn({ emailAddress: user.emailAddress, password: user.loginPassword, ...portalDomainOverride() }),
      );
      setCreated(true);
      setTimeout(() => {
        void navigate(afterLoginPath(signedIn, null), { replace: true });
      }, CREATED_DELAY_MS);
    },
    messageOf: (error) => (error.code === ErrorCode.forbiddenPortal ? t('signup.closed') : errorMessage(t, error)),
    fieldOf: (error) =>
      error.code === ErrorCode.weakPassword
        ? 'loginPassword'
        : error.code === ErrorCode.alreadyExists
          ? 'emailAddress'
          : null,
  });

  if (created) {
    return (
      <main className="page auth-page">
        {/* Focused, so that screen readers say it in the half second it shows. */}
        <h1 className="text-center text-link" tabIndex={-1} ref={(heading) => heading?.focus()}>
          {t('signup.created')}
        </h1>
      </main>
    );
  }
  return (
    <main className="page auth-page">
      <h1>{t('signup.heading')}</h1>
      {portal.isSignupEnabled ? (
        <form noValidate onSubmit={onSubmit}>
          <div className={NAME_FIELDS}>
            <TextField form={form} name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
            <TextField form={form} name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
          </div>
          <EmailField form={form} />
          <TextField
            form={form}
            name="loginPassword"
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            hint={passwordRules(t)}
          />
          <CheckboxField form={form} name="isTosAccepted" label={t('signup.acceptTerms')} />
          <FormFooter form={form} submit={t('signup.submit')} />
        </form>
      ) : (
        <p>{t('signup.closed')}</p>
      )}
      <p className={FORM_LINKS}>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.signIn')}</Link>
      </p>
    </main>
  );
}
