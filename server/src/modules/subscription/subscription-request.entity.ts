import type { Opt } from '@mikro-orm/core';
import { BeforeCreate, BeforeUpdate, Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { trigramIndex } from '../common/indexes.js';
import { foldText } from '../common/slug.js';
import { MessageArea } from '../common/validation.js';

export enum SubscriptionType {
  personal = 'personal',
  company = 'company',
}

export enum SubscriptionStatus {
  /** Waiting for the bank transfer to arrive. */
  pending = 'pending',
  /** Payment received; confirmed by staff. */
  confirmed = 'confirmed',
}

registerEnumType(SubscriptionType, { name: 'SubscriptionType', description: 'personal or company (corporate).' });
registerEnumType(SubscriptionStatus, { name: 'SubscriptionStatus', description: 'pending: waiting for the payment; confirmed: paid, confirmed by staff.' });
// A filter value GraphQL refuses is reported as `Subscription.Status.invalid` / `Subscription.Type.invalid`.
MessageArea('Subscription', 'SubscriptionType')(SubscriptionType as unknown as { name: string });
MessageArea('Subscription', 'SubscriptionStatus')(SubscriptionStatus as unknown as { name: string });

/** A request for a yearly print subscription, personal or corporate; a delete removes the row. Staff-only in GraphQL. */
@ObjectType({ description: 'A request for a yearly print subscription (staff only).' })
@Entity({ tableName: 'subscription_requests' })
@Index({ properties: ['createdAt'] })
@Index(trigramIndex('subscription_requests'))
export class SubscriptionRequest extends BaseEntity {
  @Field(() => SubscriptionType)
  @Enum({ items: () => SubscriptionType })
  type!: SubscriptionType;

  @Field(() => SubscriptionStatus)
  @Enum({ items: () => SubscriptionStatus, default: SubscriptionStatus.pending, index: true })
  status: Opt<SubscriptionStatus> = SubscriptionStatus.pending;

  @Field({ description: 'The person making the request.' })
  @Property({ type: 'string', length: 150 })
  name!: string;

  @Field()
  @Property({ type: 'string', length: 150 })
  email!: string;

  @Field()
  @Property({ type: 'string', length: 30 })
  phone!: string;

  @Field({ description: 'Where the issues are shipped.' })
  @Property({ type: 'text' })
  address!: string;

  /** Company requests only. */
  @Field(() => String, { nullable: true, description: 'Company requests only.' })
  @Property({ type: 'string', length: 150, nullable: true })
  companyName?: string;

  /** Optional, company requests only. */
  @Field(() => String, { nullable: true, description: 'Optional; company requests only.' })
  @Property({ type: 'string', length: 50, nullable: true })
  taxNumber?: string;

  /** When staff confirmed it (payment received); the subscription runs 12 months from then. */
  @Field(() => Date, { nullable: true, description: 'When staff confirmed it (payment received); null while pending.' })
  @Property({ type: 'datetime', nullable: true, index: true })
  subscribedAt?: Date;

  /** Name, company, email, phone and address folded like a slug, so a search folds its query alike. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';

  @BeforeCreate()
  @BeforeUpdate()
  protected fold() {
    this.searchText = foldText([this.name, this.companyName, this.email, this.phone, this.address].filter(Boolean).join(' '));
  }
}
