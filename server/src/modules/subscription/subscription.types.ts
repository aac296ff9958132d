import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PageType, SearchPageArgs } from '../common/paging.js';
import { SubscriptionRequest, SubscriptionStatus, SubscriptionType } from './subscription-request.entity.js';

/** Spec §1 and §9: the yearly print subscription and where to pay for it. */
@ObjectType({ description: 'The yearly print subscription offer and the bank account to pay it into.' })
export class SubscriptionOffer {
  @Field(() => Int, { description: 'Yearly personal subscription, in `currency` (whole units).' })
  personalPrice!: number;

  @Field(() => Int, { description: 'Yearly corporate subscription, in `currency` (whole units).' })
  corporatePrice!: number;

  @Field({ description: 'ISO 4217 code: TRY.' })
  currency!: string;

  @Field(() => Int, { description: 'How long a subscription runs from the confirmed payment.' })
  months!: number;

  @Field({ description: 'Issues are shipped free to the given address.' })
  freeShipping!: boolean;

  @Field({ description: 'Where to transfer the payment: IBAN in its electronic form (no spaces).' })
  iban!: string;

  @Field()
  accountHolder!: string;

  @Field()
  bankName!: string;
}

/** One page of the admin list of subscription requests. */
@ObjectType()
export class SubscriptionRequestPage extends PageType(SubscriptionRequest) {}

/** The longest `expiringWithinDays` window: a subscription runs at most a year. */
export const MAX_EXPIRING_DAYS = 366;

/** The admin list of subscription requests: paging, the free-text query, status, type and ending soon. */
@ArgsType()
export class SubscriptionRequestListArgs extends SearchPageArgs {
  @Field(() => SubscriptionStatus, { nullable: true, description: 'Only pending or only confirmed requests.' })
  status?: SubscriptionStatus | null;

  @Field(() => SubscriptionType, { nullable: true, description: 'Only personal or only company requests.' })
  type?: SubscriptionType | null;

  @Field(() => Int, {
    nullable: true,
    description: `Only active subscriptions ending within this many days from now (1-${MAX_EXPIRING_DAYS}), soonest end first.`,
  })
  @IsOptional()
  @IsInt({ message: 'Subscription.ExpiringWithinDays.invalid' })
  @Min(1, { message: 'Subscription.ExpiringWithinDays.invalid' })
  @Max(MAX_EXPIRING_DAYS, { message: 'Subscription.ExpiringWithinDays.invalid' })
  expiringWithinDays?: number | null;
}
