import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { createEmotionCache } from './app/emotion-cache';
import { APP_STATE_ID, HYDRATED_EVENT } from './app/hydration';
import { addAdminScreens, patchAdminScreens, routes } from './app/routes';
import { createBrowserApolloClient } from './lib/apollo/create-browser-client';
import { writeServerAnswers, type ServerAnswer } from './lib/apollo/server-answers';
import type { I18n } from '@lingui/core';
import { newI18n, provideBrowserI18n, requireCatalog, switchLanguage, type CatalogHandle } from './lib/i18n/i18n-instance';
import { preloadOnIntent } from './app/preload-on-intent';
import { detectBrowserLanguage } from './lib/i18n/detect-language';
import { routeContext } from './lib/route-context';
import { isLang, type Lang } from './lib/i18n/languages';
import { pathFor } from './lib/i18n/paths';
import { createSession } from './lib/session/session';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/** The state the server rendered with, from its JSON block (no inline script: the CSP forbids them). */
function readServerState(): { answers?: ServerAnswer[]; router?: unknown } {
  const text = document.getElementById(APP_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as { answers?: ServerAnswer[]; router?: unknown }) : {};
}

/**
 * Load what the first page needs before hydrating, so the markup matches the server's: its lazy
 * route modules, and the staff's part of the catalog on a staff page.
 */
async function resolveInitialRoutes(i18n: I18n): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    ...matches.map(({ route }) => (route.handle as CatalogHandle | undefined)?.catalog).filter((part) => part !== undefined).map((part) => requireCatalog(i18n, part)),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      delete (route as RouteObject & { lazy?: unknown }).lazy;
    }),
  ]);
}

/**
 * Starts the app on the server's markup (src/boot.ts decides when); resolves once React has
 * hydrated it. `trigger`, the reader's first intent, is preloaded like any later one.
 */
export async function start(trigger?: Event): Promise<void> {
  const hydrated = new Promise<void>((resolve) => window.addEventListener(HYDRATED_EVENT, () => resolve(), { once: true }));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');

  // Hydrate in the language the server rendered; LanguageSync adjusts afterwards (admin).
  const htmlLang = document.documentElement.lang;
  const lang: Lang = isLang(htmlLang) ? htmlLang : detectBrowserLanguage(window.location.pathname);
  // Only this language's catalog is downloaded; the other one loads when the reader switches.
  const i18n = newI18n();
  // A message outside the parts loaded would show its id: said loudly (the browser tests fail on it).
  i18n.on('missing', ({ id, locale }) => console.error(`Missing message ${id} (${locale}) on ${window.location.pathname}`));
  provideBrowserI18n(i18n);
  const session = createSession();
  const emotionCache = createEmotionCache();

  let router: ReturnType<typeof createBrowserRouter> | undefined;
  const state = readServerState();
  // react-router reads (and deserializes the errors of) its hydration data from this global.
  window.__staticRouterHydrationData = state.router;
  const client = createBrowserApolloClient({
    session,
    onSessionExpired: () => {
      const current: Lang = i18n.locale === 'en' ? 'en' : 'tr';
      void router?.navigate(`${pathFor(current, 'signIn')}?status=signedOut`, { replace: true });
    },
  });

  await Promise.all([addAdminScreens(window.location.pathname).then(() => resolveInitialRoutes(i18n)), switchLanguage(i18n, lang)]);
  // The page's route modules have declared their queries now: what their loaders answered on the server goes into the cache.
  writeServerAnswers(client, state.answers);
  // Loaders fetch through this tab's client, handed to them in the router context.
  router = createBrowserRouter(routes, { getContext: () => routeContext({ apollo: client }), patchRoutesOnNavigation: patchAdminScreens });
  preloadOnIntent(routes, () => routeContext({ apollo: client, preload: true }), trigger);

  const app = (
    <StrictMode>
      <AppProviders i18n={i18n} client={client} emotionCache={emotionCache} session={session}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  // A page without server state (the data timed out) is rendered afresh: its loaders run here.
  if (container.firstElementChild && state.router) hydrateRoot(container, app);
  else createRoot(container).render(app);
  await hydrated;
}
