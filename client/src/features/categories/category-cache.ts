import type { ApolloCache } from '@apollo/client';

/** Lists that contain categories are dropped after a change; active ones refetch. */
export function evictCategoryLists(cache: ApolloCache, deletedId?: number): void {
  if (deletedId !== undefined) cache.evict({ id: cache.identify({ __typename: 'Category', id: deletedId }) });
  for (const fieldName of ['categoryList', 'allCategories', 'publicAllCategories']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
