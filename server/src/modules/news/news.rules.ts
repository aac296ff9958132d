import { allow } from 'graphql-shield';
import type { ResourceRules } from '../../graphql/rules.js';

/** News are staff-only in the admin; the reader's site reads live news through the public queries. */
export const newsRules: ResourceRules = {
  Query: {
    publicNewsList: allow,
    publicLatestNews: allow,
    publicFeaturedNews: allow,
    publicTopNews: allow,
    publicDusunceOkuluNews: allow,
    publicHeadlineNews: allow,
    publicNewsItem: allow,
  },
  types: ['News', 'NewsPage', 'NewsPhoto'],
};
