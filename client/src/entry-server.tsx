import { renderToString } from 'react-dom/server';
import { msg } from '@lingui/core/macro';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject, type StaticHandlerContext } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { createEmotionCache } from './app/emotion-cache';
import { routes } from './app/routes';
import { APP_STATE_ID, HYDRATE_ATTRIBUTE, HYDRATE_ON_INTENT } from './app/hydration';
import { routerHydrationData, serializeForScript } from './app/serialize-state';
import { createServerApolloClient, serverAnswersForBrowser } from './lib/apollo/create-server-client';
import { renderHeadTags, type HeadData } from './lib/head/head-context';
import { createI18n } from './lib/i18n/create-i18n';
import type { CatalogHandle } from './lib/i18n/i18n-instance';
import { isAdminPath, languageFromPath, languageFromPreferences } from './lib/i18n/detect-language';
import type { Lang } from './lib/i18n/languages';
import { pageKey as pageKeyOf } from './lib/i18n/paths';
import { routeContext } from './lib/route-context';
import { createSession } from './lib/session/session';
import type { RenderRequest, RenderResult, SsrEntry } from './ssr-contract';

export type { RenderRequest, RenderResult };

/** The page cache's key of an address: its path and the parameters its page reads (lib/i18n/paths.ts). */
export const pageKey: SsrEntry['pageKey'] = pageKeyOf;

/** Longest wait for a page's data: past it the page answers 503, never a 200 with holes. */
const DATA_TIMEOUT_MS = 8000;

const handler = createStaticHandler(routes);

/** Public pages follow the path; the admin (no language in its path) follows Accept-Language. */
function requestLanguage(pathname: string, acceptLanguage?: string): Lang {
  if (isAdminPath(pathname)) return languageFromPreferences(acceptLanguage) ?? 'tr';
  return languageFromPath(pathname);
}

/** What a page fills the built index.html's `<!--app-…-->` slots with. */
type Slots = Record<'lang' | 'head' | 'html' | 'state', string>;

/** The template's text around its slots, split once per template (one build, one template). */
let splitTemplate: { template: string; parts: Array<string | keyof Slots> } | undefined;

/**
 * The page: the template with its slots filled, joined piece by piece. Replacing each slot in turn
 * searched and copied the whole page again for each one after the app's HTML, which React builds
 * as a string of many pieces that each copy first had to join (a thirtieth of a list's render).
 */
function fillTemplate(template: string, slots: Slots): string {
  if (splitTemplate?.template !== template) {
    const parts = template.split(/<!--app-(lang|head|html|state)-->/);
    splitTemplate = { template, parts };
  }
  let page = '';
  splitTemplate.parts.forEach((part, index) => (page += index % 2 ? slots[part as keyof Slots] : part));
  return page;
}

/** The answer when a page's data did not arrive in time: a 503 the reader can retry, never a 200 with holes. */
function timedOutPage(template: string, lang: Lang): string {
  const i18n = createI18n(lang);
  const title = i18n._(msg`Sayfa şu anda yüklenemiyor`);
  const text = i18n._(msg`Sayfa zamanında hazırlanamadı. Lütfen biraz sonra tekrar deneyin.`);
  return fillTemplate(template, {
    lang,
    head: `<title>${title} | Dergi Ankara</title>\n    <meta name="robots" content="noindex" />`,
    html: `<main style="font-family:Georgia,serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p></main>`,
    state: '',
  });
}

/**
 * The routes of the page's matches alone, as a tree of one branch: what the page renders from.
 * `createStaticRouter` copies every route it is given into its own data routes on every render, and
 * the whole tree (the admin's and both languages' public routes) was a twentieth of a news page's
 * render. The router matches the location against these routes as it would against all of them:
 * the same branch, the same route ids (a page of no route renders from the state's matches either way).
 */
function matchedBranch(state: StaticHandlerContext): RouteObject[] {
  let branch: RouteObject[] | undefined;
  for (const { route } of [...state.matches].reverse()) {
    branch = [{ ...route, children: branch } as RouteObject];
  }
  return branch ?? [];
}

/** The router state of a page whose render threw: the error goes to the deepest error boundary above the page. */
function pageFailed(context: StaticHandlerContext, error: unknown): StaticHandlerContext {
  const boundary = context.matches.findLast(({ route }) => route.hasErrorBoundary);
  if (!boundary) throw error;
  return { ...context, statusCode: 500, errors: { [boundary.route.id]: error instanceof Error ? error : new Error(String(error)) } };
}

/** The server's one way into the client (`ssr/page-renderer.ts` loads the built file as an SsrEntry). */
export const render: SsrEntry['render'] = async (request: RenderRequest): Promise<RenderResult> => {
  const url = new URL(request.url, 'http://localhost');
  const lang = requestLanguage(url.pathname, request.acceptLanguage);

  const client = createServerApolloClient(request.execute);
  // Loaders fetch through this request's client; its cache is what the page renders from.
  const requestContext = routeContext({ apollo: client });
  const signal = AbortSignal.timeout(request.timeoutMs ?? DATA_TIMEOUT_MS);
  let context: Awaited<ReturnType<typeof handler.query>>;
  try {
    context = await handler.query(new Request(url.href, { method: 'GET', signal }), { requestContext });
  } catch (error) {
    if (signal.aborted) return { status: 503, html: timedOutPage(request.template, lang) };
    throw error;
  }
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location) {
      return { status: context.status, redirect: location, html: '' };
    }
    return { status: context.status, html: await context.text() };
  }

  let routerContext: StaticHandlerContext = context;
  const i18n = createI18n(lang);
  const paint = (state: StaticHandlerContext) => {
    // Emotion writes each styled element's <style> just before it in the markup (its server mode), and
    // the browser's cache moves them to <head> as it starts: nothing is extracted from the page here.
    const emotionCache = createEmotionCache();
    // The admin is rendered as a shell only; it is never indexed.
    const head: HeadData = { alternates: [], noIndex: isAdminPath(url.pathname) || undefined };
    // One pass: the loaders have filled the cache, so the tree renders complete at once.
    const appHtml = renderToString(
      <AppProviders i18n={i18n} client={client} emotionCache={emotionCache} session={createSession()} head={head}>
        <StaticRouterProvider router={createStaticRouter(matchedBranch(state), state)} context={state} hydrate={false} />
      </AppProviders>,
    );
    return { appHtml, head };
  };
  let painted: ReturnType<typeof paint>;
  try {
    painted = paint(routerContext);
  } catch (error) {
    // A page that cannot render (its data missing) shows its route's error page with a 500, never an empty 200.
    routerContext = pageFailed(routerContext, error);
    painted = paint(routerContext);
  }
  const { appHtml, head } = painted;

  const staffPage = isAdminPath(url.pathname) || routerContext.matches.some(({ route }) => (route.handle as CatalogHandle | undefined)?.catalog === 'staff');
  // Data, not code: a JSON block the client reads, so the page needs no inline script (strict CSP).
  // The loaders' answers as they came: the browser writes them into its cache (server-answers.ts).
  // A reader's page is complete as it is: the app starts on the reader's first intent (app/hydration.ts).
  const bootMode = staffPage ? '' : ` ${HYDRATE_ATTRIBUTE}="${HYDRATE_ON_INTENT}"`;
  const state = `<script type="application/json" id="${APP_STATE_ID}"${bootMode}>${serializeForScript({ answers: serverAnswersForBrowser(client), router: routerHydrationData(routerContext) })}</script>`;

  const html = fillTemplate(request.template, { lang, head: renderHeadTags(head, request.origin), html: appHtml, state });

  return { status: routerContext.statusCode, html, shared: !staffPage };
};
