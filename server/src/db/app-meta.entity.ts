import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Facts about the installation itself, e.g. when the first start prepared the data. */
@Entity({ tableName: 'app_meta' })
export class AppMeta {
  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'text' })
  value!: string;
}
