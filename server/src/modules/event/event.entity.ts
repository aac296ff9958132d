import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../common/base.entity.js';

/**
 * A dated event (talk, exhibition, launch). Note: the class name shadows the global DOM/Node `Event`;
 * always import it from this file.
 */
@Entity({ tableName: 'events' })
export class Event extends BaseEntity {
  @Property({ type: 'string', length: 150 })
  title!: string;

  @Property({ type: 'datetime', index: true })
  date!: Date;

  @Property({ type: 'string', length: 150 })
  location!: string;
}
