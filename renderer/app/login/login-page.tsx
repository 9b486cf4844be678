import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../shell/page-title.ts';
import { useRootData } from '../../shell/root-loader.ts';
import type { LoginResponse } from '../../session/account-api.ts';
import { afterLoginPath } from '../../session/destinations.ts';
import { EmailLogin } from './email-login.tsx';
import { MobileLogin } from './mobile-login.tsx';
import { Tabs } from './tabs.tsx';
import { PortalBrand } from '../../ui/portal-brand.tsx';
import { useHeaderHidden } from '../../session/session-hooks.ts';
import { completeSignIn } from '../../session/sign-in.ts';
import { FORM_LINKS } from '../../ui/account-layout.ts';

type Method = 'mobile' | 'email';

/**
 * §2 /login (header hidden): by mobile number and OTP, or by e-mail and password. Then the user
 * is fetched and goes on: the `?redirect=` page if they may open it, else their dashboard or the
 * profile selection.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { portal } = useRootData();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('mobile');
  usePageTitle(t('login.title'));
  useHeaderHidden();

  const onSignedIn = async (response: LoginResponse) => {
    const user = await completeSignIn(response);
    await navigate(afterLoginPath(user, search.get('redirect')), { replace: true });
  };

  return (
    <main className="page auth-page">
      <PortalBrand />
      <h1>{t('login.heading')}</h1>
      <Tabs<Method>
        label={t('login.methods')}
        tabs={[
          { id: 'mobile', label: t('login.byMobile'), panel: <MobileLogin onSignedIn={onSignedIn} /> },
          { id: 'email', label: t('login.byEmail'), panel: <EmailLogin onSignedIn={onSignedIn} /> },
        ]}
        selected={method}
        onSelect={setMethod}
      />
      <div className={FORM_LINKS}>
        <Link to="/forgotPassword">{t('login.forgotPassword')}</Link>
        {portal.isSignupEnabled && <Link to="/signup/account">{t('login.createAccount')}</Link>}
      </div>
    </main>
  );
}
