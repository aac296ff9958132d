import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../common/base.entity.js';

/** An email address signed up for the newsletter. */
@Entity({ tableName: 'newsletter_subscribers' })
@Index({ properties: ['createdAt'] })
export class NewsletterSubscriber extends BaseEntity {
  /** Stored lower-cased; unique. */
  @Property({ type: 'string', length: 150, unique: true })
  email!: string;
}
