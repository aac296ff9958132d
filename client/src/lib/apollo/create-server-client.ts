import { ApolloClient, ApolloLink, type DocumentNode, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { ExecuteOperation } from '../../ssr-contract';
import { createCache } from './create-cache';

/** A route query run on the server: its data, written once to the render's cache for the page and the browser. */
export type ServerQuery = <TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, variables: TVariables, options?: { shared?: boolean }) => Promise<TData>;

const serverQueries = new WeakMap<ApolloClient, ServerQuery>();
/** An answer the render's loaders have written to its cache, not yet read back (`serverAnswerOf`). */
const LOADED = Symbol('loaded');
/** Each render's answers by `answerKey`: LOADED, then the data as its page reads it. */
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
 * The data of `query` with `variables` in this server render, once its route loaders have it:
 * read from the render's cache once per query and render, not through `useQuery` for every
 * component that shows it (its query manager, observable and result tracking were about a tenth
 * of an uncached render). Read from the cache, not taken as the loader received it: the browser
 * hydrates from the cache, where an item two answers both carry (the most-read box and a list,
 * read a moment apart) has one value, so the page must show that one too.
 */
export function serverAnswerOf(client: ApolloClient, query: DocumentNode, variables: OperationVariables | undefined): unknown {
  const answers = serverAnswers.get(client);
  const key = answerKey(query, variables);
  if (!answers?.has(key)) return undefined;
  let answer = answers.get(key);
  if (answer === LOADED) {
    answer = client.readQuery({ query, variables }) ?? undefined;
    answers.set(key, answer);
  }
  return answer;
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
  const client = new ApolloClient({ ssrMode: true, link, cache: createCache({ resultCaching: false }) });
  const inFlight = new Map<string, Promise<unknown>>();
  const answers = new Map<string, unknown>();
  serverAnswers.set(client, answers);
  const run = async (key: string, query: DocumentNode, variables: OperationVariables, shared: boolean): Promise<unknown> => {
    // The document as the client would send it (with __typename, so the cache can normalise the answer).
    const document = client.documentTransform.transformDocument(query);
    const result = await execute({ query: printOnce(document), variables, operationName: operationNameOf(document), ...(shared ? { shared } : {}) });
    if (result.errors?.length) throw new CombinedGraphQLErrors(result);
    client.writeQuery({ query: document, variables, data: result.data as Record<string, unknown> });
    answers.set(key, LOADED);
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
