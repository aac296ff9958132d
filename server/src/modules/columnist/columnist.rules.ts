import { allow } from 'graphql-shield';
import type { ResourceRules } from '../../graphql/rules.js';

/** Staff manage columnists; the public site lists them. */
export const columnistRules: ResourceRules = {
  Query: { publicAllColumnists: allow },
  types: ['Columnist', 'ColumnistPage'],
};
