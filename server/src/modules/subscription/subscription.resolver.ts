import { Arg, Args, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { DownloadFile } from '../../lib/csv.js';
import { IdInput } from '../common/id.input.js';
import { SubscriptionRequest } from './subscription-request.entity.js';
import { CompanySubscriptionInput, PersonalSubscriptionInput } from './subscription.inputs.js';
import { isActive, subscriptionEnd } from './subscription.service.js';
import { SubscriptionOffer, SubscriptionRequestListArgs, SubscriptionRequestPage } from './subscription.types.js';

@Resolver(() => SubscriptionRequest)
export class SubscriptionResolver {
  @Query(() => SubscriptionOffer, { description: 'Public: prices, term and the bank account of the yearly print subscription.' })
  publicSubscriptionOffer(@Ctx() ctx: Context) {
    return ctx.subscriptions.offer();
  }

  @Mutation(() => Boolean, {
    description: 'Public: stores a pending personal subscription request; true once it is saved. Limited per client address (429).',
  })
  async requestPersonalSubscription(@Arg('input') input: PersonalSubscriptionInput, @Ctx() ctx: Context) {
    await ctx.subscriptions.requestPersonal(input);
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Public: stores a pending corporate subscription request; true once it is saved. Limited per client address (429).',
  })
  async requestCompanySubscription(@Arg('input') input: CompanySubscriptionInput, @Ctx() ctx: Context) {
    await ctx.subscriptions.requestCompany(input);
    return true;
  }

  @Query(() => SubscriptionRequestPage, {
    description:
      'Admin list: newest first; `query` matches the words of name, company, email, phone and address in any order; `status` and `type` filter; `expiringWithinDays` keeps the active subscriptions ending that soon, soonest first.',
  })
  subscriptionRequestList(@Args() args: SubscriptionRequestListArgs, @Ctx() ctx: Context) {
    return ctx.subscriptions.list(args);
  }

  @Query(() => SubscriptionRequest, { description: 'One request; NOT_FOUND when missing.' })
  subscriptionRequest(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
    return ctx.subscriptions.get(id);
  }

  @Query(() => DownloadFile, {
    description: 'Where to ship the next issue: name, company, address and phone of every active subscription, as CSV (UTF-8 with BOM).',
  })
  subscriptionShippingCsv(@Ctx() ctx: Context) {
    return ctx.subscriptions.shippingCsv();
  }

  @Mutation(() => SubscriptionRequest, {
    description: 'Pending → confirmed (payment received), `subscribedAt` now; a confirmed request is answered unchanged.',
  })
  confirmSubscriptionRequest(@Arg('input') input: IdInput, @Ctx() ctx: Context) {
    return ctx.subscriptions.confirm(input.id);
  }

  @Mutation(() => Boolean, { description: 'Removes the request for good.' })
  async deleteSubscriptionRequest(@Arg('input') input: IdInput, @Ctx() ctx: Context) {
    await ctx.subscriptions.delete(input.id);
    return true;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When the subscription ends: 12 months after `subscribedAt`; null while pending.' })
  endsAt(@Root() request: SubscriptionRequest) {
    return subscriptionEnd(request);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the subscription runs now: confirmed and not yet ended.' })
  active(@Root() request: SubscriptionRequest) {
    return isActive(request);
  }
}
