import type { RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { catalogLoader, type CatalogHandle } from '../lib/i18n/i18n-instance';
import type { Lang } from '../lib/i18n/languages';
import { relativePath, type PathName } from '../lib/i18n/paths';
import { ADMIN_BASE, ADMIN_RESOURCES, ADMIN_SCREENS, NEWS_GALLERY_SCREEN, type AdminResource, type AdminScreen } from '../lib/admin-paths';
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
      staffRoutes({
        path: ADMIN_BASE,
        // Lazy, like every admin screen: a public page never downloads admin code.
        lazy: async () => ({ Component: (await import('./admin-guard')).AdminGuard }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
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
              // Adverts and page slots are only listed and edited (spec §2).
              ...resourceRoutes('adverts', {
                list: () => import('../routes/admin/adverts/list'),
                edit: () => import('../routes/admin/adverts/edit'),
              }),
              ...resourceRoutes('pages', {
                list: () => import('../routes/admin/pages/list'),
                edit: () => import('../routes/admin/pages/edit'),
              }),
              // Readers' messages and requests are read and deleted, never edited.
              ...resourceRoutes('contacts', {
                list: () => import('../routes/admin/contacts/list'),
                show: () => import('../routes/admin/contacts/show'),
              }),
              ...resourceRoutes('newsletter', {
                list: () => import('../routes/admin/newsletter/list'),
              }),
              ...resourceRoutes('subscriptions', {
                list: () => import('../routes/admin/subscriptions/list'),
                show: () => import('../routes/admin/subscriptions/show'),
              }),
              // One screen each: the signed-in user's own account, and the audit log.
              ...resourceRoutes('profile', { list: () => import('../routes/admin/profile') }),
              ...resourceRoutes('audit', { list: () => import('../routes/admin/audit/list') }),
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
