import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../common/base.entity.js';
import { News } from '../news/news.entity.js';

/** The home-page blocks that show one chosen news item each; edited but never created or deleted by staff. */
export const PAGE_SLOT_AREAS = ['home-primary', 'home-secondary'] as const;
export type PageSlotArea = (typeof PAGE_SLOT_AREAS)[number];

/** A home-page block ("page news") and the news item chosen for it. */
@Entity({ tableName: 'page_slots' })
export class PageSlot extends BaseEntity {
  /** 'home-primary' or 'home-secondary'; public slots are fetched by it. */
  @Property({ type: 'string', length: 50, unique: true })
  area!: string;

  /** Null when nothing is chosen yet or the chosen news row was removed for good. */
  @ManyToOne(() => News, { nullable: true, deleteRule: 'set null', index: true })
  news?: Rel<News>;
}
