import type { ResourceRules } from '../../graphql/rules.js';

/** News are staff-only in the admin; the public news queries belong to the reader's site. */
export const newsRules: ResourceRules = {
  types: ['News', 'NewsPage', 'NewsPhoto'],
};
