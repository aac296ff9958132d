import { InMemoryCache } from '@apollo/client';

/** One cache shape for server and browser so the extracted state restores 1:1. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Paged wrappers have no id: keep them inside their parent field (keyed by args).
      CategoryPage: { keyFields: false },
      NewsSummaryPage: { keyFields: false },
    },
  });
}
