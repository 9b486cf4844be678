import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../shell/page-title.ts';
import { CreateProfileForm } from './create-profile-form.tsx';
import { appPath } from '../../session/destinations.ts';
import { loadPortalFlags, type PortalFlags } from '../../session/portal-flags.ts';
import { PortalBrand } from '../../ui/portal-brand.tsx';
import { useHeaderHidden, useStoredUser } from '../../session/session-hooks.ts';
import { Avatar } from '../../ui/avatar.tsx';

/**
 * §2 /profileSelection (header hidden): a user with several business profiles picks one after
 * login; one with none creates one where the portal allows it.
 */
export function Component() {
  const { t } = useTranslation('account');
  const user = useStoredUser();
  const [flags, setFlags] = useState<PortalFlags | null>(null);
  usePageTitle(t('profiles.title'));
  useHeaderHidden();
  useEffect(() => {
    void loadPortalFlags().then(setFlags, () => undefined);
  }, []);
  const profiles = user?.businessProfiles ?? [];
  // §2: creating is not for brand portals or the creative-builder portal.
  const mayCreate = flags !== null && !flags.isBrandPortal && !flags.isCreativeBuilderPortal;
  return (
    <main className="page auth-page">
      <PortalBrand />
      <h1>{t('profiles.heading')}</h1>
      {profiles.length === 0 ? (
        <p>{t('profiles.none')}</p>
      ) : (
        <ul className="m-0 mbe-6 grid list-none gap-2 p-0">
          {profiles.map((profile) => (
            <li key={profile.id}>
              <Link
                to={appPath(profile.id)}
                className="flex items-center gap-3 rounded-card border border-line p-3 font-semibold text-inherit no-underline hover:border-brand"
              >
                <Avatar name={profile.name} />
                {profile.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {mayCreate && (
        <section aria-labelledby="create-profile-heading">
          <h2 id="create-profile-heading" className="text-[1.1rem]">
            {t('profiles.createHeading')}
          </h2>
          <CreateProfileForm />
        </section>
      )}
    </main>
  );
}
