import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../common/base.entity.js';

/** The advert slots the site has; one row each, edited but never created or deleted by staff. */
export const ADVERT_LOCATIONS = ['home-main'] as const;
export type AdvertLocation = (typeof ADVERT_LOCATIONS)[number];

/** An advert shown in a fixed slot of the site. */
@Entity({ tableName: 'adverts' })
export class Advert extends BaseEntity {
  /** Slot key, e.g. 'home-main'; public adverts are fetched by it. */
  @Property({ type: 'string', length: 50, unique: true })
  location!: string;

  @Property({ type: 'string', length: 150 })
  name!: string;

  /** Public path of the advert image; null until one is uploaded. */
  @Property({ type: 'string', length: 500, nullable: true })
  imagePath?: string;

  /** Where a click on the advert goes. */
  @Property({ type: 'string', length: 500 })
  link!: string;
}
