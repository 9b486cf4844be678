import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { appPath } from '../../session/destinations.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { isReviewer } from '../money/review-access.ts';
import { signOut } from '../../session/sign-in.ts';
import { showToast } from '../../ui/toast.tsx';
import { useDisclosure } from '../../ui/use-disclosure.ts';
import { fullNameOf, initialsOf } from '../../session/user-name.ts';
import type { AppData } from './app-data.ts';
import { startClientOnboarding } from './start-client-onboarding.ts';

/**
 * §2 user block: initials (and the full name when the sidebar is expanded), opening the user
 * menu: user preferences, a client's onboarding for agents (OL §1), the campaign review for account
 * managers (OL §6), and log out after a yes/no confirmation.
 */
export function UserMenu({ data, collapsed }: { readonly data: AppData; readonly collapsed: boolean }) {
  const { t } = useTranslation('account');
  const menu = useDisclosure<HTMLDivElement>();
  const [confirming, setConfirming] = useState(false);
  const fullName = fullNameOf(data.user);
  return (
    <div className="user-block" ref={menu.ref}>
      {menu.open && (
        <ul id="user-menu" className="user-menu">
          <li>
            <Link to={appPath(data.profile.id, 'userPreferences')} onClick={menu.close}>
              {t('app:userMenu.preferences')}
            </Link>
          </li>
          {data.user.isAgent && (
            <li>
              <StartClientOnboarding agentId={data.user.id} onStart={menu.close} />
            </li>
          )}
          {isReviewer(data.user) && (
            <li>
              <Link to="/review" onClick={menu.close}>
                {t('app:userMenu.review')}
              </Link>
            </li>
          )}
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                menu.close();
                setConfirming(true);
              }}
            >
              {t('app:userMenu.logOut')}
            </button>
          </li>
        </ul>
      )}
      <button
        type="button"
        className="user-button"
        aria-expanded={menu.open}
        aria-controls="user-menu"
        title={collapsed ? fullName : undefined}
        onClick={menu.toggle}
      >
        <span className="avatar" aria-hidden="true">
          {initialsOf(fullName)}
        </span>
        <span className="user-name">
          <span className="visually-hidden">{t('app:userMenu.label')}: </span>
          {fullName}
        </span>
      </button>
      <LogoutConfirmation
        open={confirming}
        onNo={() => {
          setConfirming(false);
        }}
      />
    </div>
  );
}

/** OL §1: agents only, a new client's onboarding in the agent flow. */
function StartClientOnboarding({ agentId, onStart }: { readonly agentId: number; readonly onStart: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    try {
      const path = await startClientOnboarding(agentId);
      onStart();
      await navigate(path);
    } catch (error) {
      setStarting(false);
      console.error(error);
      showToast(t('errors.unknown'), 'error');
    }
  };
  return (
    <button type="button" className="link-button" disabled={starting} onClick={() => void start()}>
      {t('app:userMenu.startClientOnboarding')}
    </button>
  );
}

/** §2 "log out, with a yes/no confirmation"; No (and Escape) keeps the user signed in. */
function LogoutConfirmation({ open, onNo }: { readonly open: boolean; readonly onNo: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const yes = async () => {
    setLeaving(true);
    await signOut();
    // §2: logout goes to /login with locale en (signOut has switched the language).
    await navigate('/login', { replace: true });
  };
  return (
    <ConfirmDialog
      open={open}
      question={t('app:logout.question')}
      yes={t('app:logout.yes')}
      no={t('app:logout.no')}
      busy={leaving}
      onYes={() => void yes()}
      onNo={onNo}
    />
  );
}
