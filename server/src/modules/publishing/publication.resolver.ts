import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { User } from '../user/user.entity.js';
import { EditorialCalendar, EditorialCalendarArgs, EditorialItem } from './editorial-calendar.types.js';
import { ChangePublicationInput } from './publication.inputs.js';
import { PublicationState } from './publication.types.js';

@Resolver()
export class PublicationResolver {
  @Mutation(() => PublicationState, {
    description: 'Publishes now, withdraws to draft or schedules a news item, column or archive issue; with `version`, refused (CONFLICT) when it was saved since.',
  })
  async changePublication(@Arg('input') input: ChangePublicationInput, @Ctx() ctx: Context) {
    return ctx.publication.change(input, await ctx.currentUser());
  }

  @Query(() => EditorialCalendar, { description: 'Scheduled items of the coming `days` (7 by default) and the drafts saved most recently. Staff only.' })
  editorialCalendar(@Args() { days }: EditorialCalendarArgs, @Ctx() ctx: Context) {
    return ctx.editorialCalendar.calendar(days);
  }
}

@Resolver(() => EditorialItem)
export class EditorialItemResolver {
  @FieldResolver(() => User, { nullable: true, description: 'Who saved it last; a deleted user answers with `deleted: true`.' })
  author(@Root() item: EditorialItem, @Ctx() ctx: Context) {
    return item.authorId ? ctx.users.byIdIncludingDeleted(item.authorId) : null;
  }
}
