import { LifeBuoy, Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HEADER_BAR, HEADER_BRAND, HEADER_LINK } from '../../shell/header-styles.ts';
import { LanguageSelector } from '../../shell/language-selector.tsx';
import { useRootData } from '../../shell/root-loader.ts';
import { appPath } from '../../session/destinations.ts';
import type { AppData } from './app-data.ts';
import { CallbackButton } from './callback-dialog.tsx';
import { SIDEBAR_ID } from './sidebar.tsx';

interface AppHeaderProps {
  readonly data: AppData;
  readonly menuOpen: boolean;
  readonly onToggleMenu: () => void;
}

/**
 * The signed-in pages' header (§2): the portal's brand, leading to the dashboard; on a small
 * screen the toolbar's menu button, which shows the sidebar; a callback request; support and the
 * interface language.
 */
export function AppHeader({ data, menuOpen, onToggleMenu }: AppHeaderProps) {
  const { t } = useTranslation('account');
  const { portal } = useRootData();
  return (
    <header
      // Wraps below 768 px; above, it stays in view while the page scrolls, as tall as app-layout.tsx
      // says (--shell-header-size, which the sidebar keeps below).
      className={`${HEADER_BAR} max-md:flex-wrap md:sticky md:inset-bs-0 md:z-12 md:block-(--shell-header-size)`}
    >
      <button
        type="button"
        // §2: below 768 px a toolbar with a menu button; the sidebar opens over the page.
        className="min-h-11 min-w-11 rounded-[6px] px-2 py-1 md:hidden"
        aria-expanded={menuOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleMenu}
      >
        <Menu aria-hidden="true" size={22} />
        <span className="visually-hidden">{t('app:header.menu')}</span>
      </button>
      <Link to={appPath(data.profile.id)} className={HEADER_BRAND}>
        {portal.headerLogo === null ? portal.title : <img src={portal.headerLogo} alt={portal.title} height={35} />}
      </Link>
      {/* On a phone the callback and support show as icons, the language as its code: one row. */}
      <div className="ms-auto flex items-center gap-4 max-md:gap-1">
        <CallbackButton data={data} />
        {portal.supportLink !== null && (
          <a
            href={portal.supportLink}
            className={`${HEADER_LINK} gap-2 max-md:justify-center max-md:min-w-11 max-md:px-0`}
          >
            <LifeBuoy aria-hidden="true" size={20} className="md:hidden" />
            <span className="max-md:sr-only">{t('app:header.support')}</span>
          </a>
        )}
        <LanguageSelector compact />
      </div>
    </header>
  );
}
