import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../common/base.entity.js';

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

/** A request for a yearly print subscription, personal or corporate. */
@Entity({ tableName: 'subscription_requests' })
@Index({ properties: ['createdAt'] })
export class SubscriptionRequest extends BaseEntity {
  @Enum({ items: () => SubscriptionType })
  type!: SubscriptionType;

  @Enum({ items: () => SubscriptionStatus, default: SubscriptionStatus.pending, index: true })
  status: Opt<SubscriptionStatus> = SubscriptionStatus.pending;

  @Property({ type: 'string', length: 150 })
  name!: string;

  @Property({ type: 'string', length: 150 })
  email!: string;

  @Property({ type: 'string', length: 30 })
  phone!: string;

  @Property({ type: 'text' })
  address!: string;

  /** Company requests only. */
  @Property({ type: 'string', length: 150, nullable: true })
  companyName?: string;

  /** Optional, company requests only. */
  @Property({ type: 'string', length: 50, nullable: true })
  taxNumber?: string;

  /** When staff confirmed it (payment received); the subscription runs 12 months from then. */
  @Property({ type: 'datetime', nullable: true })
  subscribedAt?: Date;
}
