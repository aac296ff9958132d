import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders } from './app/app-providers';
import { createEmotionCache } from './app/emotion-cache';
import { routes } from './app/routes';
import { APP_STATE_ID, routerHydrationData, serializeForScript } from './app/serialize-state';
import { createServerApolloClient, type ExecuteOperation } from './lib/apollo/create-server-client';
import { renderHeadTags, type HeadData } from './lib/head/head-context';
import { createI18n } from './lib/i18n/create-i18n';
import { isAdminPath, languageFromPath, languageFromPreferences } from './lib/i18n/detect-language';
import type { Lang } from './lib/i18n/languages';
import { createSession } from './lib/session/session';

export interface RenderRequest {
  url: string; // path + query, e.g. "/en/sign-in?x=1"
  template: string; // contents of dist/client/index.html (the server reads it once)
  execute: ExecuteOperation; // runs GraphQL in the server process with the request's context
  acceptLanguage?: string; // the request's Accept-Language header
  origin?: string; // e.g. "https://dergi.example": makes hreflang links absolute, as search engines want
}

export interface RenderResult {
  status: number;
  redirect?: string;
  html: string;
}

/** Longest wait for data before the page is sent with whatever has arrived. */
const DATA_TIMEOUT_MS = 8000;

const handler = createStaticHandler(routes);

/** Public pages follow the path; the admin (no language in its path) follows Accept-Language. */
function requestLanguage(pathname: string, acceptLanguage?: string): Lang {
  if (isAdminPath(pathname)) return languageFromPreferences(acceptLanguage) ?? 'tr';
  return languageFromPath(pathname);
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, 'http://localhost');
  const lang = requestLanguage(url.pathname, request.acceptLanguage);

  const context = await handler.query(new Request(url.href, { method: 'GET' }));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location) {
      return { status: context.status, redirect: location, html: '' };
    }
    return { status: context.status, html: await context.text() };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n(lang);
  const client = createServerApolloClient(request.execute);
  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  // The admin is rendered as a shell only; it is never indexed.
  const head: HeadData = { alternates: [], noIndex: isAdminPath(url.pathname) || undefined };

  const tree = (
    <AppProviders i18n={i18n} client={client} emotionCache={emotionCache} session={createSession()} head={head}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );

  const { result: appHtml } = await prerenderStatic({
    tree,
    renderFunction: renderToString,
    signal: AbortSignal.timeout(DATA_TIMEOUT_MS),
  });

  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(appHtml));
  // Data, not code: a JSON block the client reads, so the page needs no inline script (strict CSP).
  const state = `<script type="application/json" id="${APP_STATE_ID}">${serializeForScript({ apollo: client.extract(), router: routerHydrationData(context) })}</script>`;

  const html = request.template
    .replace('<!--app-lang-->', lang)
    .replace('<!--app-head-->', () => `${renderHeadTags(head, request.origin)}\n    ${styles}`)
    .replace('<!--app-html-->', () => appHtml)
    .replace('<!--app-state-->', () => state);

  return { status: context.statusCode, html };
}
