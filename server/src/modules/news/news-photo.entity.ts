import type { Opt, Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { News } from './news.entity.js';
import { PUBLISHED_FILTER } from '../publishing/publishable.entity.js';

/** One image of a news item's gallery. */
@ObjectType({ description: "One image of a news item's gallery." })
@Entity({ tableName: 'news_photos' })
export class NewsPhoto extends BaseEntity {
  @ManyToOne(() => News, { deleteRule: 'cascade', index: true, filters: { [PUBLISHED_FILTER]: false } })
  news!: Rel<News>;

  /** Public path of the image, e.g. `/media/news/<file>`. */
  @Property({ type: 'string', length: 500 })
  path!: string;

  /** Order within the gallery, ascending. */
  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  position: Opt<number> = 0;
}
