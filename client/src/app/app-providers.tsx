import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { HeadCollectorContext, type HeadData } from '../lib/head/head-context';
import { SessionContext, type Session } from '../lib/session/session';
import { theme } from '../lib/theme';
import { ToastProvider } from '../lib/toast/toast-provider';

export interface AppProvidersProps {
  i18n: I18n;
  /** Omitted in tests, where MockedProvider supplies the client. */
  client?: ApolloClient;
  emotionCache: EmotionCache;
  session: Session;
  /** Server only: collects title/meta/hreflang for `<head>`. */
  head?: HeadData;
  children: ReactNode;
}

/** Every provider the app needs, identical on server, browser and in tests. */
export function AppProviders({ i18n, client, emotionCache, session, head, children }: AppProvidersProps) {
  const inner = (
    <SessionContext.Provider value={session}>
      <HeadCollectorContext.Provider value={head ?? null}>
        <ToastProvider>{children}</ToastProvider>
      </HeadCollectorContext.Provider>
    </SessionContext.Provider>
  );
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <I18nProvider i18n={i18n}>
          {client ? <ApolloProvider client={client}>{inner}</ApolloProvider> : inner}
        </I18nProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
