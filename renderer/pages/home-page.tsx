import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../shell/page-title.ts';
import { useRootData } from '../shell/root-loader.ts';
import { carriedSearch } from '../wizard/session-id.ts';

const PROMISES = ['noServiceFee', 'optimisation', 'dashboard', 'offers', 'support'] as const;

/** The portal's front page: what the product promises (OL §1) and the way into sign-up. */
export function Component() {
  const { t } = useTranslation();
  const { portal } = useRootData();
  const { search } = useLocation();
  usePageTitle(t('home.title'));
  return (
    <main className="page">
      <h1>{t('home.heading', { portal: portal.title })}</h1>
      <ul>
        {PROMISES.map((promise) => (
          <li key={promise}>{t(`home.promises.${promise}`)}</li>
        ))}
      </ul>
      {portal.isSignupEnabled && (
        <Link className="button" to={`/signup${carriedSearch(search)}`}>
          {t('home.start')}
        </Link>
      )}
    </main>
  );
}
