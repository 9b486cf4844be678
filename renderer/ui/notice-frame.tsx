import { Outlet } from 'react-router';
import { useShell } from '../shell/app-shell.tsx';
import { Toaster } from './toast.tsx';

/**
 * Around every page below the portal's header: the transient notices (§8 toasts), which outlive
 * the page that raised them (the unregistered number's notice shows on /signup). The header's
 * context goes on to the pages.
 */
export function NoticeFrame() {
  return (
    <>
      <Outlet context={useShell()} />
      <Toaster />
    </>
  );
}
