import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../common/base.entity.js';

/**
 * An earlier slug of a record whose title changed: the reader's site answers it with a permanent
 * redirect to the record's current slug. `kind` is the record's entity name.
 */
@Entity({ tableName: 'slug_redirects' })
@Unique({ properties: ['kind', 'oldSlug'] })
@Index({ properties: ['kind', 'targetId'] })
export class SlugRedirect extends BaseEntity {
  @Property({ type: 'string', length: 40 })
  kind!: string;

  @Property({ type: 'string', length: 160 })
  oldSlug!: string;

  @Property({ type: 'integer' })
  targetId!: number;
}
