import type { PublicColumnListPageQueryVariables, PublicNewsListPageQueryVariables } from '../../../gql/graphql';
import { LIMITS } from '../../../gql/limits';
import { canonicalSearch } from '../../../lib/head/canonical-search';
import { parseId } from '../../../lib/parse-id';

/**
 * The search parameters of the reader's news and column lists (spec §2), read the same way by a
 * route's loader (from the request URL) and its component (from useSearchParams), so both ask
 * for the same query and the component renders from the loader's cache.
 */

/** The server's orders: newest first (the default) or most read first. */
export const SORTS = ['createdAt', 'hit'] as const;
export const DEFAULT_SORT = 'createdAt';
const MAX_INT = 2_147_483_647; // GraphQL Int

/** `?page=` as a positive whole number; anything else (missing, 0, -1, 2.5, abc) is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_INT ? page : 1;
}

/**
 * `?sortBy=`: missing or empty is the default; any other value goes to the server as given, which
 * answers an unknown order with a 400 (the error page says so).
 */
export function parseSortBy(value: string | null): string {
  const sortBy = value?.trim();
  return sortBy ? sortBy : DEFAULT_SORT;
}

/** `?title=`: words to look for, spaces collapsed, cut to the server's query length. */
export function parseTitle(value: string | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, LIMITS.Paging.query.max);
}

/** `?categoryId=` / `?columnistId=`: a positive id, else no filter. */
export function parseFilterId(value: string | null): number | null {
  return parseId(value ?? undefined) ?? null;
}

export function newsListVariables(search: URLSearchParams): PublicNewsListPageQueryVariables {
  return {
    page: parsePage(search.get('page')),
    title: parseTitle(search.get('title')),
    sortBy: parseSortBy(search.get('sortBy')),
    categoryId: parseFilterId(search.get('categoryId')),
  };
}

export function columnListVariables(search: URLSearchParams): PublicColumnListPageQueryVariables {
  return {
    page: parsePage(search.get('page')),
    sortBy: parseSortBy(search.get('sortBy')),
    columnistId: parseFilterId(search.get('columnistId')),
  };
}

const LIST_DEFAULTS = { page: 1, sortBy: DEFAULT_SORT };

/** The canonical query of a news list: only the parameters in use, defaults left out. */
export function newsListSearch(variables: PublicNewsListPageQueryVariables): string {
  const { page, title, sortBy, categoryId } = variables;
  return canonicalSearch({ page, title, sortBy, categoryId }, LIST_DEFAULTS);
}

/** The canonical query of a column list. */
export function columnListSearch(variables: PublicColumnListPageQueryVariables): string {
  const { page, sortBy, columnistId } = variables;
  return canonicalSearch({ page, sortBy, columnistId }, LIST_DEFAULTS);
}
