import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../shell/page-title.ts';
import { useAppData } from '../shell/app-data.ts';

/**
 * /app/{businessProfileId}/dashboard: the profile, a welcome and, until campaigns can be listed
 * here, an honest empty state with the way to start one.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { user, profile } = useAppData();
  usePageTitle(t('pages.dashboard'));
  return (
    <main className="app-page">
      <h1>{profile.name}</h1>
      <p>{t('dashboard.welcome', { name: user.firstName })}</p>
      {!user.isEmailVerified && (
        <p className="app-notice">
          {t('dashboard.verifyEmail', { email: user.emailAddress })}{' '}
          <Link to="/verify">{t('dashboard.verifyLink')}</Link>
        </p>
      )}
      <section className="empty-state" aria-labelledby="campaigns-heading">
        <h2 id="campaigns-heading">{t('dashboard.campaigns')}</h2>
        <p>{t('dashboard.empty')}</p>
        <Link className="button" to="/signup">
          {t('dashboard.startCampaign')}
        </Link>
      </section>
    </main>
  );
}
