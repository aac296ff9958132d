import { Migration } from '@mikro-orm/migrations';

/**
 * Lists that stay fast at 100,000 news (decision 0008): an index in each list's order over the live
 * rows, the tag pivot readable by tag, and live counts of news (all, per category) and columns (all,
 * per columnist) kept by statement triggers instead of counted on every request.
 */
export class Migration20261125143000_ArchiveScale extends Migration {

  override name = 'Migration20261125143000_ArchiveScale';

  override async up(): Promise<void> {
    for (const [table, order, columns, include] of LIVE_ORDER_INDEXES) {
      this.addSql(`create index "${table}_live_${order}" on "${table}" (${columns})${include ? ` include (${include})` : ''} where "deleted_at" is null;`);
    }
    this.addSql(`create index "news_tags_tag_id_news_id_index" on "news_tags" ("tag_id", "news_id");`);

    this.addSql(`create table "list_counts" ("list" varchar(60) not null, "live" int not null, primary key ("list"));`);
    this.addSql(COUNT_CHANGE_FUNCTION);
    this.addSql(COUNT_TRUNCATE_FUNCTION);
    for (const [table, owner] of COUNTED_LISTS) {
      const args = `'${table}', '${owner}'`;
      this.addSql(`create trigger "${table}_list_counts_insert" after insert on "${table}" referencing new table as new_rows for each statement execute function list_counts_change(${args});`);
      this.addSql(`create trigger "${table}_list_counts_update" after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function list_counts_change(${args});`);
      this.addSql(`create trigger "${table}_list_counts_delete" after delete on "${table}" referencing old table as old_rows for each statement execute function list_counts_change(${args});`);
      this.addSql(`create trigger "${table}_list_counts_truncate" after truncate on "${table}" for each statement execute function list_counts_truncate('${table}');`);
      this.addSql(`insert into "list_counts" ("list", "live")
        select '${table}', count(*)::int from "${table}" where "deleted_at" is null
        union all
        select '${table}.${owner}:' || "${owner}", count(*)::int from "${table}" where "deleted_at" is null and "${owner}" is not null group by "${owner}";`);
    }
  }

  override down(): void | Promise<void> {
    for (const [table] of COUNTED_LISTS) {
      for (const op of ['insert', 'update', 'delete', 'truncate']) this.addSql(`drop trigger "${table}_list_counts_${op}" on "${table}";`);
    }
    this.addSql(`drop function list_counts_change();`);
    this.addSql(`drop function list_counts_truncate();`);
    this.addSql(`drop table "list_counts";`);
    this.addSql(`drop index "news_tags_tag_id_news_id_index";`);
    for (const [table, order] of LIVE_ORDER_INDEXES) this.addSql(`drop index "${table}_live_${order}";`);
  }

}

const LIVE_ORDER_INDEXES: ReadonlyArray<readonly [table: string, order: string, columns: string, include?: string]> = [
  ['news', 'newest', '"created_at" desc, "id" desc'],
  ['news', 'most_read', '"hit" desc, "created_at" desc, "id" desc'],
  ['news', 'category_newest', '"category_id", "created_at" desc, "id" desc'],
  ['news', 'category_most_read', '"category_id", "hit" desc, "created_at" desc, "id" desc'],
  // A tag's news, looked up by id, are read from the index alone.
  ['news', 'id', '"id"', '"created_at"'],
  ['columns', 'newest', '"created_at" desc, "id" desc'],
  ['columns', 'most_read', '"hit" desc, "created_at" desc, "id" desc'],
  ['columns', 'columnist_newest', '"columnist_id", "created_at" desc, "id" desc'],
];

/** The soft-deletable tables whose live rows list_counts keeps: all of them (`news`) and per owner (`news.category_id:7`). */
const COUNTED_LISTS = [
  ['news', 'category_id'],
  ['columns', 'columnist_id'],
] as const;

/**
 * A statement trigger of a counted table (arguments: the table, its owner column): adds the live
 * rows of the statement's new rows and takes away those of its old rows, grouped by list, in one
 * upsert. A statement that changes no row's liveness or owner (a hit, an edit) writes nothing.
 */
const COUNT_CHANGE_FUNCTION = `
create function list_counts_change() returns trigger language plpgsql as $$
declare
  counted text := TG_ARGV[0];
  owner text := TG_ARGV[1];
  live_rows text := 'select %L as list, %s as n from %I where deleted_at is null union all '
    || 'select %L || %I, %s from %I where deleted_at is null and %I is not null';
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

/** After a truncate the table's lists are empty. */
const COUNT_TRUNCATE_FUNCTION = `
create function list_counts_truncate() returns trigger language plpgsql as $$
begin
  delete from list_counts where list = TG_ARGV[0] or list like TG_ARGV[0] || '.%';
  return null;
end $$;`;
