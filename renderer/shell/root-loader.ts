import type { LoaderFunctionArgs } from 'react-router';
import { useRouteLoaderData } from 'react-router';
import { loadPortal, type Portal } from './portal.ts';
import { loadRegion, type Region } from './region.ts';

export const ROOT_ROUTE_ID = 'root';

export interface RootData {
  readonly portal: Portal;
  readonly region: Region;
}

/** Every navigation first loads the portal configuration, then the region (§2 route rules). */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const url = new URL(request.url);
  const portal = await loadPortal(url);
  const region = await loadRegion(url.searchParams);
  return { portal, region };
}

/** The portal and region the current page was loaded with. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  if (data === undefined) throw new Error('useRootData outside the root route');
  return data;
}
