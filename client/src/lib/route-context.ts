import type { ApolloClient } from '@apollo/client';
import { createContext as createRouterContext, RouterContextProvider } from 'react-router-dom';

/*
 * What route loaders get as their `context`, the same on the server (the static handler's
 * `requestContext`), in the browser (the router's `getContext`), when preloading on intent and in
 * tests: the Apollo client to fetch through, and whether this is only a preload.
 */

const apolloContext = createRouterContext<ApolloClient>();
const preloadContext = createRouterContext(false);

export function routeContext({ apollo, preload = false }: { apollo: ApolloClient; preload?: boolean }): RouterContextProvider {
  return new RouterContextProvider(
    new Map<Parameters<RouterContextProvider['get']>[0], unknown>([
      [apolloContext, apollo],
      [preloadContext, preload],
    ]),
  );
}

/** The client a loader fetches through: the render's on the server, the tab's in the browser. */
export function apolloOf(context: unknown): ApolloClient {
  if (context instanceof RouterContextProvider) return context.get(apolloContext);
  throw new Error('Route loaders need the context made by routeContext({ apollo }).');
}

/** A preload (the reader's pointer on a link) fills caches without switching anything. */
export function isPreload(context: unknown): boolean {
  return context instanceof RouterContextProvider && context.get(preloadContext);
}
