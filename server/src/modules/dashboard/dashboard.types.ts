import { Field, Int, ObjectType } from 'type-graphql';

/** One item of a dashboard list: enough to show a line and link to the record (`/yonetim/<kind>/<id>`). */
@ObjectType({ description: 'One line of a dashboard list.' })
export class DashboardItem {
  @Field(() => Int)
  id!: number;

  @Field({ description: 'Title, name or email.' })
  label!: string;

  @Field(() => String, { nullable: true, description: 'A second detail: the email of a message, the type of a subscription request.' })
  detail!: string | null;

  @Field(() => Date, { description: 'When it was created; for an expiring subscription, when it ends.' })
  date!: Date;
}

@ObjectType({ description: 'A count and the latest items behind it.' })
export class DashboardSection {
  @Field(() => Int)
  count!: number;

  @Field(() => [DashboardItem], { description: 'At most five, newest first (expiring subscriptions: soonest ending first).' })
  latest!: DashboardItem[];
}

@ObjectType({ description: 'What an editor looks at first (/yonetim).' })
export class Dashboard {
  @Field(() => DashboardSection, { description: 'Live news created this calendar month (Europe/Istanbul).' })
  newsThisMonth!: DashboardSection;

  @Field(() => DashboardSection, { description: 'Subscription requests awaiting confirmation.' })
  pendingSubscriptions!: DashboardSection;

  @Field(() => DashboardSection, { description: 'Contact messages not read yet.' })
  unreadContactMessages!: DashboardSection;

  @Field(() => DashboardSection, { description: 'Newsletter subscribers.' })
  newsletterSubscribers!: DashboardSection;

  @Field(() => DashboardSection, { description: 'Confirmed subscriptions ending within 30 days (12 months after `subscribedAt`).' })
  expiringSubscriptions!: DashboardSection;
}
