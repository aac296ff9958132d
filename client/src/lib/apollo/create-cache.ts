import { InMemoryCache } from '@apollo/client';
import { PAGE_TYPES } from '../../gql/page-types';

/**
 * One cache shape for server and browser so the extracted state restores 1:1. `resultCaching`
 * (Apollo's memoised reads and their dependency tracking) pays off only in a cache read again and
 * again as it changes, the browser's; a server render writes each answer once and reads it once.
 */
export function createCache({ resultCaching = true }: { resultCaching?: boolean } = {}): InMemoryCache {
  return new InMemoryCache({
    resultCaching,
    typePolicies: {
      // Paged wrappers have no id: keep them inside their parent field (keyed by args).
      ...Object.fromEntries(PAGE_TYPES.map((type) => [type, { keyFields: false as const }])),
      // A dashboard line's id is the id of a news item, a message, a request or a subscriber: the
      // same number in two sections is two records, so lines stay inside their section.
      DashboardItem: { keyFields: false },
      // News 5 and column 5 are two editorial items.
      EditorialItem: { keyFields: ['kind', 'id'] },
      PublicationState: { keyFields: ['kind', 'id'] },
    },
  });
}
