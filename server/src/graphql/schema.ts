import type { GraphQLSchema } from 'graphql';
import { applyMiddleware } from 'graphql-middleware';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../auth/auth.resolver.js';
import type { RateLimiter } from '../lib/rate-limit.js';
import { ArchiveIssueResolver } from '../modules/archive/archive-issue.resolver.js';
import { CategoryResolver } from '../modules/category/category.resolver.js';
import { ColumnResolver } from '../modules/column/column.resolver.js';
import { ColumnistResolver } from '../modules/columnist/columnist.resolver.js';
import { EventResolver } from '../modules/event/event.resolver.js';
import { NewsPhotoResolver, NewsResolver } from '../modules/news/news.resolver.js';
import { SlugRedirectResolver } from '../modules/slug-redirect/slug-redirect.resolver.js';
import { TagResolver } from '../modules/tag/tag.resolver.js';
import { AdvertResolver } from '../modules/advert/advert.resolver.js';
import { PageSlotResolver } from '../modules/page-slot/page-slot.resolver.js';
import { ViewResolver } from '../modules/view/view.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { NewsletterResolver } from '../modules/newsletter/newsletter.resolver.js';
import { SubscriptionResolver } from '../modules/subscription/subscription.resolver.js';
import { ProfileResolver } from '../modules/profile/profile.resolver.js';
import { AuditResolver } from '../modules/audit/audit.resolver.js';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver.js';
import { auditMiddleware } from '../modules/audit/audit.middleware.js';
import { validateArgument } from './argument-validation.js';
import { permissions } from './permissions.js';

export const resolvers = [AuthResolver, CategoryResolver, TagResolver, NewsResolver, NewsPhotoResolver, EventResolver, ColumnistResolver, ColumnResolver, ArchiveIssueResolver, SlugRedirectResolver, AdvertResolver, PageSlotResolver, ViewResolver, ContactResolver, NewsletterResolver, SubscriptionResolver, ProfileResolver, AuditResolver, DashboardResolver] as const;

/** The schema as type-graphql builds it from the resolvers (what `schema.graphql` shows). */
export function buildBareSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    // Every argument goes through one validation: its input rules and its texts (argument-validation.ts).
    validateFn: validateArgument,
  });
}

/** The served schema: the bare one behind the shield's permission map, then the audit log's recorder. */
export async function buildAppSchema(limiter: RateLimiter): Promise<GraphQLSchema> {
  const schema = await buildBareSchema();
  return applyMiddleware(schema, permissions(limiter), auditMiddleware(schema));
}
