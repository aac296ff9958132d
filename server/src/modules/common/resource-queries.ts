import { ReferenceKind, wrap, type EntityClass, type EntityDictionary, type EntityMetadata, type EntityKey, type FilterOptions, type FilterQuery, type Loaded, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager, QBFilterQuery } from '@mikro-orm/postgresql';
import { BatchLoader } from '../../lib/batch-loader.js';
import { notFound } from '../../lib/errors.js';
import { pageOffset, toPage, type Page } from './paging.js';

/** The steps every resource's service takes; the live filter of soft-deletable entities applies. */

/** What every stored record has: its id. */
type Identified = { id: number };

/** A piece of a plain statement with its `?` placeholders' values. */
export interface SqlFragment {
  sql: string;
  params: readonly unknown[];
}

export interface PageQuery<T> {
  where?: FilterQuery<T>;
  orderBy: QueryOrderMap<T>;
  page: number;
  pageSize: number;
  /**
   * The list's total when it is kept up to date (list_counts), so the rows are not counted: a scalar
   * subquery, read in the page's own statement.
   */
  keptTotal?: () => SqlFragment | Promise<SqlFragment>;
  /** The ORM filters to turn off or on (staff lists: `WITH_UNPUBLISHED.filters`). */
  filters?: FilterOptions;
  /** Properties a list's items leave unread (a card's rich text, `OmittedFields` reads it when asked). */
  omit?: readonly string[];
}

/**
 * How a page learns its list's total without counting the whole table (decision 0008): the page's
 * query reads up to LOOKAHEAD_PAGES further pages of ids (index entries only), so a list that ends
 * within them knows its exact total. Past that, a kept total (list_counts) answers if the list has
 * one; a list filtered by words is not counted further (its total is a lower bound, flagged); any
 * other list is counted up to COUNT_CAP rows ("10,000+").
 */
export const LOOKAHEAD_PAGES = 5;
export const COUNT_CAP = 10_000;

/**
 * One page of `entity` and its total, in one statement (each costs a round trip, its socket write and
 * the ORM's work, more than the rows it reads): the page's ids and up to LOOKAHEAD_PAGES pages after
 * it, read in the list's order from an index (deep pages skip rows in the index alone), then the rows
 * of the page's ids and the kept total. Only a list with neither an end nor a kept total within reach
 * is counted by a second statement.
 */
export async function findPage<T extends Identified>(em: EntityManager, entity: EntityClass<T>, query: PageQuery<T>): Promise<Page<T>> {
  const { items, found, kept } = await pageRows(em, entity, query);
  const total = await pageTotal(em, entity, query, found, kept);
  return toPage(items, total.count, query, total.exact);
}

function listQuery<T extends Identified>(em: EntityManager, entity: EntityClass<T>, where: FilterQuery<T> | undefined) {
  return em.createQueryBuilder(entity).where((where ?? {}) as QBFilterQuery<T>).select('id' as EntityKey<T>);
}

/** Columns the page's statement adds to each row: how many ids it found, and the kept total. */
const FOUND = '__found';
const KEPT = '__kept';

/**
 * The page's rows in the list's order, how many ids the page and its lookahead found, and the kept
 * total. The rows are read by id alone, without the list's filters (the ids were chosen under them in
 * the same statement). A page past the end still answers one row, all null but the two counts.
 */
async function pageRows<T extends Identified>(em: EntityManager, entity: EntityClass<T>, query: PageQuery<T>): Promise<{ items: T[]; found: number; kept?: number }> {
  const ids = listQuery(em, entity, query.where)
    .orderBy(query.orderBy)
    .limit(query.pageSize * (LOOKAHEAD_PAGES + 1) + 1)
    .offset(pageOffset(query));
  await ids.applyFilters(query.filters);
  const ahead = ids.toQuery();
  const kept = await query.keptTotal?.();
  const sql =
    // Materialized: inlined, the array's subquery would be run again for each of its three uses (the
    // count, the page's ids, the order), walking a deep page's offset three times.
    `with ahead as materialized (select array(${ahead.sql}) as ids) ` +
    `select r.*, cardinality(a.ids) as "${FOUND}"${kept ? `, (${kept.sql}) as "${KEPT}"` : ''} ` +
    `from ahead a left join lateral (select ${columnsOf(em, entity, 't', query.omit)} from ${tableOf(em, entity)} t where t.id = any(a.ids[1:?])) r on true ` +
    'order by array_position(a.ids, r.id)';
  const rows = await em.getConnection().execute<EntityDictionary<T>[]>(sql, [...ahead.params, ...(kept?.params ?? []), query.pageSize]);
  const first = rows[0] as Record<string, unknown> | undefined;
  const items = rows
    .filter((row) => row.id != null)
    .map(({ [FOUND]: _found, [KEPT]: _kept, ...row }) => em.map(entity, row as EntityDictionary<T>));
  return { items, found: Number(first?.[FOUND] ?? 0), kept: kept && first?.[KEPT] != null ? Number(first[KEPT]) : undefined };
}

const tableOf = <T extends object>(em: EntityManager, entity: EntityClass<T>) => em.getPlatform().quoteIdentifier(em.getMetadata().get(entity).tableName);

/** `alias.*`, or the table's columns but those of the `omit` properties. */
function columnsOf<T extends object>(em: EntityManager, entity: EntityClass<T>, alias: string, omit: readonly string[] = []): string {
  if (omit.length === 0) return `${alias}.*`;
  const columns = em
    .getMetadata()
    .get(entity)
    .props.filter((prop) => !omit.includes(prop.name) && (prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE) && prop.persist !== false)
    .flatMap((prop) => prop.fieldNames);
  return columns.map((column) => `${alias}.${em.getPlatform().quoteIdentifier(column)}`).join(', ');
}

/** An editorial record's rich text and its HTML (news, columns), which `OmittedFields` reads when asked. */
export const RICH_TEXT = ['content', 'contentHtml'] as const;

/** How a list reads an editorial record as a card: without its rich text and the search's folded text. */
export const CARD = { exclude: [...RICH_TEXT, 'searchText'] } as const;

/**
 * Fields a list reads its items without (a news card's rich text, a few kB each that the ORM would
 * parse, copy and snapshot for every card), read when a record's field is asked for: as the record
 * was read, or with the same fields of the other records asked for in the same turn, in one statement.
 */
export class OmittedFields<T extends Identified> {
  private readonly loader: BatchLoader<number, Record<string, unknown> | undefined>;

  constructor(
    private readonly em: EntityManager,
    private readonly entity: EntityClass<T>,
    readonly fields: readonly (keyof T & string)[],
  ) {
    this.loader = new BatchLoader((ids) => this.read(ids), undefined, { keep: true });
  }

  /** `record[field]`, read now when the record was read without it. */
  async of<K extends keyof T & string>(record: T, field: K): Promise<T[K]> {
    if (record[field] !== undefined || !this.fields.includes(field)) return record[field];
    const row = await this.loader.load(record.id);
    if (!row) throw notFound('Not found.');
    return row[field] as T[K];
  }

  private async read(ids: readonly number[]): Promise<Map<number, Record<string, unknown>>> {
    const meta = this.em.getMetadata().get(this.entity);
    const columns = this.fields.map((field) => `${this.em.getPlatform().quoteIdentifier(meta.properties[field as EntityKey<T>].fieldNames[0]!)} as "${field}"`);
    const rows = await this.em
      .getConnection()
      .execute<Record<string, unknown>[]>(`select id, ${columns.join(', ')} from ${tableOf(this.em, this.entity)} where id in (${placeholders(ids)})`, [...ids]);
    return new Map(rows.map((row) => [Number(row.id), row]));
  }
}

/**
 * The records of `ids` whatever their state, as entities of this request: one plain statement,
 * mapped row by row. `em.find` built the same statement anew each time (its criteria, filters and
 * joins), half a millisecond of CPU, more than the database's work for a page of rows.
 */
export async function rowsById<T extends Identified>(em: EntityManager, entity: EntityClass<T>, ids: readonly number[]): Promise<T[]> {
  if (ids.length === 0) return [];
  const rows = await em.getConnection().execute<EntityDictionary<T>[]>(`select * from ${tableOf(em, entity)} where id in (${placeholders(ids)})`, [...ids]);
  return rows.map((row) => em.map(entity, row));
}

/** A list read by `listRows`: scalar conditions on properties (`=`, `is null`, `$gt` … `$in`), an order and a limit. */
export interface RowsQuery<T, Excluded extends string = never> {
  where?: Partial<Record<keyof T & string, unknown>>;
  orderBy: QueryOrderMap<T>;
  /** At most this many (all when left out). */
  limit?: number;
  /** Properties the rows leave unread, as `findPage`'s (`CARD.exclude`). */
  exclude?: readonly Excluded[];
}

/**
 * The first `limit` records (or all) of a short list in a fixed shape (the home page's blocks, the latest
 * news beside an article, the feeds) under the entity's default filters (live, published), as
 * entities of this request: one plain statement written from the entity's metadata. `em.find` built
 * the same statement through its query builder on every call, more CPU than the database's work for a
 * few rows, and the home page makes eight such reads. A condition or filter it cannot write out throws.
 */
export async function listRows<T extends object, Excluded extends string = never>(em: EntityManager, entity: EntityClass<T>, query: RowsQuery<T, Excluded>): Promise<Loaded<T, never, never, Excluded>[]> {
  const meta = em.getMetadata().get(entity);
  const conditions = [...defaultFiltersOf(meta), ...Object.entries(query.where ?? {}).map(([property, value]) => conditionOf(meta, property, value))];
  const where = conditions.length ? ` where ${conditions.map((condition) => condition.sql).join(' and ')}` : '';
  const params = conditions.flatMap((condition) => condition.params);
  const table = tableOf(em, entity);
  const columns = columnsOf(em, entity, 't', query.exclude);
  const rows = await readTogether<EntityDictionary<T>>(em, `${table} ${columns}`, {
    columns,
    from: `${table} t${where}`,
    order: orderOf(meta, query.orderBy),
    limit: query.limit === undefined ? '' : ' limit ?',
    params: query.limit === undefined ? params : [...params, query.limit],
    asJson: asJsonOf(meta),
  });
  return rows.map((row) => em.map(entity, row) as Loaded<T, never, never, Excluded>);
}

/** One list of `listRows`, written out: `select columns from … order by … limit ?`. */
interface ListRead {
  columns: string;
  from: string;
  order: string;
  limit: string;
  params: unknown[];
  /** Whether its rows read the same through JSON (no decimal, bigint or binary column): see sendTurn. */
  asJson: boolean;
}

interface WaitingList extends ListRead {
  resolve: (rows: never[]) => void;
  reject: (error: unknown) => void;
}

/** The lists asked for in this turn, per request (EntityManager), grouped by table and columns. */
const waitingLists = new WeakMap<EntityManager, Map<string, WaitingList[]>>();

/**
 * Lists asked for in the same turn of one request are one statement, one round trip (each statement
 * is a socket write, a wake-up for its answer and the driver's work, more than a short list's rows
 * cost): the lists of one table and columns are a `union all`, each list a part numbered by its own
 * order (the home page's headline, featured, latest and Düşünce Okulu news), and the groups of
 * several tables (the home's news, columns, categories, events, advert and slots) are read together
 * by sendTurn. Each part keeps its own plan, an index walked in its order and stopped at its limit;
 * the numbering puts every list's rows back in that order. A list alone is the plain statement.
 */
function readTogether<Row>(em: EntityManager, key: string, read: ListRead): Promise<Row[]> {
  let waiting = waitingLists.get(em);
  if (!waiting) {
    waitingLists.set(em, (waiting = new Map()));
    queueMicrotask(() => setImmediate(() => void sendTurn(em)));
  }
  const lists = waiting.get(key) ?? [];
  if (lists.length === 0) waiting.set(key, lists);
  return new Promise<Row[]>((resolve, reject) => lists.push({ ...read, resolve: resolve as (rows: never[]) => void, reject }));
}

/** A group's lists as one statement: each list's rows numbered by `__list` and `__at`. */
function unionOf(lists: readonly WaitingList[]): string {
  const parts = lists.map((list, index) => `(select ${index} as "__list", row_number() over (order by ${list.order}) as "__at", ${list.columns} from ${list.from} order by ${list.order}${list.limit})`);
  return parts.join(' union all ');
}

/** Each list's rows of a union's, in the list's order, without the numbering. */
function answerLists(lists: readonly WaitingList[], rows: ReadonlyArray<Record<string, unknown>>): void {
  const answers = lists.map((): Record<string, unknown>[] => []);
  for (const { __list: list, __at: _at, ...row } of rows) answers[Number(list)]!.push(row);
  lists.forEach((list, index) => list.resolve(answers[index] as never[]));
}

/**
 * The turn's lists: a group of one table alone as its statement; several groups as one statement of
 * one row, each group's rows a JSON array in a column of its own. JSON gives timestamps as ISO texts,
 * which em.map reads as the driver's dates; a group with a decimal, bigint or binary column (whose
 * JSON differs from the driver's value) is sent on its own. A failing statement fails its lists.
 */
async function sendTurn(em: EntityManager): Promise<void> {
  const waiting = waitingLists.get(em);
  waitingLists.delete(em);
  const groups = [...(waiting?.values() ?? [])];
  const together = groups.filter((lists) => lists[0]!.asJson);
  const alone = together.length > 1 ? groups.filter((lists) => !lists[0]!.asJson) : groups;
  await Promise.all([...alone.map((lists) => sendGroup(em, lists)), ...(together.length > 1 ? [sendGroups(em, together)] : [])]);
}

async function sendGroup(em: EntityManager, lists: WaitingList[]): Promise<void> {
  try {
    if (lists.length === 1) {
      const [list] = lists as [WaitingList];
      list.resolve(await em.getConnection().execute(`select ${list.columns} from ${list.from} order by ${list.order}${list.limit}`, list.params));
      return;
    }
    answerLists(lists, await em.getConnection().execute<Array<Record<string, unknown>>>(`${unionOf(lists)} order by "__list", "__at"`, lists.flatMap((list) => list.params)));
  } catch (error) {
    for (const list of lists) list.reject(error);
  }
}

async function sendGroups(em: EntityManager, groups: WaitingList[][]): Promise<void> {
  const columns = groups.map((lists, index) => `(select coalesce(json_agg(g order by g."__list", g."__at"), '[]'::json) from (${unionOf(lists)}) g) as "${index}"`);
  try {
    const [row] = await em.getConnection().execute<Array<Record<string, Array<Record<string, unknown>>>>>(`select ${columns.join(', ')}`, groups.flat().flatMap((list) => list.params));
    groups.forEach((lists, index) => answerLists(lists, row![String(index)]!));
  } catch (error) {
    for (const list of groups.flat()) list.reject(error);
  }
}

/** Column types whose JSON is not what the driver gives (a decimal's '250.00' would come as 250). */
const NOT_AS_JSON = /^(decimal|numeric|bigint|int8|double|float|real|blob|bytea|buffer|uint8array)/i;

const readsAsJson = new WeakMap<EntityMetadata, boolean>();

/** Whether every column of the entity reads the same through JSON as from the driver. */
function asJsonOf(meta: EntityMetadata): boolean {
  let safe = readsAsJson.get(meta);
  if (safe === undefined) {
    safe = meta.props.every((prop) => prop.persist === false || ![prop.type, ...(prop.columnTypes ?? [])].some((type) => NOT_AS_JSON.test(String(type))));
    readsAsJson.set(meta, safe);
  }
  return safe;
}

const OPERATORS: Record<string, string> = { $eq: '=', $ne: '<>', $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

/** A property's column in a plain statement over `t`. */
function columnOf(meta: EntityMetadata, property: string): string {
  const prop = meta.properties[property as never] as { fieldNames?: string[]; kind: ReferenceKind } | undefined;
  if (!prop?.fieldNames || prop.fieldNames.length !== 1 || (prop.kind !== ReferenceKind.SCALAR && prop.kind !== ReferenceKind.MANY_TO_ONE)) {
    throw new Error(`listRows cannot read ${meta.className}.${property}`);
  }
  return `t."${prop.fieldNames[0]}"`;
}

/** `{ property: value }` or `{ property: { $op: value } }` as a condition on its column. */
function conditionOf(meta: EntityMetadata, property: string, value: unknown): SqlFragment {
  const column = columnOf(meta, property);
  if (value === null) return { sql: `${column} is null`, params: [] };
  if (typeof value !== 'object' || value instanceof Date) return { sql: `${column} = ?`, params: [value] };
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length !== 1) throw new Error(`listRows cannot write ${meta.className}.${property}: one operator a property`);
  const [operator, operand] = entries[0]!;
  if (operator === '$in' && Array.isArray(operand)) return operand.length ? { sql: `${column} in (${placeholders(operand)})`, params: operand } : { sql: 'false', params: [] };
  if (OPERATORS[operator] && operand !== null && operand !== undefined) return { sql: `${column} ${OPERATORS[operator]} ?`, params: [operand] };
  throw new Error(`listRows cannot write ${meta.className}.${property} ${operator}`);
}

const defaultFilters = new WeakMap<EntityMetadata, SqlFragment[]>();

/** The entity's default filters (live, published) as conditions, written once per entity. */
function defaultFiltersOf(meta: EntityMetadata): SqlFragment[] {
  let conditions = defaultFilters.get(meta);
  if (conditions === undefined) {
    conditions = Object.values(meta.filters ?? {})
      .filter((filter) => filter.default)
      .flatMap((filter) => {
        if (typeof filter.cond !== 'object' || filter.cond === null) throw new Error(`listRows cannot write the filter ${filter.name} of ${meta.className}`);
        return Object.entries(filter.cond).map(([property, value]) => conditionOf(meta, property, value));
      });
    defaultFilters.set(meta, conditions);
  }
  return conditions;
}

/** `{ publishedAt: 'desc', id: 'desc' }` as an order by over `t`. */
function orderOf<T>(meta: EntityMetadata, orderBy: QueryOrderMap<T>): string {
  return Object.entries(orderBy)
    .map(([property, direction]) => {
      const way = String(direction).toLowerCase();
      if (way !== 'asc' && way !== 'desc') throw new Error(`listRows cannot order by ${meta.className}.${property} ${String(direction)}`);
      return `${columnOf(meta, property)} ${way}`;
    })
    .join(', ');
}

async function pageTotal<T extends Identified>(
  em: EntityManager,
  entity: EntityClass<T>,
  query: PageQuery<T>,
  found: number,
  kept: number | undefined,
): Promise<{ count: number; exact: boolean }> {
  const offset = pageOffset(query);
  const lookahead = query.pageSize * (LOOKAHEAD_PAGES + 1);
  // The list ends within the pages read (a page past the end reads nothing and must count).
  if (found <= lookahead && (found > 0 || offset === 0)) return { count: offset + found, exact: true };
  if (kept !== undefined) return { count: kept, exact: true };
  if (found > lookahead && isWordSearch(query.where)) return { count: offset + lookahead, exact: false };
  const limit = Math.max(COUNT_CAP, offset + lookahead) + 1;
  const qb = listQuery(em, entity, query.where).limit(limit);
  await qb.applyFilters(query.filters);
  const { sql, params } = qb.toQuery();
  const [row] = await em.getConnection().execute<{ count: number }[]>(`select count(*)::int as count from (${sql}) as capped`, [...params]);
  const count = Number(row?.count ?? 0);
  return count < limit ? { count, exact: true } : { count: limit - 1, exact: false };
}

/** Whether a list is filtered by words (searchWhere's LIKEs): such lists are not counted past the lookahead. */
const isWordSearch = (where: unknown) => JSON.stringify(where ?? {}).includes('"$like"');

/**
 * Records by id whatever their state (deleted or unpublished ones too: a batched loader of what
 * content points at). Those this request has read already come from its identity map (a page reads
 * all categories for its menu, then each card's category), the rest in one statement.
 */
export async function anyByIds<T extends Identified>(em: EntityManager, entity: EntityClass<T>, ids: readonly number[]): Promise<Map<number, T>> {
  const read = em.getUnitOfWork();
  const found = new Map<number, T>();
  const missing: number[] = [];
  for (const id of ids) {
    const known = read.getById<T>(entity, id as never);
    if (known && isWhole(known)) found.set(id, known);
    else missing.push(id);
  }
  for (const row of await rowsById(em, entity, missing)) found.set(row.id, row);
  return found;
}

/** The `?` placeholders of a plain statement's `in (…)` list of `values`. */
export const placeholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/** Whether an entity in the identity map was read whole, not as a reference or with some fields only. */
function isWhole(entity: object): boolean {
  const wrapped = wrap(entity, true);
  return wrapped.isInitialized() && wrapped.__meta.props.every((prop) => prop.kind !== ReferenceKind.SCALAR || prop.lazy || wrapped.__loadedProperties.has(prop.name));
}

/** The record, or NOT_FOUND (a soft-deleted one is not found; an unpublished one unless `filters` turn that filter off). */
export async function findOr404<T extends object>(em: EntityManager, entity: EntityClass<T>, where: FilterQuery<NoInfer<T>>, message: string, filters?: FilterOptions): Promise<T> {
  const found = await em.findOne(entity, where, filters ? { filters } : {});
  if (!found) throw notFound(message);
  return found;
}

/** Newest first, with the id breaking ties, so paging is stable (admin lists: by creation). */
export const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

/** Latest published first, with the id breaking ties: the reader's lists of editorial records (issue 15). */
export const PUBLISHED_FIRST = { publishedAt: 'desc', id: 'desc' } as const;

/** Most read first, then latest published (the public lists' `sortBy: "hit"`). */
export const MOST_READ_FIRST = { hit: 'desc', publishedAt: 'desc', id: 'desc' } as const;

/**
 * The orders a public list can be sorted by (`sortBy`), newest first by default. `createdAt` is the
 * spec's name of "newest", which means latest published.
 */
export const PUBLIC_SORTS = { createdAt: PUBLISHED_FIRST, hit: MOST_READ_FIRST } as const;
export type PublicSort = keyof typeof PUBLIC_SORTS;
export const PUBLIC_SORT_NAMES = Object.keys(PUBLIC_SORTS) as PublicSort[];
