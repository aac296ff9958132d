import { Migration } from '@mikro-orm/migrations';

/**
 * Publication status for news, columns and archive issues (issue 15): status, publish_at,
 * published_at and the optimistic-lock version. Existing rows are published since their creation.
 * The public lists' order indexes and the kept counts (migration ArchiveScale) now cover only the
 * rows readers see: live and published, ordered by published_at.
 */
export class Migration20261125180000_Publishing extends Migration {

  override name = 'Migration20261125180000_Publishing';

  override async up(): Promise<void> {
    for (const table of PUBLISHABLE_TABLES) {
      this.addSql(`alter table "${table}" add "status" text not null default 'published', add "publish_at" timestamptz null, add "published_at" timestamptz null, add "version" int not null default 1;`);
      this.addSql(`alter table "${table}" add constraint "${table}_status_check" check ("status" in ('draft', 'scheduled', 'published'));`);
    }
    // Before the count triggers are redefined, so the backfill does not run them over every row.
    for (const [table] of COUNTED_LISTS) {
      for (const op of ['insert', 'update', 'delete']) this.addSql(`drop trigger "${table}_list_counts_${op}" on "${table}";`);
    }
    for (const table of PUBLISHABLE_TABLES) {
      this.addSql(`update "${table}" set "published_at" = "created_at";`);
      this.addSql(`create index "${table}_status_publish_at_index" on "${table}" ("status", "publish_at");`);
    }
    for (const [table, order] of OLD_ORDER_INDEXES) this.addSql(`drop index "${table}_live_${order}";`);
    for (const [table, order, columns, include] of PUBLISHED_ORDER_INDEXES) {
      this.addSql(`create index "${table}_published_${order}" on "${table}" (${columns})${include ? ` include (${include})` : ''} where ${PUBLISHED_LIVE};`);
    }

    this.addSql(COUNT_CHANGE_FUNCTION);
    for (const [table, owner] of COUNTED_LISTS) {
      for (const sql of countTriggers(table, `'${table}', '${owner}', '${PUBLISHED_LIVE.replaceAll("'", "''")}'`)) this.addSql(sql);
      this.addSql(`delete from "list_counts" where "list" = '${table}' or "list" like '${table}.%';`);
      this.addSql(`insert into "list_counts" ("list", "live")
        select '${table}', count(*)::int from "${table}" where ${PUBLISHED_LIVE}
        union all
        select '${table}.${owner}:' || "${owner}", count(*)::int from "${table}" where ${PUBLISHED_LIVE} and "${owner}" is not null group by "${owner}";`);
    }
  }

  override down(): void | Promise<void> {
    for (const [table, owner] of COUNTED_LISTS) {
      for (const op of ['insert', 'update', 'delete']) this.addSql(`drop trigger "${table}_list_counts_${op}" on "${table}";`);
      for (const sql of countTriggers(table, `'${table}', '${owner}'`)) this.addSql(sql);
      this.addSql(`delete from "list_counts" where "list" = '${table}' or "list" like '${table}.%';`);
      this.addSql(`insert into "list_counts" ("list", "live")
        select '${table}', count(*)::int from "${table}" where "deleted_at" is null
        union all
        select '${table}.${owner}:' || "${owner}", count(*)::int from "${table}" where "deleted_at" is null and "${owner}" is not null group by "${owner}";`);
    }
    for (const [table, order] of PUBLISHED_ORDER_INDEXES) this.addSql(`drop index "${table}_published_${order}";`);
    for (const [table, order, columns, include] of OLD_ORDER_INDEXES) {
      this.addSql(`create index "${table}_live_${order}" on "${table}" (${columns})${include ? ` include (${include})` : ''} where "deleted_at" is null;`);
    }
    for (const table of PUBLISHABLE_TABLES) {
      this.addSql(`drop index "${table}_status_publish_at_index";`);
      this.addSql(`alter table "${table}" drop constraint "${table}_status_check";`);
      this.addSql(`alter table "${table}" drop column "status", drop column "publish_at", drop column "published_at", drop column "version";`);
    }
  }

}

const PUBLISHABLE_TABLES = ['news', 'columns', 'archive_issues'] as const;

/** The rows readers see (PUBLISHED_LIVE_SQL of the publishing module, fixed here as this migration wrote it). */
const PUBLISHED_LIVE = `"deleted_at" is null and "status" = 'published'`;

/** ArchiveScale's public order indexes; its `newest` ones stay for the staff lists, which show every live row by creation. */
const OLD_ORDER_INDEXES: ReadonlyArray<readonly [table: string, order: string, columns: string, include?: string]> = [
  ['news', 'most_read', '"hit" desc, "created_at" desc, "id" desc'],
  ['news', 'category_newest', '"category_id", "created_at" desc, "id" desc'],
  ['news', 'category_most_read', '"category_id", "hit" desc, "created_at" desc, "id" desc'],
  ['news', 'id', '"id"', '"created_at"'],
  ['columns', 'most_read', '"hit" desc, "created_at" desc, "id" desc'],
];

const PUBLISHED_ORDER_INDEXES: ReadonlyArray<readonly [table: string, order: string, columns: string, include?: string]> = [
  ['news', 'newest', '"published_at" desc, "id" desc'],
  ['news', 'most_read', '"hit" desc, "published_at" desc, "id" desc'],
  ['news', 'category_newest', '"category_id", "published_at" desc, "id" desc'],
  ['news', 'category_most_read', '"category_id", "hit" desc, "published_at" desc, "id" desc'],
  // A tag's news, looked up by id, are read from the index alone.
  ['news', 'id', '"id"', '"published_at"'],
  ['columns', 'newest', '"published_at" desc, "id" desc'],
  ['columns', 'most_read', '"hit" desc, "published_at" desc, "id" desc'],
  ['columns', 'columnist_newest', '"columnist_id", "published_at" desc, "id" desc'],
  ['archive_issues', 'newest', '"published_at" desc, "id" desc'],
];

/** The tables whose counted rows list_counts keeps: all of them (`news`) and per owner (`news.category_id:7`). */
const COUNTED_LISTS = [
  ['news', 'category_id'],
  ['columns', 'columnist_id'],
] as const;

const countTriggers = (table: string, args: string) => [
  `create trigger "${table}_list_counts_insert" after insert on "${table}" referencing new table as new_rows for each statement execute function list_counts_change(${args});`,
  `create trigger "${table}_list_counts_update" after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function list_counts_change(${args});`,
  `create trigger "${table}_list_counts_delete" after delete on "${table}" referencing old table as old_rows for each statement execute function list_counts_change(${args});`,
];

/**
 * ArchiveScale's statement trigger with an optional third argument, the predicate of a counted row
 * (`deleted_at is null` without it): a row that is published, withdrawn or deleted moves in or out
 * of its lists. A statement that changes no row's predicate or owner (a hit, an edit) writes nothing.
 */
const COUNT_CHANGE_FUNCTION = `
create or replace function list_counts_change() returns trigger language plpgsql as $$
declare
  counted text := TG_ARGV[0];
  owner text := TG_ARGV[1];
  counted_row text := coalesce(TG_ARGV[2], 'deleted_at is null');
  live_rows text := 'select %L as list, %s as n from %I where ' || counted_row || ' union all '
    || 'select %L || %I, %s from %I where ' || counted_row || ' and %I is not null';
  deltas text[] := '{}';
begin
  if TG_OP in ('INSERT', 'UPDATE') then
    deltas := deltas || format(live_rows, counted, 1, 'new_rows', counted || '.' || owner || ':', owner, 1, 'new_rows', owner);
  end if;
  if TG_OP in ('DELETE', 'UPDATE') then
    deltas := deltas || format(live_rows, counted, -1, 'old_rows', counted || '.' || owner || ':', owner, -1, 'old_rows', owner);
  end if;
  execute format('insert into list_counts (list, live) select list, sum(n)::int from (%s) d group by list having sum(n) <> 0 '
    || 'on conflict (list) do update set live = list_counts.live + excluded.live', array_to_string(deltas, ' union all '));
  return null;
end $$;`;
