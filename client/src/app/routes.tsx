import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { catalogLoader, type CatalogHandle } from '../lib/i18n/i18n-instance';
import { LANGUAGES, type Lang } from '../lib/i18n/languages';
import { pathFor, relativePath, type PathName } from '../lib/i18n/paths';
import { ADMIN_BASE } from '../lib/admin-paths';
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

function notFound(id?: string): RouteObject {
  return { id, path: '*', loader: notFoundLoader, Component: NotFoundOutlet, ErrorBoundary: RouteErrorBoundary };
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

/** The admin's screens, from the feature list; only the admin loads the list (icons, texts) and the screens' module map. */
async function loadAdminScreenRoutes(): Promise<RouteObject[]> {
  return (await import('./admin-screen-routes')).adminScreenRoutes();
}

const isAdminPath = (pathname: string) => pathname === ADMIN_BASE || pathname.startsWith(`${ADMIN_BASE}/`);

/** The staff's way in (sign-in, forgot and reset password, both languages): the admin follows them. */
const STAFF_ENTRIES = new Set(LANGUAGES.flatMap((lang) => (['signIn', 'forgotPassword', 'resetPassword'] as const).map((name) => pathFor(lang, name))));

/**
 * The admin layout and its screens. The server's table has them all; a browser's starts with the
 * not-found route only, so a reader's page never loads the feature list. The screens join it
 * before the router starts on an admin page (`addAdminScreens`), or on the first navigation into the
 * admin (`patchAdminScreens`): until then `/yonetim/...` matches this not-found route's splat,
 * which is what makes react-router ask for them.
 */
const adminLayout: RouteObject = {
  id: 'admin-layout',
  lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
  children: [...(import.meta.env.SSR ? await loadAdminScreenRoutes() : []), notFound('admin-not-found')],
};

let adminScreensAdded = false;

/** The admin's screens, once, joined to the browser's route table (`routes`, which the intent preloader reads). */
async function joinAdminScreens(pathname: string): Promise<RouteObject[] | undefined> {
  if (adminScreensAdded || !(isAdminPath(pathname) || STAFF_ENTRIES.has(pathname))) return undefined;
  const screens = await loadAdminScreenRoutes();
  if (adminScreensAdded) return undefined;
  adminScreensAdded = true;
  adminLayout.children = [...screens, ...(adminLayout.children ?? [])];
  return screens;
}

/**
 * Before the browser's router is made on an admin page, so that it hydrates the screen the server
 * rendered, and on the staff's sign-in pages, so that signing in lands on a table that has the
 * admin's screens (a navigation patched into the admin's index route rendered nothing).
 */
export async function addAdminScreens(pathname: string): Promise<void> {
  await joinAdminScreens(pathname);
}

/** The browser router's `patchRoutesOnNavigation`: the first navigation into the admin adds its screens to the running router. */
export const patchAdminScreens: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const screens = await joinAdminScreens(path);
  if (screens) patch('admin-layout', screens);
};

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
          adminLayout,
        ],
      }),
      publicLayoutRoute('en', publicChildren('en')),
      publicLayoutRoute('tr', publicChildren('tr')),
    ],
  },
];
