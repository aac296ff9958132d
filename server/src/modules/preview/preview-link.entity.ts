import type { Opt, Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { EditorialItemRow } from '../publishing/editorial-item-row.entity.js';
import { User } from '../user/user.entity.js';

/**
 * A shared preview link of an unpublished item: someone without an account opens the item with it
 * until it expires, is revoked or the item is published. Its token (preview-token.ts) names this row
 * and is signed with the app secret, so nothing secret is stored.
 */
@ObjectType({ description: 'A shareable preview link of a news item, column or archive issue.' })
@Entity({ tableName: 'preview_links' })
@Index({ properties: ['kind', 'itemId'] })
export class PreviewLink extends EditorialItemRow {
  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  /** Null once the user is gone for good. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: Rel<User> | null;
}
