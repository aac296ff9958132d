import { allow } from 'graphql-shield';
import type { ResourceRules } from '../../graphql/rules.js';

export const categoryRules: ResourceRules = {
  Query: { publicAllCategories: allow },
  types: ['Category', 'CategoryPage'],
};
