import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { Observable, catchError, from, switchMap, throwError } from 'rxjs';
import { RefreshAccessTokenDocument } from '../../gql/graphql';
import { pagePreviewToken } from '../preview-token';
import type { Session } from '../session/session';
import { createCache } from './create-cache';
import { tabCsrfToken, type CsrfTokenSource } from './csrf';
import { errorStatus, getErrorInfo } from './error-info';
import { hasFiles } from './has-files';
import { inPlaceSignIn, type InPlaceSignIn } from './in-place-sign-in';

export interface BrowserClientOptions {
  session: Session;
  /**
   * Called when a 401 could not be cured by refreshing the token (user and token are already cleared),
   * unless a screen protects its unsaved work (`signIn`).
   */
  onSessionExpired: () => void;
  uri?: string;
  csrf?: CsrfTokenSource;
  /** Where an expired session signs in again without leaving the page (the tab's one by default). */
  signIn?: InPlaceSignIn;
}

interface RetryContext {
  /** Operations that must not trigger the 401 refresh (the refresh itself, sign-in). */
  skipAuthRefresh?: boolean;
  authRetried?: boolean;
  csrfRetried?: boolean;
}

/**
 * The multipart upload transport, downloaded the first time an operation carries a file: the
 * reader's pages never upload, so they never load it.
 */
function lazyUploadLink(uri: string): ApolloLink {
  let upload: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let subscription: { unsubscribe(): void } | undefined;
        let closed = false;
        (upload ??= import('./upload-link').then(({ createUploadLink }) => createUploadLink(uri))).then(
          (link) => {
            if (!closed) subscription = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

export function createBrowserApolloClient(options: BrowserClientOptions): ApolloClient {
  const { session, onSessionExpired } = options;
  const csrf = options.csrf ?? tabCsrfToken;
  const signIn = options.signIn ?? inPlaceSignIn;

  // Headers are computed for every attempt, so a retry picks up a new token.
  const headersLink = new SetContextLink(async (prevContext) => {
    const headers: Record<string, string> = { ...(prevContext.headers as Record<string, string> | undefined) };
    headers['X-CSRF-Token'] = await csrf.get();
    const accessToken = session.getAccessToken();
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    // A page opened by a preview link loads its unpublished item in the browser too.
    const previewToken = pagePreviewToken();
    if (previewToken) headers['X-Preview-Token'] = previewToken;
    return { headers };
  });

  const retryLink = new ErrorLink(({ error, operation, forward }) => {
    const context = operation.getContext() as RetryContext;
    const info = getErrorInfo(error);
    const status = errorStatus(info);

    if (status === 403 && info.code === 'FORBIDDEN' && !context.csrfRetried) {
      csrf.reset();
      operation.setContext({ csrfRetried: true });
      return forward(operation);
    }

    if ((info.code === 'UNAUTHENTICATED' || status === 401) && !context.skipAuthRefresh && !context.authRetried) {
      operation.setContext({ authRetried: true });
      const renewed = from(session.refresh()).pipe(
        catchError(() => {
          // A screen holding unsaved work signs in again in a dialog: leaving would lose the work.
          if (signIn.isProtecting()) return from(signIn.request()).pipe(catchError(() => throwError(() => error)));
          session.clear();
          onSessionExpired();
          return throwError(() => error);
        }),
      );
      return renewed.pipe(switchMap(() => forward(operation)));
    }
    return undefined;
  });

  const uri = options.uri ?? '/graphql';
  // Operations carrying files go as GraphQL multipart requests (with upload progress); the rest as JSON.
  const transport = ApolloLink.split(
    (operation) => hasFiles(operation.variables as Record<string, unknown>),
    lazyUploadLink(uri),
    new HttpLink({ uri, credentials: 'include' }),
  );

  const client = new ApolloClient({
    link: ApolloLink.from([retryLink, headersLink, transport]),
    cache: createCache(),
    // Spec §9: results never go stale, no retries, no refetch on focus, no default timeout.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });

  session.setRefreshHandler(async () => {
    const result = await client.mutate({
      mutation: RefreshAccessTokenDocument,
      context: { skipAuthRefresh: true } satisfies RetryContext,
      fetchPolicy: 'no-cache',
    });
    const token = result.data?.refreshAccessToken.accessToken;
    if (!token) throw new Error('No access token');
    return token;
  });

  return client;
}
