import { allow } from 'graphql-shield';
import type { ResourceRules } from '../../graphql/rules.js';

/** Columns are staff-only in the admin; the reader's site reads live columns through the public queries. */
export const columnRules: ResourceRules = {
  Query: { publicColumnList: allow, publicLatestColumns: allow, publicColumn: allow },
  types: ['Column', 'ColumnPage'],
};
