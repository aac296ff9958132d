import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../common/base.entity.js';

/** A message sent through the public contact form. */
@Entity({ tableName: 'contact_messages' })
@Index({ properties: ['createdAt'] })
export class ContactMessage extends BaseEntity {
  @Property({ type: 'string', length: 150 })
  name!: string;

  @Property({ type: 'string', length: 150 })
  email!: string;

  @Property({ type: 'string', length: 30 })
  phone!: string;

  @Property({ type: 'text' })
  message!: string;
}
