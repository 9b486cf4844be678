import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AcceptInvite } from '../../../schemas/generated/index.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { acceptInvitation, fetchInvitation, type Invitation } from '../../session/account-api.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { afterLoginPath, appPath, loginPathFor } from '../../session/destinations.ts';
import { errorMessage, isCode } from '../../session/error-messages.ts';
import { FormFooter, NewPasswordFields } from '../../ui/form-fields.tsx';
import { confirmationErrors, passwordRules } from '../../ui/password-rules.ts';
import { completeSignIn } from '../../session/sign-in.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { FORM_LINKS } from '../../ui/account-layout.ts';

type Loaded =
  | { readonly state: 'loading' }
  | { readonly state: 'invalid' }
  | { readonly state: 'open'; readonly invitation: Invitation };

/**
 * §2 /inviteUser?hash=: an invitation to a business profile. A new user sets a password (§5
 * rules); either way accepting signs them in and opens the profile.
 */
export function Component() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const hash = search.get('hash') ?? '';
  const [loaded, setLoaded] = useState<Loaded>(hash === '' ? { state: 'invalid' } : { state: 'loading' });
  usePageTitle(t('invite.title'));
  useEffect(() => {
    if (hash === '') return;
    let current = true;
    fetchInvitation(hash).then(
      (invitation) => {
        if (current) setLoaded({ state: 'open', invitation });
      },
      () => {
        if (current) setLoaded({ state: 'invalid' });
      },
    );
    return () => {
      current = false;
    };
  }, [hash]);

  return (
    <main className="page auth-page">
      <h1>{t('invite.heading')}</h1>
      {loaded.state === 'loading' && <p aria-busy="true">{t('verify.checking')}</p>}
      {loaded.state === 'invalid' && <p role="alert">{t('errors.invalidLink')}</p>}
      {loaded.state === 'open' && (
        <AcceptForm
          hash={hash}
          invitation={loaded.invitation}
          onLinkUsed={() => {
            setLoaded({ state: 'invalid' });
          }}
        />
      )}
      <p className={FORM_LINKS}>
        <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
      </p>
    </main>
  );
}

function AcceptForm({
  hash,
  invitation,
  onLinkUsed,
}: {
  readonly hash: string;
  readonly invitation: Invitation;
  readonly onLinkUsed: () => void;
}) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const form = useSchemaForm(
    'api/accept-invite.schema.json',
    { password: '', confirmPassword: '' },
    { ruleMessages: { password: passwordRules(t) } },
  );
  const onSubmit = form.handleSubmit<AcceptInvite>({
    body: (values) => (invitation.needsPassword ? { hash, password: values.password } : { hash }),
    alsoCheck: (values) =>
      invitation.needsPassword ? confirmationErrors(t, values.password, values.confirmPassword) : [],
    send: async (body) => {
      try {
        const accepted = await acceptInvitation(body);
        const profilePage = accepted.businessProfileId === null ? null : appPath(accepted.businessProfileId);
        // Someone with a password signs in with it: the link alone opens no existing account.
        if (!accepted.signedIn) {
          void navigate(loginPathFor(profilePage ?? '/'), { replace: true });
          return;
        }
        const user = await completeSignIn(accepted);
        void navigate(profilePage ?? afterLoginPath(user, null), { replace: true });
      } catch (error) {
        if (isCode(error, ErrorCode.invalidHashKey)) onLinkUsed();
        else throw error;
      }
    },
    messageOf: (error) => errorMessage(t, error),
    fieldOf: (error) => (error.code === ErrorCode.weakPassword ? 'password' : null),
  });
  const intro =
    invitation.businessProfileName === null
      ? t('invite.introNoProfile', { name: invitation.firstName })
      : t('invite.intro', { name: invitation.firstName, business: invitation.businessProfileName });
  return (
    <form noValidate onSubmit={onSubmit}>
      <p className="form-intro">{intro}</p>
      <p>
        {t('fields.emailAddress')}: <strong>{invitation.emailAddress}</strong>
      </p>
      {invitation.needsPassword && <NewPasswordFields form={form} name="password" />}
      <FormFooter form={form} submit={t('invite.submit')} />
    </form>
  );
}
