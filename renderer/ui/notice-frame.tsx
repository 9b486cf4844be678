import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import { useShell } from '../shell/app-shell.tsx';
import { useToaster } from './toast.tsx';

// Radix's toast loads with the first notice, not with /signup's first page (issue 23). Should its
// code not load (no network), the notices are not drawn rather than the page failing.
const ToastViewport = lazy<ComponentType<{ readonly i18n: I18n }>>(() =>
  import('./toast-viewport.tsx').catch(() => ({ default: () => null })),
);

/**
 * Around every page below the portal's header: the transient notices (§8 toasts), which outlive
 * the page that raised them (the unregistered number's notice shows on /signup). The header's
 * context goes on to the pages.
 */
export function NoticeFrame() {
  const i18n = useToaster();
  return (
    <>
      <Outlet context={useShell()} />
      {i18n && (
        <Suspense>
          <ToastViewport i18n={i18n} />
        </Suspense>
      )}
    </>
  );
}
