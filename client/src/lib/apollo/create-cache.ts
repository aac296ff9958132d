import { InMemoryCache } from '@apollo/client';
import { PAGE_TYPES } from '../../gql/page-types';

/**
 * Types with no id of their own, kept inside their parent field. Paged wrappers (keyed by their
 * field's arguments); and a dashboard line, whose id is the id of a news item, a message, a request
 * or a subscriber: the same number in two sections is two records.
 */
const KEPT_IN_PARENT: readonly string[] = [...PAGE_TYPES, 'DashboardItem'];

/** Types whose id is their kind and id: news 5 and column 5 are two editorial items. */
const KEYED_BY_KIND_AND_ID: readonly string[] = ['EditorialItem', 'PublicationState'];

/**
 * One cache shape for server and browser so the extracted state restores 1:1. `resultCaching`
 * (Apollo's memoised reads and their dependency tracking) pays off only in a cache read again and
 * again as it changes, the browser's; a server render writes each answer once and reads it once.
 */
export function createCache({ resultCaching = true }: { resultCaching?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({
    resultCaching,
    typePolicies: {
      ...Object.fromEntries(KEPT_IN_PARENT.map((type) => [type, { keyFields: false as const }])),
      ...Object.fromEntries(KEYED_BY_KIND_AND_ID.map((type) => [type, { keyFields: ['kind', 'id'] }])),
    },
  });
}

const keptInParent = new Set(KEPT_IN_PARENT);
const keyedByKindAndId = new Set(KEYED_BY_KIND_AND_ID);

/**
 * The id `createCache`'s cache keeps an answer's object under (`cache.identify`), or undefined for
 * one kept inside its parent, found without the cache's per-object work (a copy of the object and
 * a context for its key function): a server render compares every object of its answers by id
 * (answers-agree.ts), and `identify` was a thirtieth of a news list's render. The same policies
 * as above; create-cache.test.ts checks that both give the same ids.
 */
export function recordIdOf(object: Record<string, unknown>): string | undefined {
  const typename = object.__typename;
  if (typeof typename !== 'string' || keptInParent.has(typename)) return undefined;
  if (typename === 'Query') return 'ROOT_QUERY';
  if (keyedByKindAndId.has(typename)) return `${typename}:${JSON.stringify({ kind: object.kind, id: object.id })}`;
  const id = object.id ?? object._id;
  if (id == null) return undefined;
  return `${typename}:${typeof id === 'number' || typeof id === 'string' ? id : JSON.stringify(id)}`;
}
