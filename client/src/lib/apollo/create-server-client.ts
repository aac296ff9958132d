import { ApolloClient, ApolloLink, type DocumentNode, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { ExecuteOperation } from '../../ssr-contract';
import { answersAgree, type WrittenAnswer } from './answers-agree';
import { createCache, recordIdOf } from './create-cache';
import { operationNameOf, type ServerAnswer } from './server-answers';

/** A route query run on the server: its data, kept for the page and handed to the browser as it came (server-answers.ts). */
export type ServerQuery = <TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, variables: TVariables, options?: { shared?: boolean }) => Promise<TData>;

const serverQueries = new WeakMap<ApolloClient, ServerQuery>();

/** A render's answers by `answerKey`: as its loaders received them, in that order, and as its page reads them. */
interface RenderAnswers {
  /** Every answer a loader asked for, received or not (failed: a slot not set up). */
  asked: Set<string>;
  written: Map<string, WrittenAnswer>;
  read: Map<string, unknown>;
  /** Whether the received answers agree (`answersAgree`), found when `count` of them were received. */
  agreement?: { count: number; agree: boolean };
  /** How many of the received answers are in the render's cache (filled only when it must be read). */
  cached: number;
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

/**
 * How the route loaders of a server render fetch (`route-data.ts`): the operation goes straight to
 * the executor and its answer is kept as it came. `client.query` would also run it through the
 * query manager's observables, write it to the cache and read it back out, a tenth of an uncached
 * render's CPU. Concurrent loaders asking for the same query share one execution.
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
 * The page must show what the browser hydrates from, its cache with the answers written in, where
 * an item two answers both carry (the most-read box and a list, read a moment apart) has one value.
 * When the render's answers agree on every such item (`answersAgree`, nearly always), that cache
 * would give each answer back as it came, so it is taken as it is; otherwise the answers are
 * written to the render's cache in the order they came, as the browser writes them, and read back.
 * The loaders have all finished before a page is painted, so no answer received later can differ.
 */
export function serverAnswerOf(client: ApolloClient, query: DocumentNode, variables: OperationVariables | undefined): unknown {
  const answers = serverAnswers.get(client);
  const key = answerKey(query, variables);
  const written = answers?.written.get(key);
  if (answers === undefined || written === undefined) return undefined;
  if (answers.read.has(key)) return answers.read.get(key);
  // The cache's own read of the form the loader wrote: the client's readQuery would transform the
  // document again for this render's client, as `sentFormOf` does once.
  const answer = agreeing(answers) ? written.data : (cacheOf(client, answers).readQuery({ query: written.document, variables }) ?? undefined);
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
  const answers = serverAnswers.get(client);
  if (answer !== undefined || answers?.asked.has(answerKey(query, variables))) return answer;
  const cache = answers ? cacheOf(client, answers) : client.cache;
  return cache.readQuery({ query: sentFormOf(client, query), variables }) ?? undefined;
}

/** The render's cache with every answer received so far written in, in the order they came. */
function cacheOf(client: ApolloClient, answers: RenderAnswers): ApolloClient['cache'] {
  const received = [...answers.written.values()];
  for (const { document, variables, data } of received.slice(answers.cached)) {
    client.cache.writeQuery({ query: document, variables, data: data as Record<string, unknown> });
  }
  answers.cached = received.length;
  return client.cache;
}

/**
 * The answers the browser writes into its cache before it hydrates (server-answers.ts): in the
 * order they came when two of them disagree on a record, as the page read them; otherwise in the
 * order of their keys, which gives the same cache, so the same data always gives the same page and
 * ETag whichever loader finished first.
 */
export function serverAnswersForBrowser(client: ApolloClient): ServerAnswer[] {
  const answers = serverAnswers.get(client);
  if (!answers) return [];
  const received = [...answers.written];
  if (agreeing(answers)) received.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return received.map(([, { document, variables, data }]) => ({ operation: operationNameOf(document) ?? '', variables: variables ?? {}, data }));
}

function agreeing(answers: RenderAnswers): boolean {
  const count = answers.written.size;
  if (answers.agreement?.count !== count) {
    answers.agreement = { count, agree: answersAgree(answers.written.values(), recordIdOf) };
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
  const answers: RenderAnswers = { asked: new Set(), written: new Map(), read: new Map(), cached: 0 };
  serverAnswers.set(client, answers);
  const run = async (key: string, query: DocumentNode, variables: OperationVariables, shared: boolean): Promise<unknown> => {
    const document = sentFormOf(client, query);
    const result = await execute({ query: printOnce(document), variables, operationName: operationNameOf(document), ...(shared ? { shared } : {}) });
    if (result.errors?.length) throw new CombinedGraphQLErrors(result);
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
