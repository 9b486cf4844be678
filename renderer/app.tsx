import type { RouteObject } from 'react-router';
import { AppShell, RouteError } from './shell/app-shell.tsx';
import { lazyPage } from './shell/lazy-page.ts';
import { ROOT_ROUTE_ID, rootLoader } from './shell/root-loader.ts';

/** The product's pages; each page's code loads when it is first visited. */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    loader: rootLoader,
    element: <AppShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <p aria-busy="true" />,
    children: [
      { index: true, lazy: lazyPage(() => import('./pages/home-page.tsx')) },
      { path: 'signup/*', lazy: lazyPage(() => import('./pages/signup-page.tsx')) },
      { path: 's/:encodedId', lazy: lazyPage(() => import('./pages/summary-link-page.tsx')) },
      { path: '*', lazy: lazyPage(() => import('./pages/not-found-page.tsx')) },
    ],
  },
];
