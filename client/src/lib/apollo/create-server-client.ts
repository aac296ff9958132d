import { ApolloClient, ApolloLink, type DocumentNode, type OperationVariables, type StoreObject, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { ExecuteOperation } from '../../ssr-contract';
import { answersAgree, type WrittenAnswer } from './answers-agree';
import { createCache } from './create-cache';

/** A route query run on the server: its data, written once to the render's cache for the page and the browser. */
export type ServerQuery = <TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, variables: TVariables, options?: { shared?: boolean }) => Promise<TData>;

const serverQueries = new WeakMap<ApolloClient, ServerQuery>();

/** A render's answers by `answerKey`: as its loaders wrote them to its cache, and as its page reads them. */
interface RenderAnswers {
  /** Every answer a loader asked for, written or not (failed: a slot not set up). */
  asked: Set<string>;
  written: Map<string, WrittenAnswer>;
  read: Map<string, unknown>;
  /** Whether the written answers agree (`answersAgree`), found when `count` of them were written. */
  agreement?: { count: number; agree: boolean };
}
const serverAnswers = new WeakMap<ApolloClient, RenderAnswers>();

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

/**
 * Each document as the server's clients send it (with __typename, so the cache can normalise the
 * answer), made once per process: every render's client transforms alike, and a client of its own
 * each render transformed each document again, and passed the cache a document it had not seen,
 * so the cache checked and split it again too.
 */
const sentForms = new WeakMap<DocumentNode, DocumentNode>();
function sentFormOf(client: ApolloClient, query: DocumentNode): DocumentNode {
  let document = sentForms.get(query);
  if (document === undefined) {
    document = client.documentTransform.transformDocument(query);
    sentForms.set(query, document);
  }
  return document;
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
 * The data of `query` with `variables` in this server render, once its route loaders have it,
 * found once per query and render, not through `useQuery` for every component that shows it (its
 * query manager, observable and result tracking were about a tenth of an uncached render).
 *
 * The page must show what the browser hydrates from, the cache, where an item two answers both
 * carry (the most-read box and a list, read a moment apart) has one value. When the render's
 * answers agree on every such item (`answersAgree`, nearly always), the cache would give each
 * answer back as it was written, so it is taken as it is; otherwise it is read back from the cache.
 * The loaders have all finished before a page is painted, so no answer written later can differ.
 */
export function serverAnswerOf(client: ApolloClient, query: DocumentNode, variables: OperationVariables | undefined): unknown {
  const answers = serverAnswers.get(client);
  const key = answerKey(query, variables);
  const written = answers?.written.get(key);
  if (answers === undefined || written === undefined) return undefined;
  if (answers.read.has(key)) return answers.read.get(key);
  // The cache's own read of the form the loader wrote: the client's readQuery would transform the
  // document again for this render's client, as `sentFormOf` does once.
  const answer = agreeing(client, answers) ? written.data : (client.cache.readQuery({ query: written.document, variables }) ?? undefined);
  answers.read.set(key, answer);
  return answer;
}

/**
 * What a server render's component reads for `query` with `variables`: its loader's answer
 * (`serverAnswerOf`); nothing when its loader asked and failed (none of it reached the cache);
 * otherwise whatever the cache holds for it.
 */
export function serverDataOf(client: ApolloClient, query: DocumentNode, variables: OperationVariables | undefined): unknown {
  const answer = serverAnswerOf(client, query, variables);
  if (answer !== undefined || serverAnswers.get(client)?.asked.has(answerKey(query, variables))) return answer;
  return client.cache.readQuery({ query: sentFormOf(client, query), variables }) ?? undefined;
}

function agreeing(client: ApolloClient, answers: RenderAnswers): boolean {
  const count = answers.written.size;
  if (answers.agreement?.count !== count) {
    answers.agreement = { count, agree: answersAgree(answers.written.values(), (object) => client.cache.identify(object as StoreObject)) };
  }
  return answers.agreement.agree;
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
  const answers: RenderAnswers = { asked: new Set(), written: new Map(), read: new Map() };
  serverAnswers.set(client, answers);
  const run = async (key: string, query: DocumentNode, variables: OperationVariables, shared: boolean): Promise<unknown> => {
    const document = sentFormOf(client, query);
    const result = await execute({ query: printOnce(document), variables, operationName: operationNameOf(document), ...(shared ? { shared } : {}) });
    if (result.errors?.length) throw new CombinedGraphQLErrors(result);
    client.writeQuery({ query: document, variables, data: result.data as Record<string, unknown> });
    answers.written.set(key, { document, variables, data: result.data });
    return result.data;
  };
  serverQueries.set(client, ((query, variables, options) => {
    const key = answerKey(query, variables);
    answers.asked.add(key);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = run(key, query, variables, options?.shared === true);
      inFlight.set(key, pending);
    }
    return pending;
  }) as ServerQuery);
  return client;
}
