import { Collection, type Opt, type Rel } from '@mikro-orm/core';
import { BeforeCreate, BeforeUpdate, Entity, Enum, Index, ManyToMany, ManyToOne, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';
import { Category } from '../category/category.entity.js';
import { LIVE_FILTER } from '../common/soft-delete.js';
import { liveOrderIndex, publishedOrderIndex, trigramIndex } from '../common/indexes.js';
import { PublishableEntity } from '../publishing/publishable.entity.js';
import { renderRichTextFields } from '../common/rich-text-field.js';
import type { RichText } from '../common/rich-text.types.js';
import { foldText } from '../common/slug.js';
import { Tag } from '../tag/tag.entity.js';
import { User } from '../user/user.entity.js';
import { NewsPhoto } from './news-photo.entity.js';
import { NewsType } from './news-type.js';

/** A news article. */
@ObjectType({ description: 'A news article.' })
@Entity({ tableName: 'news' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['type', 'createdAt'] })
@Index(trigramIndex('news'))
@Index({ properties: ['status', 'publishAt'] })
@Index(liveOrderIndex('news', 'newest', '"created_at" desc, "id" desc', '"search_text"'))
@Index(publishedOrderIndex('news', 'newest', '"published_at" desc, "id" desc'))
@Index(publishedOrderIndex('news', 'most_read', '"hit" desc, "published_at" desc, "id" desc'))
@Index(publishedOrderIndex('news', 'category_newest', '"category_id", "published_at" desc, "id" desc'))
@Index(publishedOrderIndex('news', 'category_most_read', '"category_id", "hit" desc, "published_at" desc, "id" desc'))
@Index(publishedOrderIndex('news', 'id', '"id"', '"published_at"'))
export class News extends PublishableEntity {
  @Field()
  @Property({ type: 'string', length: 250 })
  title!: string;

  @Field()
  @Property({ type: 'string', length: 160, unique: true })
  slug!: string;

  @Field()
  @Property({ type: 'string', length: 200 })
  teaser!: string;

  /** Slate JSON. */
  @Property({ type: 'json' })
  content!: RichText;

  /** `content` rendered by the entity hook (renderRichTextFields) whenever it is written. */
  @Property({ type: 'text' })
  contentHtml: Opt<string> = '';

  /** Public path of the poster image, e.g. `/media/news/<file>`. */
  @Property({ type: 'string', length: 500 })
  posterPath!: string;

  /** Null when the category was removed for good; a soft-deleted category is still referenced. */
  @ManyToOne(() => Category, { nullable: true, deleteRule: 'set null', index: true, filters: { [LIVE_FILTER]: false } })
  category?: Rel<Category>;

  @ManyToMany(() => Tag, undefined, { owner: true, pivotTable: 'news_tags' })
  tags = new Collection<Tag>(this);

  /** End of the featuring period; null (or past) means not featured. */
  @Property({ type: 'datetime', nullable: true, index: true })
  featuredUntil?: Date;

  @Field(() => NewsType)
  @Enum({ items: () => NewsType, default: NewsType.news })
  type: Opt<NewsType> = NewsType.news;

  @Field(() => Int, { description: 'Public detail views.' })
  @Property({ type: 'integer', default: 0, index: true })
  hit: Opt<number> = 0;

  @OneToMany(() => NewsPhoto, (photo) => photo.news, { orphanRemoval: true, orderBy: { position: 'asc', id: 'asc' } })
  photos = new Collection<NewsPhoto>(this);

  /** The staff member who wrote it; users are soft-deleted, so this normally stays set. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', index: true })
  author?: Rel<User>;


  /** Title and teaser folded like a slug, for the admin search. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';

  @BeforeCreate()
  @BeforeUpdate()
  protected derive() {
    this.searchText = foldText(`${this.title} ${this.teaser}`);
    renderRichTextFields(this, ['content']);
  }
}
