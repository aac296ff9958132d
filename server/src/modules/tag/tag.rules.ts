import type { ResourceRules } from '../../graphql/rules.js';

/** Tags are staff-only: no public query. */
export const tagRules: ResourceRules = {
  types: ['Tag', 'TagPage'],
};
