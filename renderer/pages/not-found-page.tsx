import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../shell/page-title.ts';

/** Any address the product has no page for. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <main className="page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('shell.home')}</Link>
    </main>
  );
}
