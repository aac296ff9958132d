import { allow } from 'graphql-shield';
import type { ResourceRules } from '../../graphql/rules.js';

/** Readers' detail pages count their views. */
export const viewRules: ResourceRules = {
  Mutation: { recordView: allow },
  types: [],
};
