import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { appPath } from '../../session/destinations.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { isReviewer } from '../money/review-access.ts';
import { signOut } from '../../session/sign-in.ts';
import { showToast } from '../../ui/toast.tsx';
import { Menu, MenuItem } from '../../ui/menu.tsx';
import { fullNameOf } from '../../session/user-name.ts';
import { Avatar } from '../../ui/avatar.tsx';
import type { AppData } from './app-data.ts';
import { accountButton, collapsedAway } from './collapsed.ts';
import { startClientOnboarding } from './start-client-onboarding.ts';

/**
 * §2 user block: initials (and the full name when the sidebar is expanded), opening the user
 * menu: user preferences, a client's onboarding for agents (OL §1), the campaign review for account
 * managers (OL §6), and log out after a yes/no confirmation.
 */
export function UserMenu({ data, collapsed }: { readonly data: AppData; readonly collapsed: boolean }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [starting, setStarting] = useState(false);
  const fullName = fullNameOf(data.user);
  // OL §1: agents only, a new client's onboarding in the agent flow. It outlives the menu, which
  // closes as the item is chosen.
  const startClient = async () => {
    setStarting(true);
    try {
      await navigate(await startClientOnboarding(data.user.id));
    } catch (error) {
      console.error(error);
      showToast(t('errors.unknown'), 'error');
    } finally {
      setStarting(false);
    }
  };
  return (
    <div className="relative">
      <Menu
        side="top"
        className="user-menu"
        trigger={
          <button type="button" className={accountButton(collapsed)} title={collapsed ? fullName : undefined}>
            <Avatar name={fullName} />
            <span className={`truncate ${collapsedAway(collapsed)}`}>
              <span className="visually-hidden">{t('app:userMenu.label')}: </span>
              {fullName}
            </span>
          </button>
        }
      >
        <MenuItem>
          <Link to={appPath(data.profile.id, 'userPreferences')}>{t('app:userMenu.preferences')}</Link>
        </MenuItem>
        {data.user.isAgent && (
          <MenuItem disabled={starting} onSelect={() => void startClient()}>
            <button type="button">{t('app:userMenu.startClientOnboarding')}</button>
          </MenuItem>
        )}
        {isReviewer(data.user) && (
          <MenuItem>
            <Link to="/review">{t('app:userMenu.review')}</Link>
          </MenuItem>
        )}
        <MenuItem
          onSelect={() => {
            setConfirming(true);
          }}
        >
          <button type="button">{t('app:userMenu.logOut')}</button>
        </MenuItem>
      </Menu>
      <LogoutConfirmation
        open={confirming}
        onNo={() => {
          setConfirming(false);
        }}
      />
    </div>
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
