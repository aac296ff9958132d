import type { Opt } from '@mikro-orm/core';
import { BeforeCreate, BeforeUpdate, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { trigramIndex } from '../common/indexes.js';
import { foldText } from '../common/slug.js';

/**
 * A message sent through the public contact form. Staff read and delete it; a delete removes the
 * row (the admin's confirmation says it cannot be undone). Staff-only in GraphQL.
 */
@ObjectType({ description: "A reader's message from the contact form (staff only)." })
@Entity({ tableName: 'contact_messages' })
@Index({ properties: ['createdAt'] })
@Index(trigramIndex('contact_messages'))
export class ContactMessage extends BaseEntity {
  @Field()
  @Property({ type: 'string', length: 150 })
  name!: string;

  @Field()
  @Property({ type: 'string', length: 150 })
  email!: string;

  @Field()
  @Property({ type: 'string', length: 30 })
  phone!: string;

  @Field()
  @Property({ type: 'text' })
  message!: string;

  /** When a staff member first opened it; null while unread. */
  @Field(() => Date, { nullable: true, description: 'When staff first opened it; null while unread.' })
  @Property({ type: 'datetime', nullable: true })
  readAt?: Date;

  /** Name, email and message folded like a slug, so a search folds its query alike. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';

  @Field(() => Boolean, { name: 'read', description: 'Whether staff have opened it.' })
  get isRead(): Opt<boolean> {
    return Boolean(this.readAt);
  }

  @BeforeCreate()
  @BeforeUpdate()
  protected fold() {
    this.searchText = foldText(`${this.name} ${this.email} ${this.message}`);
  }
}
