import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { data, redirect, useParams, useSearchParams, type LoaderFunctionArgs, type Params } from 'react-router-dom';
import { apolloOf } from '../route-context';
import { serverDataOf, serverQueryOf } from './create-server-client';
import { errorStatus, getErrorInfo } from './error-info';
import { registerRouteDocument } from './server-answers';

/*
 * Route loaders fetch through Apollo: on the server the render's own client, in the browser the
 * tab's, both handed over in the router context (lib/route-context.ts). Components then read the
 * filled cache, so a page renders once, complete, and the status code comes from its loaders.
 */

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
  /**
   * The same on every page that loads it (a box beside the page's own content, a list's filter
   * choices): a server render may take it from another page's read while that is fresh
   * (`GraphQLOperation.shared` in ssr-contract.d.ts).
   */
  shared?: boolean;
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
  // On the server the answer goes straight into the render's cache (create-server-client.ts).
  const serverQuery = isBrowser ? undefined : serverQueryOf(apollo);
  const fetched = serverQuery
    ? serverQuery(query, variables, { shared: options.shared })
    : apollo.query<TData, TVariables>({ query, variables, fetchPolicy: 'network-only' } as never).then((result) => result.data as TData);
  try {
    return await Promise.race([fetched, aborted(request.signal)]);
  } catch (error) {
    if (error instanceof Response || (error && typeof error === 'object' && 'type' in error && (error as { type: unknown }).type === 'DataWithResponseInit')) throw error;
    throw routeError(error, options.kind);
  }
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

/** What a route's variables may depend on: its path parameters and its query string. */
export interface RouteInput {
  params: Params;
  search: URLSearchParams;
}

/**
 * One public query of a route, declared once: the loader runs it (`loadRoute`) and the component
 * reads it (`useRouteQuery`) with the same variables, so the two cannot drift apart. Its variables
 * come from the route's URL, or (`TInput`) from what an earlier query of the route answered.
 */
export interface RouteQuery<TData, TVariables extends OperationVariables, TInput = RouteInput> {
  document: TypedDocumentNode<TData, TVariables>;
  variables: (input: TInput) => TVariables;
  options: LoadOptions;
}

export function routeQuery<TData, TVariables extends OperationVariables, TInput = RouteInput>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: (input: TInput) => TVariables,
  options: LoadOptions = {},
): RouteQuery<TData, TVariables, TInput> {
  registerRouteDocument(document);
  return { document, variables, options };
}

type LoaderArgs = Pick<LoaderFunctionArgs, 'context' | 'request' | 'params'>;

/** Runs a route query in a loader: its data, or the route error of its failure (404, 429, 503, …). */
export function loadRoute<TData, TVariables extends OperationVariables>(args: LoaderArgs, query: RouteQuery<TData, TVariables>): Promise<TData> {
  return loadQuery(args, query.document, query.variables({ params: args.params, search: new URL(args.request.url).searchParams }), query.options);
}

/** Runs a route query whose variables come from an earlier answer (`input`). */
export function loadRouteWith<TData, TVariables extends OperationVariables, TInput>(args: LoaderArgs, query: RouteQuery<TData, TVariables, TInput>, input: TInput): Promise<TData> {
  return loadQuery(args, query.document, query.variables(input), query.options);
}

function useRouteInput(): RouteInput {
  const params = useParams();
  const [search] = useSearchParams();
  return { params, search };
}

function useBrowserCachedData<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables | undefined): TData | undefined {
  const { data: result } = useQuery(document as TypedDocumentNode<TData, OperationVariables>, { variables, skip: variables === undefined });
  return result as TData | undefined;
}

/** A server render paints once: what its loaders received is read as it is, not watched (create-server-client.ts). */
function useServerCachedData<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables | undefined): TData | undefined {
  const client = useApolloClient();
  if (variables === undefined) return undefined;
  return serverDataOf(client, document, variables) as TData | undefined;
}

const useCachedData = isBrowser ? useBrowserCachedData : useServerCachedData;

/**
 * A route query's data, as its loader left it in the cache. Missing data is a fault (the loader
 * did not run, or read other variables): it throws to the route's error boundary, so the page
 * answers with an error status instead of an empty 200.
 */
export function useRouteQuery<TData, TVariables extends OperationVariables>(query: RouteQuery<TData, TVariables>): TData {
  const result = useCachedData(query.document, query.variables(useRouteInput()));
  if (result === undefined) throw new Error(`No data for ${operationName(query.document)}: its route loader must load it first.`);
  return result;
}

/**
 * The data of a query the page can do without (a staff slot not set up, the layout's most-read box):
 * undefined when its loader let it fail. `input` (when the variables come from an earlier answer)
 * undefined skips it.
 */
export function useOptionalRouteQuery<TData, TVariables extends OperationVariables>(query: RouteQuery<TData, TVariables>): TData | undefined;
export function useOptionalRouteQuery<TData, TVariables extends OperationVariables, TInput>(query: RouteQuery<TData, TVariables, TInput>, input: TInput | undefined): TData | undefined;
export function useOptionalRouteQuery<TData, TVariables extends OperationVariables, TInput>(query: RouteQuery<TData, TVariables, TInput | RouteInput>, ...given: [TInput | undefined] | []): TData | undefined {
  const routeInput = useRouteInput();
  const input = given.length === 0 ? routeInput : given[0];
  return useCachedData(query.document, input === undefined ? undefined : query.variables(input));
}

function operationName(document: TypedDocumentNode<unknown, never>): string {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  return definition && 'name' in definition && definition.name ? definition.name.value : 'a route query';
}

export { errorStatus };
