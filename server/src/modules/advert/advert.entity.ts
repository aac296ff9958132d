import type { Opt } from '@mikro-orm/core';
import { BeforeCreate, BeforeUpdate, Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { trigramIndex } from '../common/indexes.js';
import { foldText } from '../common/slug.js';
import { uniqueIndex } from '../common/unique.js';

/** The advert slots the site has; one row each, edited but never created or deleted by staff. */
export const ADVERT_LOCATIONS = ['home-main'] as const;
export type AdvertLocation = (typeof ADVERT_LOCATIONS)[number];

/** The unique constraint of the initial migration: one advert per slot; moving one onto a taken slot answers 409. */
export const ADVERT_LOCATION_UNIQUE = uniqueIndex('adverts_location_unique', 'slot', 'Advert.Slot.taken', 'Another advert is in this slot.');

/** An advert shown in a fixed slot of the site. */
@ObjectType({ description: 'An advert shown in a fixed slot of the site.' })
@Entity({ tableName: 'adverts' })
@Index(trigramIndex('adverts'))
export class Advert extends BaseEntity {
  /** Slot key, e.g. 'home-main'; public adverts are fetched by it. */
  @Field({ description: 'The slot key, e.g. home-main.' })
  @Property({ type: 'string', length: 50, unique: ADVERT_LOCATION_UNIQUE })
  location!: string;

  @Field()
  @Property({ type: 'string', length: 150 })
  name!: string;

  /** Public path of the advert image; null until one is uploaded. */
  @Property({ type: 'string', length: 500, nullable: true })
  imagePath?: string;

  /** Where a click on the advert goes. */
  @Field({ description: 'Where a click on the advert goes.' })
  @Property({ type: 'string', length: 500 })
  link!: string;

  /** Name, slot and link folded like a slug, so the admin list's search folds its query alike. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';

  @BeforeCreate()
  @BeforeUpdate()
  protected fold() {
    this.searchText = foldText(`${this.name} ${this.location} ${this.link}`);
  }
}
