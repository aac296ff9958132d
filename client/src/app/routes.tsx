import type { RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { ADMIN_BASE, ADMIN_RESOURCES, ADMIN_SCREENS, NEWS_GALLERY_SCREEN, type AdminResource, type AdminScreen } from '../lib/admin-paths';
import { AdminGuard } from './admin-guard';
import { AdminLayout } from './layouts/admin-layout';
import { PublicLayout } from './layouts/public-layout';
import { notFoundLoader } from './not-found-loader';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/** Never shown: the loader always throws 404 and the error boundary renders the page. */
function NotFoundOutlet() {
  return null;
}

function notFound(): RouteObject {
  return { path: '*', loader: notFoundLoader, Component: NotFoundOutlet, ErrorBoundary: RouteErrorBoundary };
}

function publicChildren(paths: { signIn: string; forgotPassword: string; resetPassword: string }): RouteObject[] {
  return [
    { index: true, lazy: () => import('../routes/public/home') },
    { path: paths.signIn, lazy: () => import('../routes/auth/sign-in') },
    { path: paths.forgotPassword, lazy: () => import('../routes/auth/forgot-password') },
    { path: paths.resetPassword, lazy: () => import('../routes/auth/reset-password') },
    notFound(),
  ];
}

/**
 * The lazy routes of an admin resource's screens (one route module per screen):
 * `kategoriler`, `kategoriler/olustur`, `kategoriler/:id`, `kategoriler/:id/duzenle`.
 */
function resourceRoutes(key: AdminResource, screens: Partial<Record<AdminScreen, RouteObject['lazy']>>): RouteObject[] {
  return (Object.keys(screens) as AdminScreen[]).map((screen) => ({ path: `${ADMIN_RESOURCES[key]}${ADMIN_SCREENS[screen]}`, lazy: screens[screen] }));
}

/** One route table for the server (static handler) and the browser (createBrowserRouter). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: FullScreenSpinner,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        path: ADMIN_BASE,
        Component: AdminGuard,
        children: [
          {
            Component: AdminLayout,
            children: [
              { index: true, lazy: () => import('../routes/admin/dashboard') },
              ...resourceRoutes('categories', {
                list: () => import('../routes/admin/categories/list'),
                create: () => import('../routes/admin/categories/create'),
                show: () => import('../routes/admin/categories/show'),
                edit: () => import('../routes/admin/categories/edit'),
              }),
              ...resourceRoutes('tags', {
                list: () => import('../routes/admin/tags/list'),
                create: () => import('../routes/admin/tags/create'),
                show: () => import('../routes/admin/tags/show'),
                edit: () => import('../routes/admin/tags/edit'),
              }),
              ...resourceRoutes('columnists', {
                list: () => import('../routes/admin/columnists/list'),
                create: () => import('../routes/admin/columnists/create'),
                show: () => import('../routes/admin/columnists/show'),
                edit: () => import('../routes/admin/columnists/edit'),
              }),
              ...resourceRoutes('columns', {
                list: () => import('../routes/admin/columns/list'),
                create: () => import('../routes/admin/columns/create'),
                show: () => import('../routes/admin/columns/show'),
                edit: () => import('../routes/admin/columns/edit'),
              }),
              // No detail screen (spec §2): a list row's title opens the edit screen.
              ...resourceRoutes('events', {
                list: () => import('../routes/admin/events/list'),
                create: () => import('../routes/admin/events/create'),
                edit: () => import('../routes/admin/events/edit'),
              }),
              ...resourceRoutes('archives', {
                list: () => import('../routes/admin/archives/list'),
                create: () => import('../routes/admin/archives/create'),
                show: () => import('../routes/admin/archives/show'),
                edit: () => import('../routes/admin/archives/edit'),
              }),
              ...resourceRoutes('news', {
                list: () => import('../routes/admin/news/list'),
                create: () => import('../routes/admin/news/create'),
                show: () => import('../routes/admin/news/show'),
                edit: () => import('../routes/admin/news/edit'),
              }),
              { path: `${ADMIN_RESOURCES.news}${NEWS_GALLERY_SCREEN}`, lazy: () => import('../routes/admin/news/gallery') },
              notFound(),
            ],
          },
        ],
      },
      {
        path: '/en',
        element: <PublicLayout lang="en" />,
        children: publicChildren({ signIn: 'sign-in', forgotPassword: 'forgot-password', resetPassword: 'reset-password' }),
      },
      {
        path: '/',
        element: <PublicLayout lang="tr" />,
        children: publicChildren({ signIn: 'giris', forgotPassword: 'sifremi-unuttum', resetPassword: 'sifreyi-sifirla' }),
      },
    ],
  },
];
