import { ApolloClient } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { createEmotionCache } from '../app/emotion-cache';
import { createCache } from '../lib/apollo/create-cache';
import { routeContext } from '../lib/route-context';
import { createI18n } from '../lib/i18n/create-i18n';
import type { Lang } from '../lib/i18n/languages';
import { createSession } from '../lib/session/session';

export interface RenderAppOptions {
  lang?: Lang;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  path?: string;
}

/** Renders a screen with the real providers (theme, lingui, toasts, session) and Apollo's MockedProvider. */
export function renderApp(ui: ReactElement, { lang = 'tr', mocks = [], path = '/' }: RenderAppOptions = {}) {
  const session = createSession();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <AppProviders i18n={createI18n(lang)} emotionCache={createEmotionCache()} session={session}>
        <RouterProvider router={router} />
      </AppProviders>
    </MockedProvider>,
  );
  return { ...result, session, router };
}

export interface RenderRouteOptions extends RenderAppOptions {
  /** The route's path pattern, so its loader and component read the same parameters (`/haber/:slug`). */
  pattern?: string;
}

/**
 * Renders a route module as the app does: its loader fills the cache through the mocked
 * operations, then its component renders from that cache.
 */
export function renderRoute(route: { loader?: LoaderFunction; Component: ComponentType; ErrorBoundary?: ComponentType }, { lang = 'tr', mocks = [], path = '/', pattern = '*' }: RenderRouteOptions = {}) {
  const session = createSession();
  const client = new ApolloClient({ link: new MockLink(mocks), cache: createCache() });
  const router = createMemoryRouter([{ path: pattern, loader: route.loader, Component: route.Component, ErrorBoundary: route.ErrorBoundary, HydrateFallback: () => null }], {
    initialEntries: [path],
    getContext: () => routeContext({ apollo: client }),
  });
  const result = render(
    <AppProviders i18n={createI18n(lang)} client={client} emotionCache={createEmotionCache()} session={session}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, session, router };
}
