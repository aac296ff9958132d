import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { SearchPageArgs } from '../common/paging.js';
import { News } from '../news/news.entity.js';
import { PageSlot } from './page-slot.entity.js';
import { UpdatePageSlotInput } from './page-slot.inputs.js';
import { PageSlotPage } from './page-slot.types.js';

@Resolver(() => PageSlot)
export class PageSlotResolver {
  @Query(() => PageSlot, { description: 'A home-page block by its slot key (home-primary, home-secondary); NOT_FOUND for an unknown slot.' })
  publicPageNews(@Arg('slot') slot: string, @Ctx() ctx: Context) {
    return ctx.pageSlots.byArea(slot);
  }

  @Query(() => PageSlotPage, { description: 'Admin list, by slot key; `query` matches the words of the key.' })
  pageSlotList(@Args() args: SearchPageArgs, @Ctx() ctx: Context) {
    return ctx.pageSlots.list(args);
  }

  @Query(() => PageSlot, { description: 'One home-page slot; NOT_FOUND when missing.' })
  pageSlot(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.pageSlots.get(id);
  }

  @Mutation(() => PageSlot, { description: 'Chooses the news item of a home-page slot (spec §6: slots are never created or deleted); the home page shows it at once.' })
  updatePageSlot(@Arg('input') input: UpdatePageSlotInput, @Ctx() ctx: Context) {
    return ctx.pageSlots.update(input);
  }

  @FieldResolver(() => News, { nullable: true, description: 'The chosen news item; null when none is chosen or it was deleted.' })
  news(@Root() slot: PageSlot, @Ctx() ctx: Context) {
    return ctx.pageSlots.newsOf(slot);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Staff only: the id of the chosen news item, also when it was deleted; null when none is chosen.' })
  newsId(@Root() slot: PageSlot) {
    return slot.news?.id ?? null;
  }

  @FieldResolver(() => News, {
    nullable: true,
    description: 'Staff only: the chosen news item even when it was deleted (then `deleted` is true, for a labelled placeholder); null when none is chosen.',
  })
  chosenNews(@Root() slot: PageSlot, @Ctx() ctx: Context) {
    return ctx.pageSlots.chosenNewsOf(slot);
  }
}
