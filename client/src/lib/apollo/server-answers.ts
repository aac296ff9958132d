import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';

/*
 * A server render hands the browser its loaders' answers as they came, not its cache: writing them
 * into a cache on the server (to hand over its normalised records) cost an uncached render about a
 * tenth of its CPU, for a cache the page itself no longer reads (create-server-client.ts). The
 * browser writes them into its own cache before it hydrates, where only a reader who acts pays.
 */

/** One loader's answer in a page's state: its operation by name, the variables and the data. */
export interface ServerAnswer {
  operation: string;
  variables: OperationVariables;
  data: unknown;
}

/** Every route query's document by its operation name (names are unique: codegen refuses two alike). */
const routeDocuments = new Map<string, DocumentNode>();

export function operationNameOf(document: DocumentNode): string | undefined {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  return definition && 'name' in definition ? definition.name?.value : undefined;
}

/** Called by `routeQuery` as each route's module loads, so the browser can write what its loaders answered. */
export function registerRouteDocument(document: DocumentNode): void {
  const name = operationNameOf(document);
  if (name !== undefined) routeDocuments.set(name, document);
}

/**
 * Writes a page's answers into the browser's cache, in the order given (the order the server's own
 * cache would have been written in, where two answers carry one record with different values). Call
 * it once the page's route modules have loaded: an answer whose document no loaded module declares
 * is left out, and its component then asks the server again, as for a query whose loader failed.
 */
export function writeServerAnswers(client: ApolloClient, answers: readonly ServerAnswer[] | undefined): void {
  for (const answer of answers ?? []) {
    const document = routeDocuments.get(answer.operation);
    if (!document) {
      console.error(`No route declares the query ${answer.operation}: its answer is fetched again.`);
      continue;
    }
    client.cache.writeQuery({ query: client.documentTransform.transformDocument(document), variables: answer.variables, data: answer.data as Record<string, unknown> });
  }
}
