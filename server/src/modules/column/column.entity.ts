import type { Opt, Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Columnist } from '../columnist/columnist.entity.js';
import { SoftDeletableEntity } from '../common/soft-delete.js';
import type { RichText } from '../common/rich-text.types.js';

/** A column (köşe yazısı) by a columnist. */
@Entity({ tableName: 'columns' })
@Index({ properties: ['createdAt'] })
export class Column extends SoftDeletableEntity {
  @Property({ type: 'string', length: 150 })
  title!: string;

  @Property({ type: 'string', length: 160, unique: true })
  slug!: string;

  /** Slate JSON. */
  @Property({ type: 'json' })
  content!: RichText;

  /** `content` rendered by `renderRichText`. */
  @Property({ type: 'text' })
  contentHtml!: string;

  /** Null only when the columnist row was removed for good (columnists are normally soft-deleted). */
  @ManyToOne(() => Columnist, { nullable: true, deleteRule: 'set null', index: true })
  columnist?: Rel<Columnist>;

  @Property({ type: 'integer', default: 0, index: true })
  hit: Opt<number> = 0;

}
