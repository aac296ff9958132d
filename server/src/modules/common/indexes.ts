import { PUBLISHED_LIVE_SQL } from '../publishing/publishable.entity.js';
import { uniqueIndex } from './unique.js';

/**
 * A unique index over the live rows of a soft-deletable table (`where deleted_at is null`): a
 * deleted record's name can be used again. A violation answers 409 with `key` on `field`.
 */
export function liveUniqueIndex(table: string, column: string, field: string, key: string, message: string) {
  const name = uniqueIndex(`${table}_${column}_live_unique`, field, key, message);
  return { name, expression: `create unique index "${name}" on "${table}" ("${column}") where "deleted_at" is null` };
}

/** A trigram (pg_trgm) index, so `like '%word%'` on folded search text uses an index scan. */
export function trigramIndex(table: string, column = 'search_text') {
  const name = `${table}_${column}_trgm`;
  return { name, expression: `create index "${name}" on "${table}" using gin ("${column}" gin_trgm_ops)` };
}

/**
 * An index over the live rows (`where deleted_at is null`) in a staff list's order (drafts included),
 * so a page is read in order from the index (decision 0008).
 */
export function liveOrderIndex(table: string, order: string, columns: string, include?: string) {
  const name = `${table}_live_${order}`;
  return { name, expression: `create index "${name}" on "${table}" (${columns})${include ? ` include (${include})` : ''} where "deleted_at" is null` };
}

/**
 * An index over the rows readers see (live and published) in a public list's order, so a page is
 * read in order from the index and a deep page's skipped rows are an index-only scan (decision 0008).
 */
export function publishedOrderIndex(table: string, order: string, columns: string, include?: string) {
  const name = `${table}_published_${order}`;
  return { name, expression: `create index "${name}" on "${table}" (${columns})${include ? ` include (${include})` : ''} where ${PUBLISHED_LIVE_SQL}` };
}
