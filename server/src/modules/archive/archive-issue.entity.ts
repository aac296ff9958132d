import type { Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { SoftDeletableEntity } from '../common/soft-delete.js';
import type { RichText } from '../common/rich-text.types.js';

/** A printed issue of the magazine in the archive: buy link, PDF preview, masthead. */
@Entity({ tableName: 'archive_issues' })
@Index({ properties: ['createdAt'] })
export class ArchiveIssue extends SoftDeletableEntity {
  @Property({ type: 'string', length: 150 })
  title!: string;

  @Property({ type: 'string', length: 160, unique: true })
  slug!: string;

  @Property({ type: 'string', length: 250 })
  description!: string;

  /** Public path of the cover image. */
  @Property({ type: 'string', length: 500 })
  posterPath!: string;

  /** Public path of the PDF preview, e.g. `/media/archives/<file>.pdf`. */
  @Property({ type: 'string', length: 500 })
  previewPath!: string;

  @Property({ type: 'boolean', default: false, index: true })
  isFeatured: Opt<boolean> = false;

  /** numeric(10,2), kept as a string such as '250.00' so no precision is lost. */
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  price!: string;

  /** Where to buy the issue. */
  @Property({ type: 'string', length: 500 })
  link!: string;

  /** Slate JSON: the people who made the issue. */
  @Property({ type: 'json' })
  masthead!: RichText;

  @Property({ type: 'text' })
  mastheadHtml!: string;

  /** Slate JSON: the issue's contents. */
  @Property({ type: 'json' })
  content!: RichText;

  @Property({ type: 'text' })
  contentHtml!: string;

  @Property({ type: 'integer', default: 0 })
  hit: Opt<number> = 0;

}
