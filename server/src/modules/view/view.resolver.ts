import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';

@Resolver()
export class ViewResolver {
  @Mutation(() => Boolean, {
    description:
      'Counts one public detail view of a news item, column or archive issue (`kind`: news | column | archive). Staff views and a reader\'s repeated views within an hour do not count; answers whether this one did.',
  })
  async recordView(@Arg('kind') kind: string, @Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    const user = await ctx.currentUser();
    return ctx.views.record(kind, id, { ip: ctx.ip, staff: Boolean(user?.email) });
  }
}
