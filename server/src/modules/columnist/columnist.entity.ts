import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { SoftDeletableEntity } from '../common/soft-delete.js';

/** A writer of columns. */
@Entity({ tableName: 'columnists' })
export class Columnist extends SoftDeletableEntity {
  @Property({ type: 'string', length: 150 })
  name!: string;

  @Property({ type: 'string', length: 160, unique: true })
  slug!: string;

  /** Public path of the portrait, e.g. `/media/columnists/<file>`. */
  @Property({ type: 'string', length: 500 })
  imagePath!: string;

}
