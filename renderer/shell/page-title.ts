import { useEffect } from 'react';
import { useRootData } from './root-loader.ts';

/** The tab's title: '{portal title} | {route title}' (§2), the portal's alone while the route has none. */
export function usePageTitle(routeTitle: string | null): void {
  const { portal } = useRootData();
  useEffect(() => {
    document.title = routeTitle === null ? portal.title : `${portal.title} | ${routeTitle}`;
  }, [portal.title, routeTitle]);
}
