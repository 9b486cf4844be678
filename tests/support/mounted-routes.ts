import type { Express } from 'express';

/** One entry of Express 5's `Router#listRoutes()` (the `router` package): a route, or a mounted router. */
interface ListedRoute {
  readonly path: string | RegExp;
  /** Upper case, `*` for `.all()`; undefined for a mounted router. */
  readonly methods?: readonly string[];
  readonly router?: ListingRouter;
}

interface ListingRouter {
  listRoutes(): readonly ListedRoute[];
}

/** A route as Express serves it: `GET /api/sessions/:sessionId`. */
export interface MountedRoute {
  readonly method: string;
  readonly path: string;
}

/**
 * Every route the app serves, with the paths of the routers it is mounted under (`/api` and any
 * nested router's own prefix) joined to its own. HEAD is left out: Express answers it for every GET.
 */
export function mountedRoutes(app: Express): MountedRoute[] {
  return routesOf(app.router as unknown as ListingRouter, '');
}

function routesOf(router: ListingRouter, prefix: string): MountedRoute[] {
  return router.listRoutes().flatMap(({ path, methods, router: mounted }) => {
    // A pattern cannot be compared with a catalogue path: it fails the comparison by its text.
    const full = joined(prefix, typeof path === 'string' ? path : `/<pattern ${String(path)}>`);
    if (mounted !== undefined) return routesOf(mounted, full);
    return (methods ?? []).filter((method) => method !== 'HEAD').map((method) => ({ method, path: full }));
  });
}

const joined = (prefix: string, path: string): string =>
  path === '/' ? prefix || '/' : `${prefix}${path}`.replace(/\/+$/, '');
