import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../common/base.entity.js';

/** A writer of columns. */
@Entity({ tableName: 'columnists' })
export class Columnist extends BaseEntity {
  @Property({ type: 'string', length: 150 })
  name!: string;

  @Property({ type: 'string', length: 160, unique: true })
  slug!: string;

  /** Public path of the portrait, e.g. `/media/columnists/<file>`. */
  @Property({ type: 'string', length: 500 })
  imagePath!: string;

  /** Soft delete: columns keep pointing at the columnist, shown as a "deleted" placeholder. */
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date;
}
