import type { Opt } from '@mikro-orm/core';
import { BeforeCreate, BeforeUpdate, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { trigramIndex } from '../common/indexes.js';
import { foldText } from '../common/slug.js';
import { uniqueIndex } from '../common/unique.js';

/** The unique constraint of the initial migration; a second insert of an address answers 409. */
export const NEWSLETTER_EMAIL_UNIQUE = uniqueIndex(
  'newsletter_subscribers_email_unique',
  'email',
  'Newsletter.Email.taken',
  'This email is already subscribed to the newsletter.',
);

/** An email address signed up for the newsletter; a delete removes the row. Staff-only in GraphQL. */
@ObjectType({ description: 'An address signed up for the newsletter (staff only).' })
@Entity({ tableName: 'newsletter_subscribers' })
@Index({ properties: ['createdAt'] })
@Index(trigramIndex('newsletter_subscribers'))
export class NewsletterSubscriber extends BaseEntity {
  /** Stored trimmed and lower-cased, so it is unique whatever its letter case. */
  @Field()
  @Property({ type: 'string', length: 150, unique: NEWSLETTER_EMAIL_UNIQUE })
  email!: string;

  /** The address folded like a slug, so a search folds its query alike. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';

  @BeforeCreate()
  @BeforeUpdate()
  protected fold() {
    this.searchText = foldText(this.email);
  }
}
