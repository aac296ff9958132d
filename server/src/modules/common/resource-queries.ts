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
}

/** One page of `entity` and the total count. */
export async function findPage<T extends object>(em: EntityManager, entity: EntityClass<T>, query: PageQuery<T>): Promise<Page<T>> {
  const [items, total] = await em.findAndCount(entity, (query.where ?? {}) as never, {
    orderBy: query.orderBy,
    limit: query.pageSize,
    offset: pageOffset(query),
    ...(query.populate ? { populate: query.populate as never } : {}),
  });
  return toPage(items, total, query);
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
