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
  /**
   * Its root fields that a change to another resource makes stale, by that resource's typename
   * (categories: `{ News: ['categoryList', 'category'] }`, for their news counts). The changed
   * resource need not know them: they are registered once (`registerResourceCaches`).
   */
  staleAfter?: Readonly<Record<string, readonly string[]>>;
}

const registered: ResourceCache[] = [];

/** The admin's resources, registered once by the feature list, so that a change drops what depends on it. */
export function registerResourceCaches(caches: readonly ResourceCache[]): void {
  for (const resource of caches) if (!registered.includes(resource)) registered.push(resource);
}

/** The root fields that a change to `typename` makes stale: its own lists and those of the resources that depend on it. */
export function staleFields({ typename, lists }: ResourceCache): string[] {
  return [...lists, ...registered.flatMap((other) => other.staleAfter?.[typename] ?? [])];
}

/** Drops the resource's lists after a change, and the record itself when `id` is given (a delete). */
export function evictResource(cache: ApolloCache, resource: ResourceCache, id?: number): void {
  evictLists(cache, resource.typename, staleFields(resource), id);
}
