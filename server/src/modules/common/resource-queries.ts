import type { EntityClass, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../lib/errors.js';
import { pageOffset, toPage, type Page } from './paging.js';

/** The steps every resource's service takes; the live filter of soft-deletable entities applies. */

export interface PageQuery<T> {
  where?: FilterQuery<T>;
  orderBy: QueryOrderMap<T>;
  page: number;
  pageSize: number;
  populate?: readonly string[];
  /** The list's total when it is kept up to date (list_counts), so the rows are not counted. */
  keptTotal?: () => Promise<number | undefined>;
}

/**
 * A list with no kept total counts its rows only this far (or ten pages past the page asked
 * for, when that is further): beyond it the total is a lower bound ("10,000+"), decision 0008.
 */
export const COUNT_CAP = 10_000;
const COUNT_LOOKAHEAD_PAGES = 10;

/**
 * One page of `entity` and its total. The page's ids come first, read in the list's order from
 * an index (deep pages skip rows in the index alone), then the rows of those ids; the total is a
 * kept one, known from a short last page, or counted up to a cap. Never a count of the whole table.
 */
export async function findPage<T extends object>(em: EntityManager, entity: EntityClass<T>, query: PageQuery<T>): Promise<Page<T>> {
  const ids = await pageIds(em, entity, query);
  const [items, total] = await Promise.all([rowsInOrder(em, entity, ids, query.populate), pageTotal(em, entity, query, ids.length)]);
  return toPage(items, total.count, query, total.exact);
}

function listQuery<T extends object>(em: EntityManager, entity: EntityClass<T>, where: FilterQuery<T> | undefined) {
  return em.createQueryBuilder(entity).select('id' as never).where((where ?? {}) as never);
}

async function pageIds<T extends object>(em: EntityManager, entity: EntityClass<T>, query: PageQuery<T>): Promise<number[]> {
  const qb = listQuery(em, entity, query.where).orderBy(query.orderBy as never).limit(query.pageSize).offset(pageOffset(query));
  await qb.applyFilters();
  const rows = (await qb.execute('all', false)) as unknown as { id: number }[];
  return rows.map((row) => row.id);
}

async function rowsInOrder<T extends object>(em: EntityManager, entity: EntityClass<T>, ids: number[], populate?: readonly string[]): Promise<T[]> {
  if (ids.length === 0) return [];
  const rows = await em.find(entity, { id: { $in: ids } } as never, populate ? { populate: populate as never } : {});
  const byId = new Map(rows.map((row) => [(row as unknown as { id: number }).id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is NonNullable<typeof row> => row !== undefined) as T[];
}

async function pageTotal<T extends object>(em: EntityManager, entity: EntityClass<T>, query: PageQuery<T>, found: number): Promise<{ count: number; exact: boolean }> {
  const offset = pageOffset(query);
  // A page that is not full is the last one (unless it is past the end): the total is known.
  if (found > 0 && found < query.pageSize) return { count: offset + found, exact: true };
  const kept = await query.keptTotal?.();
  if (kept !== undefined) return { count: kept, exact: true };
  const limit = Math.max(COUNT_CAP, offset + query.pageSize * (COUNT_LOOKAHEAD_PAGES + 1)) + 1;
  const qb = listQuery(em, entity, query.where).limit(limit);
  await qb.applyFilters();
  const { sql, params } = qb.toQuery();
  const [row] = await em.getConnection().execute<{ count: number }[]>(`select count(*)::int as count from (${sql}) as capped`, [...params]);
  const count = Number(row?.count ?? 0);
  return count < limit ? { count, exact: true } : { count: limit - 1, exact: false };
}

/** The record, or NOT_FOUND (a soft-deleted one is not found). */
export async function findOr404<T extends object>(em: EntityManager, entity: EntityClass<T>, where: FilterQuery<T>, message: string): Promise<T> {
  const found = await em.findOne(entity, where as never);
  if (!found) throw notFound(message);
  return found;
}

/** Newest first, with the id breaking ties, so paging is stable. */
export const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

/** Most read first, then newest (the public lists' `sortBy: "hit"`). */
export const MOST_READ_FIRST = { hit: 'desc', createdAt: 'desc', id: 'desc' } as const;

/** The orders a public list can be sorted by (`sortBy`), newest first by default. */
export const PUBLIC_SORTS = { createdAt: NEWEST_FIRST, hit: MOST_READ_FIRST } as const;
export type PublicSort = keyof typeof PUBLIC_SORTS;
export const PUBLIC_SORT_NAMES = Object.keys(PUBLIC_SORTS) as PublicSort[];
