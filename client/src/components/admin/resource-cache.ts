import type { ApolloCache } from '@apollo/client';
import { evictLists } from '../../lib/apollo/evict-lists';

/**
 * What a change to one resource makes stale in the Apollo cache: its records (`typename`) and the
 * root fields that list them (`lists`). Declared once by the feature, so no other feature needs
 * to know its fields.
 */
export interface ResourceCache {
  typename: string;
  lists: readonly string[];
}

/** Drops the resource's lists after a change, and the record itself when `id` is given (a delete). */
export function evictResource(cache: ApolloCache, { typename, lists }: ResourceCache, id?: number): void {
  evictLists(cache, typename, lists, id);
}
