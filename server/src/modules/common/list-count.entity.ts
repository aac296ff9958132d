import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders, type SqlFragment } from './resource-queries.js';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The number of live rows of a big list, kept up to date by statement triggers on the listed table
 * (migration ListCounts), so a list answers its total without counting the table (decision 0008).
 * `list` is a table (`news`) or a table and owner (`news.category_id:7`), see keptList.
 */
@Entity({ tableName: 'list_counts' })
export class ListCount {
  @PrimaryKey({ type: 'string', length: 60 })
  list!: string;

  @Property({ type: 'integer' })
  live!: number;
}

/** The name of a kept list: a table's live rows (`news`), or those of one owner (`news.category_id:7`). */
export const keptList = (table: string, owner?: { column: string; id: number }) => (owner ? `${table}.${owner.column}:${owner.id}` : table);

/** The kept number of live rows of each list (0 for a list with no row: nothing was ever counted in it). */
export async function keptCounts(em: EntityManager, lists: readonly string[]): Promise<Map<string, number>> {
  if (lists.length === 0) return new Map();
  // Numbers, not records: a plain statement, without the query builder and the identity map.
  const rows = await em.getConnection().execute<{ list: string; live: number }[]>(`select list, live from list_counts where list in (${placeholders(lists)})`, [...lists]);
  const live = new Map(rows.map((row) => [row.list, Number(row.live)]));
  return new Map(lists.map((list) => [list, live.get(list) ?? 0]));
}

/** The kept number of live rows of a list, as a scalar subquery of a plain statement (findPage's `keptTotal`). */
export const keptListTotal = (list: string): SqlFragment => ({ sql: 'coalesce((select live from list_counts where list = ?), 0)', params: [list] });
