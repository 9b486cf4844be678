import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../shell/page-title.ts';

/**
 * The signed-in pages this version does not have yet (store setup, product feed, audience,
 * assets, insights, reports, leads, campaign editing): said plainly, with no
 * made-up figures.
 */
export function Component() {
  const { t } = useTranslation('account');
  // /app/{businessProfileId}/{page}/…
  const page = useLocation().pathname.split('/')[3] ?? '';
  const title = t(`app:pages.${page}`, { defaultValue: t('app:pages.other') });
  usePageTitle(title);
  return (
    <main className="app-page">
      <h1>{title}</h1>
      <p>{t('app:notAvailable.text')}</p>
    </main>
  );
}
