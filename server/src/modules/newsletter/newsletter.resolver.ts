import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { DownloadFile } from '../../lib/csv.js';
import { IdInput } from '../common/id.input.js';
import { SearchPageArgs } from '../common/paging.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';
import { NewsletterInput } from './newsletter.inputs.js';
import { NewsletterSubscriberPage } from './newsletter.types.js';

@Resolver(() => NewsletterSubscriber)
export class NewsletterResolver {
  @Mutation(() => Boolean, {
    description:
      'Public: signs an address up for the newsletter; true once it is saved. CONFLICT (409, `Newsletter.Email.taken`) when it already is, whatever its letter case; limited per client address (429).',
  })
  async subscribeToNewsletter(@Arg('input') input: NewsletterInput, @Ctx() ctx: Context) {
    await ctx.newsletter.subscribe(input);
    return true;
  }

  @Query(() => NewsletterSubscriberPage, { description: 'Admin list: newest first; `query` matches the words of the address.' })
  newsletterSubscriberList(@Args() args: SearchPageArgs, @Ctx() ctx: Context) {
    return ctx.newsletter.list(args);
  }

  @Query(() => DownloadFile, { description: 'Every address as CSV (UTF-8 with BOM, header `email,subscribedAt`, oldest first).' })
  newsletterSubscriberCsv(@Ctx() ctx: Context) {
    return ctx.newsletter.csv();
  }

  @Mutation(() => Boolean, { description: 'Removes the address for good (it may sign up again).' })
  async deleteNewsletterSubscriber(@Arg('input') input: IdInput, @Ctx() ctx: Context) {
    await ctx.newsletter.delete(input.id);
    return true;
  }
}
