import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { IdInput } from '../common/id.input.js';
import { ShortListArgs, SearchPageArgs } from '../common/paging.js';
import { Event } from './event.entity.js';
import { CreateEventInput, UpdateEventInput } from './event.inputs.js';
import { EventPage } from './event.types.js';

@Resolver(() => Event)
export class EventResolver {
  @Query(() => EventPage, {
    description: 'Admin list: latest date first (upcoming events, then past ones; `date desc, id desc`); `query` matches the words of title and location in any order.',
  })
  eventList(@Args() args: SearchPageArgs, @Ctx() ctx: Context) {
    return ctx.events.list(args);
  }

  @Query(() => Event, { description: 'One event; NOT_FOUND when missing.' })
  event(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.events.get(id);
  }

  @Query(() => [Event], { description: 'Events from now on, soonest first (home page).' })
  publicUpcomingEvents(@Args() { limit }: ShortListArgs, @Ctx() ctx: Context) {
    return ctx.events.upcoming(limit);
  }

  @Mutation(() => Event)
  createEvent(@Arg('input') input: CreateEventInput, @Ctx() ctx: Context) {
    return ctx.events.create(input);
  }

  @Mutation(() => Event)
  updateEvent(@Arg('input') input: UpdateEventInput, @Ctx() ctx: Context) {
    return ctx.events.update(input);
  }

  @Mutation(() => Boolean, { description: 'Deletes the event for good (nothing refers to it).' })
  async deleteEvent(@Arg('input') input: IdInput, @Ctx() ctx: Context) {
    await ctx.events.delete(input.id);
    return true;
  }
}
