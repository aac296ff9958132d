import { ApolloClient, ApolloLink, type DocumentNode, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { ExecuteOperation } from '../../ssr-contract';
import { createCache } from './create-cache';

/** A route query run on the server: its data, written once to the render's cache for the page and the browser. */
export type ServerQuery = <TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, variables: TVariables, options?: { shared?: boolean }) => Promise<TData>;

const serverQueries = new WeakMap<ApolloClient, ServerQuery>();
/** Each render's answers, as its route loaders received them, by `answerKey`. */
const serverAnswers = new WeakMap<ApolloClient, Map<string, unknown>>();

/** The documents are module constants: each is printed once per process, not once per render. */
const printed = new WeakMap<DocumentNode, string>();
function printOnce(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

function operationNameOf(document: DocumentNode): string | undefined {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  return definition && 'name' in definition ? definition.name?.value : undefined;
}

/**
 * How the route loaders of a server render fetch (`route-data.ts`): the operation goes straight to
 * the executor and its answer is written to the cache once. `client.query` would also run it
 * through the query manager's observables and read the answer back out of the cache, a tenth of
 * an uncached render's CPU. Concurrent loaders asking for the same query share one execution.
 */
export function serverQueryOf(client: ApolloClient): ServerQuery | undefined {
  return serverQueries.get(client);
}

function answerKey(query: DocumentNode, variables: OperationVariables | undefined): string {
  return `${printOnce(query)}\n${JSON.stringify(variables ?? {})}`;
}

/**
 * The data a route loader of this server render received for `query` with `variables`, or
 * undefined. The page's components read it here rather than through `useQuery`, whose cache read
 * (query manager, observable, result diffing) cost about a tenth of an uncached render; the
 * answer is the same document's, so the data is what the cache would give back.
 */
export function serverAnswerOf(client: ApolloClient, query: DocumentNode, variables: OperationVariables | undefined): unknown {
  return serverAnswers.get(client)?.get(answerKey(query, variables));
}

/** A per-render client whose link hands every operation to the server's executor (bound to the render's one context). */
export function createServerApolloClient(execute: ExecuteOperation): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let closed = false;
        execute({
          query: printOnce(operation.query),
          variables: operation.variables,
          operationName: operation.operationName ?? undefined,
        }).then(
          (result) => {
            if (closed) return;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => {
            if (!closed) observer.error(error);
          },
        );
        return () => {
          closed = true;
        };
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: createCache() });
  const inFlight = new Map<string, Promise<unknown>>();
  const answers = new Map<string, unknown>();
  serverAnswers.set(client, answers);
  const run = async (key: string, query: DocumentNode, variables: OperationVariables, shared: boolean): Promise<unknown> => {
    // The document as the client would send it (with __typename, so the cache can normalise the answer).
    const document = client.documentTransform.transformDocument(query);
    const result = await execute({ query: printOnce(document), variables, operationName: operationNameOf(document), ...(shared ? { shared } : {}) });
    if (result.errors?.length) throw new CombinedGraphQLErrors(result);
    client.writeQuery({ query: document, variables, data: result.data as Record<string, unknown> });
    answers.set(key, result.data);
    return result.data;
  };
  serverQueries.set(client, ((query, variables, options) => {
    const key = answerKey(query, variables);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = run(key, query, variables, options?.shared === true);
      inFlight.set(key, pending);
    }
    return pending;
  }) as ServerQuery);
  return client;
}
