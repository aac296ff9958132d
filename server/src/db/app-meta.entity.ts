import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The key of the first start's mark: the database holds the site's content (demo content is added
 * only before it is set; an archive grown by `npm run seed:archive` sets it too).
 */
export const INITIALIZED = 'initialized_at';

/** Facts about the installation itself, e.g. when the first start prepared the data. */
@Entity({ tableName: 'app_meta' })
export class AppMeta {
  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'text' })
  value!: string;
}
