import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { CreateProfileForm } from '../profiles/create-profile-form.tsx';
import { appPath } from '../../session/destinations.ts';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { PROFILE_PAGES } from '../../session/profile-pages.ts';
import { Menu, MenuGroup, MenuItem } from '../../ui/menu.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import type { AppData } from './app-data.ts';
import { accountButton, collapsedAway } from './collapsed.ts';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';
import { pendingChanges, type UnsavedChanges } from './unsaved-changes.ts';

// A switch keeps to the same page (§2); a record's page (an invoice, a campaign) belongs to one
// profile, so a switch from it lands on the dashboard.
const SHARED_ROUTES: ReadonlySet<string> = new Set(PROFILE_PAGES);

/** The route below /app/{businessProfileId}/ to keep when switching to another profile. */
export function routeToKeep(pathname: string): string {
  const [route = '', ...deeper] = pathname.split('/').slice(3);
  return SHARED_ROUTES.has(route) && deeper.length === 0 ? route : 'dashboard';
}

/**
 * §2 business-profile switcher: the other profiles (list at most 200 px high), each opening the
 * same page for it; "Create new business profile" where allowed (not auto flavour, not a brand
 * or creative-builder portal). Disabled on a creative-builder portal, or with nothing to offer.
 */
export function ProfileSwitcher({ data, collapsed }: { readonly data: AppData; readonly collapsed: boolean }) {
  const { t } = useTranslation('account');
  const { pathname, search } = useLocation();
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  // A switch asked for while the page has unsaved changes waits for the user's choice (§2).
  const [held, setHeld] = useState<{ readonly to: string; readonly changes: UnsavedChanges } | null>(null);
  const { user, profile, configuration, portalFlags } = data;
  const others = user.businessProfiles.filter((candidate) => candidate.id !== profile.id);
  const mayCreate =
    !portalFlags.isBrandPortal && !portalFlags.isCreativeBuilderPortal && configuration.flavor !== 'auto';
  const disabled = portalFlags.isCreativeBuilderPortal || (others.length === 0 && !mayCreate);
  const route = routeToKeep(pathname);
  const embed = new URLSearchParams(search).get('embed') === 'true' ? '?embed=true' : '';
  return (
    <div className="relative">
      <Menu
        side="bottom"
        className="switcher-menu"
        trigger={
          <button
            type="button"
            className={accountButton(collapsed)}
            disabled={disabled}
            title={collapsed ? profile.name : undefined}
          >
            <Avatar name={profile.name} />
            <span className={`truncate ${collapsedAway(collapsed)}`}>
              <span className="visually-hidden">{t('app:switcher.label')}: </span>
              {profile.name}
            </span>
          </button>
        }
      >
        {others.length > 0 && (
          // §2: the list is at most 200 px high.
          <MenuGroup className="m-0 mbe-2 max-block-[200px] overflow-y-auto">
            {others.map((other) => {
              const to = `${appPath(other.id, route)}${embed}`;
              return (
                <MenuItem key={other.id}>
                  <Link
                    to={to}
                    onClick={(event) => {
                      const changes = pendingChanges();
                      if (changes === null) return;
                      event.preventDefault();
                      setHeld({ to, changes });
                    }}
                  >
                    {other.name}
                  </Link>
                </MenuItem>
              );
            })}
          </MenuGroup>
        )}
        {mayCreate && (
          <MenuItem
            onSelect={() => {
              setCreating(true);
            }}
          >
            <button type="button">{t('app:switcher.create')}</button>
          </MenuItem>
        )}
      </Menu>
      <UnsavedChangesDialog
        changes={held?.changes ?? null}
        onStay={() => {
          setHeld(null);
        }}
        onLeave={() => {
          if (held !== null) void navigate(held.to);
          setHeld(null);
        }}
      />
      <ModalDialog
        open={creating}
        onClose={() => {
          setCreating(false);
        }}
        labelledBy="create-profile-title"
      >
        {creating && (
          <>
            <h2 id="create-profile-title">{t('profiles.createHeading')}</h2>
            <CreateProfileForm
              onCreated={() => {
                setCreating(false);
              }}
            />
            <button
              type="button"
              className="mbs-3"
              onClick={() => {
                setCreating(false);
              }}
            >
              {t('dialog.cancel')}
            </button>
          </>
        )}
      </ModalDialog>
    </div>
  );
}
