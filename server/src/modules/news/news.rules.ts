import type { ResourceRules } from '../../graphql/rules.js';

export const newsRules: ResourceRules = {
  types: ['News', 'NewsPage'],
};
