import { ApolloClient, ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import type { ExecuteOperation } from '../../ssr-contract';
import { createCache } from './create-cache';

/** A per-render client whose link hands every operation to the server's executor (bound to the render's one context). */
export function createServerApolloClient(execute: ExecuteOperation): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let closed = false;
        execute({
          query: print(operation.query),
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
  return new ApolloClient({ ssrMode: true, link, cache: createCache() });
}
