import type { ResourceRules } from '../../graphql/rules.js';

/** Columns are staff-only here; the public column queries come with the public site. */
export const columnRules: ResourceRules = {
  types: ['Column', 'ColumnPage'],
};
