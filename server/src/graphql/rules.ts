import { rule } from 'graphql-shield';
import type { IRules } from 'graphql-shield';
import { AppError } from '../lib/errors.js';
import type { Context } from './context.js';

/** A signed-in staff user: a live account with an email. The default rule of every query and mutation. */
export const isStaff = rule({ cache: 'contextual' })(async (_parent, _args, ctx: Context) => {
  const user = await ctx.currentUser();
  return user?.email ? true : new AppError('UNAUTHENTICATED');
});

/**
 * What one module opens (`<module>.rules.ts`): the queries and mutations that are not staff-only,
 * and its object types (their fields are open once the query that reached them passed its rule),
 * except the fields guarded in `fields` (type → field → rule), e.g. a user's email.
 */
export interface ResourceRules {
  Query?: Record<string, IRules>;
  Mutation?: Record<string, IRules>;
  types: string[];
  fields?: Record<string, Record<string, IRules>>;
}
