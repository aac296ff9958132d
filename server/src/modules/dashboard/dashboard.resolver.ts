import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { Dashboard } from './dashboard.types.js';

@Resolver()
export class DashboardResolver {
  @Query(() => Dashboard, {
    description:
      'Staff only: news of this month, pending subscription requests, unread contact messages, newsletter subscribers and subscriptions ending within 30 days — each a count and the latest five.',
  })
  dashboard(@Ctx() ctx: Context) {
    return ctx.dashboard.get();
  }
}
