import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { LIVE_FILTER } from '../common/soft-delete.js';
import { News } from '../news/news.entity.js';
import { PUBLISHED_FILTER } from '../publishing/publishable.entity.js';

/** The home-page blocks that show one chosen news item each; edited but never created or deleted by staff. */
export const PAGE_SLOT_AREAS = ['home-primary', 'home-secondary'] as const;
export type PageSlotArea = (typeof PAGE_SLOT_AREAS)[number];

/** A home-page block ("page news") and the news item chosen for it. */
@ObjectType({ description: 'A home-page block ("page news") and the news item chosen for it.' })
@Entity({ tableName: 'page_slots' })
export class PageSlot extends BaseEntity {
  /** 'home-primary' or 'home-secondary'; public slots are fetched by it. */
  @Field({ description: 'The slot key: home-primary or home-secondary.' })
  @Property({ type: 'string', length: 50, unique: true })
  area!: string;

  /**
   * Null when nothing is chosen yet or the chosen news row was removed for good; a soft-deleted news
   * item is still referenced (the public `news` field answers it as null, the admin as a placeholder).
   */
  @ManyToOne(() => News, { nullable: true, deleteRule: 'set null', index: true, filters: { [LIVE_FILTER]: false, [PUBLISHED_FILTER]: false } })
  news?: Rel<News>;
}
