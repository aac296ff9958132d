import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/app-providers';
import { createEmotionCache } from '../app/emotion-cache';
import { createCache } from '../lib/apollo/create-cache';
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
