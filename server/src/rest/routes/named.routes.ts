import { allRoute, namedResourceRoutes, PAGE } from '../resource-routes.js';

const NAMED = 'id name slug description newsCount createdAt updatedAt';
const RELATED_NEWS = `news(page: $page, pageSize: $pageSize) { ${PAGE('id title slug type createdAt')} }`;

/** Spec §7: categories and tags share one shape. */
export const categoryRoutes = [
  ...namedResourceRoutes({ path: '/categories', allPath: '/categories/all-categories', one: 'category', many: 'categories', selection: NAMED, detail: RELATED_NEWS }),
  allRoute('/public-categories/all-categories', 'publicAllCategories', NAMED),
];

export const tagRoutes = namedResourceRoutes({ path: '/tags', allPath: '/tags/all-tags', one: 'tag', many: 'tags', selection: NAMED, detail: RELATED_NEWS });
