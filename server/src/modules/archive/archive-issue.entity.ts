import type { Opt } from '@mikro-orm/core';
import { BeforeCreate, BeforeUpdate, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { variantUrlOr } from '../../media/media.service.js';
import { publishedOrderIndex, trigramIndex } from '../common/indexes.js';
import { renderRichTextFields, RichTextScalar } from '../common/rich-text-field.js';
import type { RichText } from '../common/rich-text.types.js';
import { foldText } from '../common/slug.js';
import { PublishableEntity } from '../publishing/publishable.entity.js';

/** A poster's thumbnail: the `thumb` variant of a stored image, or the path itself (seeded files). */
/**
 * A printed issue of the magazine in the archive: buy link, PDF preview, masthead. `isFeatured` is
 * stored as a boolean and answered as `yes`/`no` (spec §3) by the resolver.
 */
@ObjectType({ description: 'A printed issue of the magazine in the archive.' })
@Entity({ tableName: 'archive_issues' })
@Index({ properties: ['createdAt'] })
@Index(trigramIndex('archive_issues'))
@Index({ properties: ['status', 'publishAt'] })
@Index(publishedOrderIndex('archive_issues', 'newest', '"published_at" desc, "id" desc'))
export class ArchiveIssue extends PublishableEntity {
  @Field()
  @Property({ type: 'string', length: 150 })
  title!: string;

  @Field({ description: 'URL segment made from the title.' })
  @Property({ type: 'string', length: 160, unique: true })
  slug!: string;

  @Field()
  @Property({ type: 'string', length: 250 })
  description!: string;

  /** Public path of the cover image (`/media/archives/<id>-<ext>/large.webp`). */
  @Property({ type: 'string', length: 500 })
  posterPath!: string;

  /** Public path of the PDF preview (`/media/archives/<id>/preview.pdf`). */
  @Property({ type: 'string', length: 500 })
  previewPath!: string;

  @Property({ type: 'boolean', default: false, index: true })
  isFeatured: Opt<boolean> = false;

  /** numeric(10,2), kept as a string such as '250.00' so no precision is lost. */
  @Field({ description: 'Price in TRY with two decimals, e.g. "250.00".' })
  @Property({ type: 'decimal', precision: 10, scale: 2 })
  price!: string;

  /** Where to buy the issue. */
  @Field({ description: 'Where to buy the issue (http or https).' })
  @Property({ type: 'string', length: 500 })
  link!: string;

  /** Slate JSON: the people who made the issue. */
  @Field(() => RichTextScalar, { description: "Slate JSON: the people who made the issue." })
  @Property({ type: 'json' })
  masthead!: RichText;

  @Field(() => String, { description: '`masthead` rendered to HTML by the server.' })
  @Property({ type: 'text' })
  mastheadHtml!: Opt<string>;

  /** Slate JSON: the issue's contents. */
  @Field(() => RichTextScalar, { description: "Slate JSON: the issue's contents." })
  @Property({ type: 'json' })
  content!: RichText;

  @Field(() => String, { description: '`content` rendered to HTML by the server.' })
  @Property({ type: 'text' })
  contentHtml!: Opt<string>;

  @Field(() => Int, { description: 'Public detail views.' })
  @Property({ type: 'integer', default: 0 })
  hit: Opt<number> = 0;

  /** Title and description folded like a slug, so a search folds its query alike. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';

  @Field(() => String, { description: 'The cover image (large WebP variant).' })
  get posterUrl(): Opt<string> {
    return this.posterPath;
  }

  @Field(() => String, { description: 'The small thumbnail of the cover image.' })
  get posterThumbUrl(): Opt<string> {
    return variantUrlOr(this.posterPath, 'thumb');
  }

  @Field(() => String, { description: 'The PDF preview.' })
  get previewUrl(): Opt<string> {
    return this.previewPath;
  }

  @BeforeCreate()
  @BeforeUpdate()
  protected derive() {
    this.searchText = foldText(`${this.title} ${this.description}`);
    renderRichTextFields(this, ['content', 'masthead']);
  }
}
