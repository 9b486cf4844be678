import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../shell/page-title.ts';
import { sendVerification, verifyEmail } from '../../session/account-api.ts';
import { ErrorCode } from '../../session/api-error.ts';
import { fallbackPath } from '../../session/destinations.ts';
import { isCode } from '../../session/error-messages.ts';
import { useStoredUser } from '../../session/session-hooks.ts';
import { saveUser, storedUser } from '../../session/session-store.ts';
import { FORM_LINKS } from '../../ui/account-layout.ts';

/** §4 e-mail verification states (and the wait for the server's answer). */
type Verification =
  | { readonly state: 'checking' }
  | { readonly state: 'pending'; readonly emailAddress: string }
  | { readonly state: 'verified'; readonly emailAddress: string | null }
  | { readonly state: 'linkExpired' }
  | { readonly state: 'failed' };

// A link is used once: a second render (strict mode, a re-mount) reads the first answer.
const answers = new Map<string, Promise<Verification>>();

function verify(hash: string): Promise<Verification> {
  let answer = answers.get(hash);
  if (answer === undefined) {
    answer = verifyEmail(hash).then(
      ({ emailAddress }): Verification => {
        const user = storedUser();
        if (user?.emailAddress === emailAddress) saveUser({ ...user, isEmailVerified: true });
        return { state: 'verified', emailAddress };
      },
      (error: unknown): Verification => {
        if (isCode(error, ErrorCode.emailAlreadyVerified)) return { state: 'verified', emailAddress: null };
        return isCode(error, ErrorCode.invalidHashKey) ? { state: 'linkExpired' } : { state: 'failed' };
      },
    );
    answers.set(hash, answer);
  }
  return answer;
}

/**
 * §2 verify: a link's `?hash=` is checked (verified, or link expired); without one, a signed-in
 * user sees whether their address is verified or still pending.
 */
export function Component() {
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const hash = search.get('hash');
  const user = useStoredUser();
  const [answer, setAnswer] = useState<Verification>({ state: 'checking' });
  usePageTitle(t('verify.title'));
  useEffect(() => {
    if (hash === null) return;
    let current = true;
    void verify(hash).then((verification) => {
      if (current) setAnswer(verification);
    });
    return () => {
      current = false;
    };
  }, [hash]);

  const shown: Verification =
    hash !== null || user === null
      ? answer
      : user.isEmailVerified
        ? { state: 'verified', emailAddress: user.emailAddress }
        : { state: 'pending', emailAddress: user.emailAddress };
  return (
    <main className="page auth-page">
      <h1>{t('verify.heading')}</h1>
      <VerificationText verification={shown} />
      {user !== null && (shown.state === 'pending' || shown.state === 'linkExpired') && <ResendLink userId={user.id} />}
      <p className={FORM_LINKS}>
        <Link to={user === null ? '/login' : fallbackPath(user)}>
          {user === null ? t('verify.toLogin') : t('verify.toDashboard')}
        </Link>
      </p>
    </main>
  );
}

/** Another link for a signed-in user whose address is still pending (or whose link expired). */
function ResendLink({ userId }: { readonly userId: number }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const send = () => {
    setState('sending');
    sendVerification(userId).then(
      () => {
        setState('sent');
      },
      () => {
        setState('failed');
      },
    );
  };
  return (
    <>
      <button type="button" disabled={state === 'sending'} onClick={send}>
        {t('verify.resend')}
      </button>
      <p role="status">{state === 'sent' ? t('verify.resent') : state === 'failed' ? t('verify.failed') : null}</p>
    </>
  );
}

function VerificationText({ verification }: { readonly verification: Verification }) {
  const { t } = useTranslation('account');
  switch (verification.state) {
    case 'checking':
      return <p aria-busy="true">{t('verify.checking')}</p>;
    case 'pending':
      return <p role="status">{t('verify.pending', { email: verification.emailAddress })}</p>;
    case 'verified':
      return (
        <p role="status">
          {verification.emailAddress === null
            ? t('errors.emailAlreadyVerified')
            : t('verify.verified', { email: verification.emailAddress })}
        </p>
      );
    case 'linkExpired':
      return <p role="alert">{t('verify.linkExpired')}</p>;
    case 'failed':
      return <p role="alert">{t('verify.failed')}</p>;
  }
}
