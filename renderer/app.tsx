import { Navigate, redirect, type RouteObject } from 'react-router';
import { entryLoader, signedInOnlyLoader, signedOutOnlyLoader, verifyLoader } from './session/entry-redirects.ts';
import { NoticeFrame } from './ui/notice-frame.tsx';
import { BUILT_PROFILE_PAGES, PROFILE_PAGES, RECORD_PAGES } from './session/profile-pages.ts';
import { AppShell, RouteError } from './shell/app-shell.tsx';
import { lazyPage, withReloadOnce } from './shell/lazy-page.ts';
import { ROOT_ROUTE_ID, rootLoader } from './shell/root-loader.ts';

const notAvailable = lazyPage(() => import('./app/shell/not-available-page.tsx'));

// accounts-and-platform §2: the signed-in pages this version has no screen for yet share one page.
const NOT_YET_AVAILABLE = [...PROFILE_PAGES, ...RECORD_PAGES].filter((page) => !BUILT_PROFILE_PAGES.has(page));

/** The signed-in shell's pages, below /app/{businessProfileId}/ (§2). */
const appPages: RouteObject[] = [
  { index: true, element: <Navigate to="dashboard" replace /> },
  { path: 'dashboard', lazy: lazyPage(() => import('./app/dashboard/dashboard-page.tsx')) },
  { path: 'userPreferences', lazy: lazyPage(() => import('./app/profiles/user-preferences-page.tsx')) },
  { path: 'wallet', lazy: lazyPage(() => import('./app/money/wallet-page.tsx')) },
  { path: 'leads', lazy: lazyPage(() => import('./app/leads/leads-page.tsx')) },
  { path: 'storeSetup', lazy: lazyPage(() => import('./app/store-setup/store-setup-page.tsx')) },
  { path: 'productFeed', lazy: lazyPage(() => import('./app/product-feed/product-feed-page.tsx')) },
  { path: 'publishedReports', lazy: lazyPage(() => import('./app/reports/published-reports-page.tsx')) },
  { path: 'briefs', lazy: lazyPage(() => import('./app/briefs/briefs-page.tsx')) },
  { path: 'addOns', lazy: lazyPage(() => import('./app/add-ons/add-ons-page.tsx')) },
  { path: 'productInsights', lazy: lazyPage(() => import('./app/product-feed/product-insights-page.tsx')) },
  { path: 'assets', lazy: lazyPage(() => import('./app/assets/assets-page.tsx')) },
  { path: 'audience', lazy: lazyPage(() => import('./app/audience/audience-page.tsx')) },
  { path: 'franchiseStores', lazy: lazyPage(() => import('./app/franchise/franchise-stores-page.tsx')) },
  { path: 'invoice/:id', lazy: lazyPage(() => import('./app/money/invoice-page.tsx')) },
  { path: 'campaign/:campaignId/*', lazy: lazyPage(() => import('./app/dashboard/campaign-page.tsx')) },
  { path: 'editCampaign/:campaignId', lazy: lazyPage(() => import('./app/edit-campaign/edit-campaign-page.tsx')) },
  ...NOT_YET_AVAILABLE.map((path) => ({ path, lazy: notAvailable })),
  { path: '*', lazy: lazyPage(() => import('./pages/not-found-page.tsx')) },
];

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
      {
        element: <NoticeFrame />,
        children: [
          // §2: / redirects to /login (signed in: where login would have led).
          { index: true, loader: entryLoader },
          { path: 'country', lazy: lazyPage(() => import('./pages/home-page.tsx')) },
          { path: 'authentication', loader: () => redirect('/login') },
          {
            path: 'login',
            loader: signedOutOnlyLoader,
            lazy: lazyPage(() => import('./app/login/login-page.tsx')),
          },
          {
            path: 'signup/account',
            loader: signedOutOnlyLoader,
            lazy: lazyPage(() => import('./app/login/signup-account-page.tsx')),
          },
          {
            path: 'setPassword',
            loader: signedInOnlyLoader,
            lazy: lazyPage(() => import('./app/login/set-password-page.tsx')),
          },
          { path: 'forgotPassword', lazy: lazyPage(() => import('./app/login/forgot-password-page.tsx')) },
          { path: 'resetPassword', lazy: lazyPage(() => import('./app/login/reset-password-page.tsx')) },
          { path: 'inviteUser', lazy: lazyPage(() => import('./app/login/invite-user-page.tsx')) },
          { path: 'verify', loader: verifyLoader, lazy: lazyPage(() => import('./app/login/verify-page.tsx')) },
          {
            path: 'profileSelection',
            loader: signedInOnlyLoader,
            lazy: lazyPage(() => import('./app/profiles/profile-selection-page.tsx')),
          },
          // The pages that load their data through TanStack Query, with its cache (session/query-client.ts).
          {
            lazy: lazyPage(() => import('./session/query-layout.tsx')),
            children: [
              // Staff only (OL §6 AccountManager): the server refuses anyone else, and the page says so.
              {
                path: 'review',
                loader: signedInOnlyLoader,
                lazy: lazyPage(() => import('./app/money/review-page.tsx')),
              },
              // Product staff only (issue 9, decision 250): the page says so to anyone else; the API's 403 is the gate.
              {
                path: 'studio',
                loader: signedInOnlyLoader,
                children: [
                  { index: true, lazy: lazyPage(() => import('./studio/pages/studio-page.tsx')) },
                  {
                    path: ':flowId',
                    lazy: lazyPage(() => import('./studio/pages/studio-flow-page.tsx')),
                    children: [
                      { index: true, lazy: lazyPage(() => import('./studio/pages/flow-graph-page.tsx')) },
                      { path: 'steps/:step', lazy: lazyPage(() => import('./studio/pages/step-editor-page.tsx')) },
                      { path: 'versions', lazy: lazyPage(() => import('./studio/pages/versions-page.tsx')) },
                      { path: 'funnel', lazy: lazyPage(() => import('./studio/pages/funnel-page.tsx')) },
                    ],
                  },
                ],
              },
              {
                path: 'app/:businessProfileId',
                lazy: () => withReloadOnce(() => import('./app/shell/app-layout.tsx')),
                // Below the notices, so that the toast of the failure that got here still shows.
                errorElement: <RouteError />,
                children: appPages,
              },
            ],
          },
          { path: 'signup/*', lazy: lazyPage(() => import('./pages/signup-page.tsx')) },
          { path: 's/:encodedId', lazy: lazyPage(() => import('./pages/summary-link-page.tsx')) },
          // A campaign's public lead form (decision 129).
          { path: 'lead/:campaignId', lazy: lazyPage(() => import('./pages/lead-form-page.tsx')) },
          { path: '*', lazy: lazyPage(() => import('./pages/not-found-page.tsx')) },
        ],
      },
    ],
  },
];
