import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../common/base.entity.js';

/** A keyword attached to news; several per news item. */
@Entity({ tableName: 'tags' })
export class Tag extends BaseEntity {
  @Property({ type: 'string', length: 50 })
  name!: string;

  @Property({ type: 'string', length: 160, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 150 })
  description!: string;

  /** Soft delete. */
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date;
}
