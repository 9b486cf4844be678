import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { appPath } from '../../session/destinations.ts';
import { sidebarItems, type SidebarItemId } from './sidebar-items.ts';
import type { AppData } from './app-data.ts';
import { ProfileSwitcher } from './profile-switcher.tsx';
import { SIDEBAR_ICONS } from './sidebar-icons.ts';
import { UserMenu } from './user-menu.tsx';

export const SIDEBAR_ID = 'app-sidebar';

interface SidebarProps {
  readonly data: AppData;
  readonly collapsed: boolean;
  readonly onToggleCollapsed: () => void;
  /** Shown over the page on a small screen (§2: mobile shows a toolbar instead). */
  readonly open: boolean;
}

/**
 * §2 sidebar: the business-profile switcher, the menus the profile's configuration allows
 * (sidebar-items.ts), the user block. 250 px wide, 70 px collapsed (labels then only for screen
 * readers and as tooltips; account.css).
 */
export function Sidebar({ data, collapsed, onToggleCollapsed, open }: SidebarProps) {
  const { t } = useTranslation('account');
  const items = sidebarItems(data.configuration);
  const className = ['sidebar', collapsed ? 'is-collapsed' : '', open ? 'is-open' : ''].filter(Boolean).join(' ');
  return (
    <aside id={SIDEBAR_ID} className={className} aria-label={t('app:sidebar.label')}>
      <ProfileSwitcher data={data} collapsed={collapsed} />
      <nav aria-label={t('app:sidebar.navigation')} className="sidebar-nav">
        <Menu items={items.main} data={data} collapsed={collapsed} />
        <Menu items={items.features} data={data} collapsed={collapsed} heading={t('app:sidebar.features')} />
        <Menu items={items.settings} data={data} collapsed={collapsed} heading={t('app:sidebar.settings')} />
      </nav>
      <button type="button" className="collapse-button" onClick={onToggleCollapsed}>
        <span aria-hidden="true">{collapsed ? <ChevronsRight size={18} /> : <ChevronsLeft size={18} />}</span>
        <span className="collapse-label">{collapsed ? t('app:sidebar.expand') : t('app:sidebar.collapse')}</span>
      </button>
      <UserMenu data={data} collapsed={collapsed} />
    </aside>
  );
}

interface MenuProps {
  readonly items: readonly SidebarItemId[];
  readonly data: AppData;
  readonly collapsed: boolean;
  readonly heading?: string;
}

function Menu({ items, data, collapsed, heading }: MenuProps) {
  const { t } = useTranslation('account');
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <>
      {heading !== undefined && (
        <h2 id={headingId} className="menu-heading">
          {heading}
        </h2>
      )}
      <ul className="menu" {...(heading === undefined ? {} : { 'aria-labelledby': headingId })}>
        {items.map((item) => {
          const label = t(`app:pages.${item}`);
          const Icon = SIDEBAR_ICONS[item];
          return (
            <li key={item}>
              <NavLink to={appPath(data.profile.id, item)} title={collapsed ? label : undefined}>
                {/* An icon to recognise the entry by when only 70 px are left. */}
                <span className="menu-badge" aria-hidden="true">
                  <Icon size={18} strokeWidth={2} />
                </span>
                <span className="menu-label">{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
