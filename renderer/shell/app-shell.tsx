import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, Outlet, useOutletContext, useRouteError } from 'react-router';
import { HEADER_BAR, HEADER_BRAND, HEADER_LINK } from './header-styles.ts';
import { LanguageSelector } from './language-selector.tsx';
import { useRootData } from './root-loader.ts';

/** What a page may ask of the frame around it. */
export interface ShellContext {
  /** Some screens show no header (the sign-up summary, §2). */
  readonly setHeaderHidden: (hidden: boolean) => void;
}

/** The frame of every page: the portal's header, then the page. */
export function AppShell() {
  const [headerHidden, setHeaderHidden] = useState(false);
  const context: ShellContext = { setHeaderHidden };
  usePortalTheme();
  return (
    <>
      {!headerHidden && <Header />}
      <Outlet context={context} />
    </>
  );
}

/** A white-label portal's colours: its theme keys (`brand`) become the page's `--brand`. */
function usePortalTheme(): void {
  const { portal } = useRootData();
  useEffect(() => {
    const root = document.documentElement;
    const properties = Object.entries(portal.theme).map(
      ([key, value]) => [`--${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`, value] as const,
    );
    for (const [name, value] of properties) root.style.setProperty(name, value);
    return () => {
      for (const [name] of properties) root.style.removeProperty(name);
    };
  }, [portal.theme]);
}

export function useShell(): ShellContext {
  return useOutletContext<ShellContext>();
}

function Header() {
  const { t } = useTranslation();
  const { portal } = useRootData();
  return (
    <header className={HEADER_BAR}>
      <Link to="/" className={HEADER_BRAND}>
        {portal.headerLogo === null ? portal.title : <img src={portal.headerLogo} alt={portal.title} height={32} />}
      </Link>
      {portal.supportLink !== null && (
        <a href={portal.supportLink} className={HEADER_LINK}>
          {t('shell.support')}
        </a>
      )}
      <LanguageSelector />
    </header>
  );
}

/** A page that could not be loaded or drawn: said plainly, with the way home. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const reason = isRouteErrorResponse(error)
    ? error.statusText
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="page">
      <h1>{t('shell.errorTitle')}</h1>
      <p role="alert">{reason}</p>
      <Link to="/">{t('shell.home')}</Link>
    </main>
  );
}
