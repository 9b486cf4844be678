import { ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { appPath } from '../../session/destinations.ts';
import { sidebarItems, type SidebarItemId } from './sidebar-items.ts';
import type { AppData } from './app-data.ts';
import { collapsedAway } from './collapsed.ts';
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
 * readers and as tooltips). Below 768 px it is a drawer over the page, opened by the header's menu
 * button, always expanded; above, it stays in view below the header while the page scrolls, and
 * scrolls on its own, so the user menu at its foot never moves.
 */
export function Sidebar({ data, collapsed, onToggleCollapsed, open }: SidebarProps) {
  const { t } = useTranslation('account');
  const items = sidebarItems(data.configuration);
  const className = [
    'sidebar flex flex-none flex-col gap-3 border-e border-e-line bg-surface px-3 py-4 inline-[250px]',
    'max-md:fixed max-md:inset-y-0 max-md:inset-s-0 max-md:z-15 max-md:overflow-y-auto max-md:shadow-[0_0_24px_rgb(0_0_0/25%)]',
    'md:sticky md:inset-bs-(--shell-header-size) md:block-[calc(100dvh-var(--shell-header-size))] md:overflow-y-auto',
    collapsed ? 'md:px-2 md:inline-[70px]' : '',
    open ? '' : 'max-md:hidden',
  ].join(' ');
  return (
    <aside id={SIDEBAR_ID} className={className} aria-label={t('app:sidebar.label')}>
      <ProfileSwitcher data={data} collapsed={collapsed} />
      <nav aria-label={t('app:sidebar.navigation')} className="flex-1">
        <Menu items={items.main} data={data} collapsed={collapsed} />
        <Menu items={items.features} data={data} collapsed={collapsed} heading={t('app:sidebar.features')} />
        <Menu items={items.settings} data={data} collapsed={collapsed} heading={t('app:sidebar.settings')} />
      </nav>
      {/* The drawer of a small screen is always expanded: no collapsing there. */}
      <button
        type="button"
        className={`justify-start gap-2 border-0 text-muted max-md:hidden ${collapsed ? 'md:justify-center' : ''}`}
        onClick={onToggleCollapsed}
      >
        <span aria-hidden="true">{collapsed ? <ChevronsRight size={18} /> : <ChevronsLeft size={18} />}</span>
        <span className={collapsedAway(collapsed)}>
          {collapsed ? t('app:sidebar.expand') : t('app:sidebar.collapse')}
        </span>
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
        <h2
          id={headingId}
          className={`mx-0 mbs-4 mbe-1 ps-2 text-[0.8rem] tracking-[0.04em] text-muted uppercase ${collapsedAway(collapsed)}`}
        >
          {heading}
        </h2>
      )}
      <ul className="m-0 list-none p-0" {...(heading === undefined ? {} : { 'aria-labelledby': headingId })}>
        {items.map((item) => {
          const label = t(`app:pages.${item}`);
          const Icon = SIDEBAR_ICONS[item];
          return (
            <li key={item}>
              <NavLink
                to={appPath(data.profile.id, item)}
                title={collapsed ? label : undefined}
                className={`group flex items-center gap-[0.6rem] rounded-[6px] px-2 py-[0.45rem] no-underline not-aria-[current=page]:text-inherit hover:bg-page aria-[current=page]:bg-tint aria-[current=page]:font-semibold ${collapsed ? 'md:justify-center' : ''}`}
              >
                {/* An icon to recognise the entry by when only 70 px are left. */}
                <span
                  className="inline-grid size-[1.9rem] flex-none place-items-center rounded-[6px] text-muted group-aria-[current=page]:text-link"
                  aria-hidden="true"
                >
                  <Icon size={18} strokeWidth={2} />
                </span>
                <span className={collapsedAway(collapsed)}>{label}</span>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}
