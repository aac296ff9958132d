import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { errorStatus, getErrorInfo } from './error-info';

/**
 * Route loaders fetch through Apollo: on the server the request's own client (handed over as the
 * static handler's request context), in the browser the tab's client. Components then read the
 * filled cache, so a page renders once, complete, and the status code comes from its loaders.
 */
export interface RouteContext {
  apollo: ApolloClient;
}

let browserApollo: ApolloClient | undefined;

/** Called once by the browser entry, before the router is created. */
export function provideBrowserApollo(client: ApolloClient): void {
  browserApollo = client;
}

export function apolloOf(context: unknown): ApolloClient {
  const apollo = (context as Partial<RouteContext> | undefined)?.apollo ?? browserApollo;
  if (!apollo) throw new Error('Route loaders need an Apollo client (request context or provideBrowserApollo).');
  return apollo;
}

/** What a missing record was, so the not-found page names it and links back to its list (spec §8). */
export type RecordKind = 'news' | 'column' | 'archive';

/** The payload of a thrown route error: read by the error boundary. */
export interface RouteErrorData {
  kind?: RecordKind;
  retryAfter?: number;
}

const isBrowser = typeof window !== 'undefined';

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(data<RouteErrorData>({}, { status: 503 }));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/** A failed query as the route error the error boundary shows: 404, 400, 429 or 500 (spec §8). */
function routeError(error: unknown, kind?: RecordKind): ReturnType<typeof data<RouteErrorData>> {
  const info = getErrorInfo(error);
  const status = errorStatus(info) ?? 500;
  const known = [400, 404, 429].includes(status) ? status : 500;
  return data<RouteErrorData>({ kind, retryAfter: info.retryAfter }, { status: known });
}

export interface LoadOptions {
  /** Names the record for a 404 (the not-found title and the link back). */
  kind?: RecordKind;
}

/**
 * Runs one query for a route loader and returns its data. In the browser, data already in the
 * cache (preloaded when the reader showed intent) is returned at once and refreshed behind: it
 * is treated as stale immediately (spec §2). Failures become route errors with their status.
 */
export async function loadQuery<TData, TVariables extends OperationVariables>(
  { context, request }: Pick<LoaderFunctionArgs, 'context' | 'request'>,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: LoadOptions = {},
): Promise<TData> {
  const apollo = apolloOf(context);
  if (isBrowser) {
    const cached = apollo.readQuery<TData, TVariables>({ query, variables });
    if (cached) {
      void apollo.query<TData, TVariables>({ query, variables, fetchPolicy: 'network-only' } as never).catch(() => undefined);
      return cached;
    }
  }
  try {
    const result = await Promise.race([
      apollo.query<TData, TVariables>({ query, variables, fetchPolicy: 'network-only' } as never),
      aborted(request.signal),
    ]);
    return result.data as TData;
  } catch (error) {
    if (error instanceof Response || (error && typeof error === 'object' && 'type' in error && (error as { type: unknown }).type === 'DataWithResponseInit')) throw error;
    throw routeError(error, options.kind);
  }
}

/** Several queries of one route at once. */
export function loadQueries(args: Pick<LoaderFunctionArgs, 'context' | 'request'>, loads: Array<(args: Pick<LoaderFunctionArgs, 'context' | 'request'>) => Promise<unknown>>) {
  return Promise.all(loads.map((load) => load(args)));
}

/**
 * A detail page reached by an old slug or by id answers 301 to the record's current slug
 * (design §5), keeping the query string the route uses.
 */
export function redirectToCurrentSlug(request: Request, requested: string | undefined, current: string): void {
  if (requested === current) return;
  const url = new URL(request.url);
  const segments = url.pathname.split('/');
  segments[segments.length - 1] = encodeURIComponent(current);
  throw redirect(`${segments.join('/')}${url.search}`, 301);
}

export { errorStatus };
