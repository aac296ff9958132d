import type { RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { catalogLoader, type CatalogHandle } from '../lib/i18n/i18n-instance';
import type { Lang } from '../lib/i18n/languages';
import { relativePath, type PathName } from '../lib/i18n/paths';
import type { AdminFeature } from '../components/admin/admin-feature';
import { ADMIN_FEATURES } from '../features/admin/index';
import { ADMIN_BASE, ADMIN_SCREENS } from '../lib/admin-paths';
import { publicLayoutRoute } from './layouts/public-layout';
import { notFoundLoader } from './not-found-loader';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/** Never shown: the loader always throws 404 and the error boundary renders the page. */
function NotFoundOutlet() {
  return null;
}

/** Routes for the staff: their pages need the staff's part of the catalog, loaded before they render. */
function staffRoutes(route: RouteObject): RouteObject {
  const handle: CatalogHandle = { catalog: 'staff' };
  return { ...route, handle, loader: catalogLoader('staff'), shouldRevalidate: () => false } as RouteObject;
}

function notFound(): RouteObject {
  return { path: '*', loader: notFoundLoader, Component: NotFoundOutlet, ErrorBoundary: RouteErrorBoundary };
}

/** The pages of one language's public site, at that language's paths (lib/i18n/paths.ts). */
function publicChildren(lang: Lang): RouteObject[] {
  const at = (name: PathName) => relativePath(lang, name);
  return [
    { index: true, lazy: () => import('../routes/public/home') },
    { path: at('publication'), lazy: () => import('../routes/public/publication') },
    { path: at('about'), lazy: () => import('../routes/public/about') },
    { path: at('contact'), lazy: () => import('../routes/public/contact') },
    { path: at('news'), lazy: () => import('../routes/public/news-list') },
    { path: `${at('news')}/:slug`, lazy: () => import('../routes/public/news-detail') },
    { path: at('columns'), lazy: () => import('../routes/public/column-list') },
    { path: `${at('columns')}/:slug`, lazy: () => import('../routes/public/column-detail') },
    { path: at('archive'), lazy: () => import('../routes/public/archive-list') },
    { path: `${at('archive')}/:slug`, lazy: () => import('../routes/public/archive-detail') },
    { path: at('subscription'), lazy: () => import('../routes/public/subscription') },
    { path: at('subscriptionPersonal'), lazy: () => import('../routes/public/subscription-personal') },
    { path: at('subscriptionCorporate'), lazy: () => import('../routes/public/subscription-corporate') },
    staffRoutes({
      children: [
        { path: at('signIn'), lazy: () => import('../routes/auth/sign-in') },
        { path: at('forgotPassword'), lazy: () => import('../routes/auth/forgot-password') },
        { path: at('resetPassword'), lazy: () => import('../routes/auth/reset-password') },
      ],
    }),
    notFound(),
  ];
}

/** The admin's screens, one route module each (`routes/admin/<key>/<screen>.tsx`), loaded on demand. */
const ADMIN_SCREEN_MODULES = import.meta.glob(['../routes/admin/**/*.tsx', '!../routes/admin/**/*.test.tsx']);

function screenModule(feature: AdminFeature, screen: string): NonNullable<RouteObject['lazy']> {
  const load = ADMIN_SCREEN_MODULES[`../routes/admin/${feature.key}/${screen}.tsx`] ?? (feature.screens.length === 1 ? ADMIN_SCREEN_MODULES[`../routes/admin/${feature.key}.tsx`] : undefined);
  if (!load) throw new Error(`The admin feature ${feature.key} declares a ${screen} screen, but routes/admin/${feature.key}/${screen}.tsx does not exist`);
  return load as NonNullable<RouteObject['lazy']>;
}

/** The routes of an admin feature's screens: `kategoriler`, `kategoriler/olustur`, `kategoriler/:id`, `kategoriler/:id/duzenle` (the dashboard is the index). */
function featureRoutes(feature: AdminFeature): RouteObject[] {
  const at = (suffix: string) => (feature.segment ? { path: `${feature.segment}${suffix}` } : { index: true as const });
  return [
    ...feature.screens.map((screen) => ({ ...at(ADMIN_SCREENS[screen]), lazy: screenModule(feature, screen) }) as RouteObject),
    ...Object.entries(feature.extraScreens ?? {}).map(([screen, suffix]) => ({ path: `${feature.segment}${suffix}`, lazy: screenModule(feature, screen) })),
  ];
}

/** One route table for the server (static handler) and the browser (createBrowserRouter). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      staffRoutes({
        path: ADMIN_BASE,
        // Lazy, like every admin screen: a public page never downloads admin code.
        lazy: async () => ({ Component: (await import('./admin-guard')).AdminGuard }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
            children: [
              ...ADMIN_FEATURES.flatMap(featureRoutes),
              notFound(),
            ],
          },
        ],
      }),
      publicLayoutRoute('en', publicChildren('en')),
      publicLayoutRoute('tr', publicChildren('tr')),
    ],
  },
];
