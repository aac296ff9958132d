import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The number of live rows of a big list, kept up to date by statement triggers on the listed table
 * (migration ListCounts), so a list answers its total without counting the table (decision 0008).
 * `list` is `news` or `news.category:<id>`.
 */
@Entity({ tableName: 'list_counts' })
export class ListCount {
  @PrimaryKey({ type: 'string', length: 60 })
  list!: string;

  @Property({ type: 'integer' })
  live!: number;
}
