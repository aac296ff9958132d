import type { Opt, Rel } from '@mikro-orm/core';
import { BeforeCreate, BeforeUpdate, Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Columnist } from '../columnist/columnist.entity.js';
import { liveOrderIndex, publishedOrderIndex, trigramIndex } from '../common/indexes.js';
import { renderRichTextFields } from '../common/rich-text-field.js';
import type { RichText } from '../common/rich-text.types.js';
import { foldText } from '../common/slug.js';
import { LIVE_FILTER } from '../common/soft-delete.js';
import { PublishableEntity } from '../publishing/publishable.entity.js';

/** Spec §5: a column's title is 2-150 characters. */
export const COLUMN_LIMITS = { title: { min: 2, max: 150 } } as const;

/** A column (köşe yazısı) by a columnist. */
@ObjectType({ description: 'A column (köşe yazısı) by a columnist.' })
@Entity({ tableName: 'columns' })
@Index({ properties: ['createdAt'] })
@Index(trigramIndex('columns'))
@Index({ properties: ['status', 'publishAt'] })
@Index(liveOrderIndex('columns', 'newest', '"created_at" desc, "id" desc', '"search_text"'))
@Index(liveOrderIndex('columns', 'columnist_newest', '"columnist_id", "created_at" desc, "id" desc'))
@Index(publishedOrderIndex('columns', 'newest', '"published_at" desc, "id" desc'))
@Index(publishedOrderIndex('columns', 'most_read', '"hit" desc, "published_at" desc, "id" desc'))
@Index(publishedOrderIndex('columns', 'columnist_newest', '"columnist_id", "published_at" desc, "id" desc'))
export class Column extends PublishableEntity {
  @Field()
  @Property({ type: 'string', length: COLUMN_LIMITS.title.max })
  title!: string;

  @Field({ description: 'URL segment made from the title; earlier slugs redirect to it.' })
  @Property({ type: 'string', length: 160, unique: true })
  slug!: string;

  /** Slate JSON (its GraphQL field: ColumnResolver.content). */
  @Property({ type: 'json' })
  content!: RichText;

  /** `content` rendered by `renderRichText` (the hook below keeps it in step). */
  @Property({ type: 'text' })
  contentHtml!: Opt<string>;

  /**
   * Null only when the columnist row was removed for good (columnists are normally soft-deleted).
   * The live filter is off for this relation: a deleted columnist stays the column's (a placeholder)
   * instead of the ORM's filtered join reading it as null.
   */
  @ManyToOne(() => Columnist, { nullable: true, deleteRule: 'set null', index: true, filters: { [LIVE_FILTER]: false } })
  columnist?: Rel<Columnist>;

  @Field(() => Int, { description: 'Public detail views.' })
  @Property({ type: 'integer', default: 0, index: true })
  hit: Opt<number> = 0;

  /** The title folded like a slug, so a search folds its query alike. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';

  @BeforeCreate()
  @BeforeUpdate()
  protected derive() {
    this.searchText = foldText(this.title);
    renderRichTextFields(this, ['content']);
  }
}
