import type { ApolloCache } from '@apollo/client';

/**
 * Drops the root fields that list records of `typename` after a change (active queries refetch),
 * and the record itself when `id` is given (after a delete).
 */
export function evictLists(cache: ApolloCache, typename: string, fieldNames: readonly string[], id?: number): void {
  if (id !== undefined) cache.evict({ id: cache.identify({ __typename: typename, id }) });
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
