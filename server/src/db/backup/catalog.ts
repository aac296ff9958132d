import type pg from 'pg';

/** MikroORM's migration-tracking table (its default name, which ormOptions keeps). */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export interface TableShape {
  name: string;
  /** Every column, in table order, but the generated ones. */
  columns: string[];
  /** Primary-key columns (all columns when there is none), for a stable row order. */
  orderBy: string[];
}

/** The tables of the connection's schema: the app's tables and the migrations table. */
export async function listTables(client: pg.ClientBase): Promise<TableShape[]> {
  const { rows } = await client.query<{ name: string; columns: string[]; key: string[] | null }>(`
    select c.relname as name,
      (select json_agg(a.attname order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)) from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = c.oid and i.indisprimary) as key
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  return rows.map((row) => ({ name: row.name, columns: row.columns ?? [], orderBy: row.key ?? row.columns ?? [] }));
}

export async function listSequences(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'S' order by c.relname`);
  return rows.map((row) => row.name);
}

export interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export async function listForeignKeys(client: pg.ClientBase): Promise<ForeignKey[]> {
  const { rows } = await client.query<ForeignKey>(`
    select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = current_schema() order by c.relname, k.conname`);
  return rows;
}
