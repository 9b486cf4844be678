import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData, useLocation, useSearchParams } from 'react-router';
import { useRootData } from '../../shell/root-loader.ts';
import { fetchUser } from '../../session/signed-in-user.ts';
import { useCallFailure, useHeaderHidden, useStoredUser } from '../../session/session-hooks.ts';
import { saveUser } from '../../session/session-store.ts';
import { appLoader, type AppData } from './app-data.ts';
import { AppHeader } from './app-header.tsx';
import { Sidebar, SIDEBAR_ID } from './sidebar.tsx';
import '../../shell/account.css';
import '../app-texts.ts';

export const loader = appLoader;

const COLLAPSED_KEY = 'adflow.sidebar.collapsed';

/**
 * The signed-in shell of /app/{businessProfileId}/* (§2 layout): header, sidebar, the page,
 * footer. `?embed=true` shows the page alone (§2 embed mode).
 */
export function Component() {
  const { t } = useTranslation('account');
  const { portal } = useRootData();
  const loaded = useLoaderData<AppData>();
  const data = useLiveData(loaded);
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const embed = search.get('embed') === 'true';
  // AP §2: the campaign edit page has no footer.
  const footer = !embed && !pathname.includes('/editCampaign/');
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const [menuOpen, setMenuOpen] = useState(false);
  // The shell has a header of its own.
  useHeaderHidden();
  // A page chosen from the mobile menu is shown without it.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  const toggleCollapsed = () => {
    localStorage.setItem(COLLAPSED_KEY, String(!collapsed));
    setCollapsed(!collapsed);
  };
  // The opened menu takes the focus (it lies over the button); Escape gives it back.
  useEffect(() => {
    if (menuOpen)
      document.getElementById(SIDEBAR_ID)?.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus();
  }, [menuOpen]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    // An Escape meant for a dialog, or for a list open in the menu, closes only that.
    const inDialog = event.target instanceof Element && event.target.closest('dialog') !== null;
    if (inDialog || document.querySelector(`#${SIDEBAR_ID} [aria-expanded="true"]`) !== null) return;
    setMenuOpen(false);
    document.querySelector<HTMLElement>(`[aria-controls="${SIDEBAR_ID}"]`)?.focus();
  };
  return (
    // On a wide screen the header (one row of 44 px targets and 0.75 rem padding) and the sidebar stay
    // in view while the page scrolls (account.css, sidebar.tsx): this is the header's height.
    <div className="flex min-block-screen flex-col md:[--shell-header-size:calc(4.25rem+1px)]" onKeyDown={onKeyDown}>
      {!embed && (
        <AppHeader
          data={data}
          menuOpen={menuOpen}
          onToggleMenu={() => {
            setMenuOpen(!menuOpen);
          }}
        />
      )}
      <div className="flex min-block-0 flex-1">
        {!embed && <Sidebar data={data} collapsed={collapsed} onToggleCollapsed={toggleCollapsed} open={menuOpen} />}
        {menuOpen && (
          // A tap beside the open menu closes it (the menu button and Escape do too).
          <div
            className="fixed inset-0 z-14 bg-[rgb(0_0_0/30%)] md:hidden"
            aria-hidden="true"
            onClick={() => {
              setMenuOpen(false);
            }}
          />
        )}
        <div className="min-inline-0 flex-1">
          <Outlet context={data} />
        </div>
      </div>
      {footer && (
        <footer className="app-footer border-bs border-bs-line bg-surface px-6 py-4 text-[0.875rem] text-muted">
          <p className="m-0">{t('app:footer.copyright', { year: new Date().getFullYear(), portal: portal.title })}</p>
        </footer>
      )}
    </div>
  );
}

/**
 * The loaded data, with the user as stored now (a name changed in the preferences, a profile
 * created); the user is fetched afresh once per visit to the shell, for profiles shared since.
 */
function useLiveData(loaded: AppData): AppData {
  const stored = useStoredUser();
  const onFailure = useCallFailure();
  const userId = loaded.user.id;
  useEffect(() => {
    fetchUser(userId).then(saveUser, onFailure);
  }, [userId, onFailure]);
  const user = stored?.id === userId ? stored : loaded.user;
  const profile = user.businessProfiles.find((candidate) => candidate.id === loaded.profile.id) ?? loaded.profile;
  return { ...loaded, user, profile };
}
