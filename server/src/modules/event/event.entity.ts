import type { Opt } from '@mikro-orm/core';
import { BeforeCreate, BeforeUpdate, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { trigramIndex } from '../common/indexes.js';
import { foldText } from '../common/slug.js';
import { EVENT_LOCATION, EVENT_TITLE } from './event.inputs.js';

/**
 * A dated event (talk, exhibition, launch). Nothing refers to an event, so deleting one removes its
 * row (the admin's confirmation says it cannot be undone). Note: the class name shadows the global
 * DOM/Node `Event`; always import it from this file.
 */
@ObjectType({ description: 'A dated event: a talk, an exhibition, an issue launch.' })
@Entity({ tableName: 'events' })
@Index(trigramIndex('events'))
export class Event extends BaseEntity {
  @Field()
  @Property({ type: 'string', length: EVENT_TITLE.max })
  title!: string;

  @Field(() => Date, { description: 'When it starts: an instant (UTC in the API); the site shows it in Europe/Istanbul time.' })
  @Property({ type: 'datetime', index: true })
  date!: Date;

  @Field()
  @Property({ type: 'string', length: EVENT_LOCATION.max })
  location!: string;

  /** Title and location folded like a slug ("Kültür" → "kultur"), so a search folds its query alike. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';

  @BeforeCreate()
  @BeforeUpdate()
  protected fold() {
    this.searchText = foldText(`${this.title} ${this.location}`);
  }
}
