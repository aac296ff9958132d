import type { GraphQLSchema } from 'graphql';
import { applyMiddleware } from 'graphql-middleware';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../auth/auth.resolver.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import { ArchiveIssueResolver } from '../modules/archive/archive-issue.resolver.js';
import { CategoryResolver } from '../modules/category/category.resolver.js';
import { ColumnResolver } from '../modules/column/column.resolver.js';
import { ColumnistResolver } from '../modules/columnist/columnist.resolver.js';
import { EventResolver } from '../modules/event/event.resolver.js';
import { NewsPhotoResolver, NewsResolver } from '../modules/news/news.resolver.js';
import { SlugRedirectResolver } from '../modules/slug-redirect/slug-redirect.resolver.js';
import { TagResolver } from '../modules/tag/tag.resolver.js';
import { permissions } from './permissions.js';

export const resolvers = [AuthResolver, CategoryResolver, TagResolver, NewsResolver, NewsPhotoResolver, EventResolver, ColumnistResolver, ColumnResolver, ArchiveIssueResolver, SlugRedirectResolver] as const;

/** The schema as type-graphql builds it from the resolvers (what `schema.graphql` shows). */
export function buildBareSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: { forbidUnknownValues: false, stopAtFirstError: false },
  });
}

/** The served schema: the bare one behind the shield's permission map. */
export async function buildAppSchema(limiter: RateLimiter): Promise<GraphQLSchema> {
  return applyMiddleware(await buildBareSchema(), permissions(limiter));
}
