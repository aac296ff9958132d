import { Migration } from '@mikro-orm/migrations';

/**
 * Lists that stay fast at 100,000 news (decision 0008): an index in each list's order over the live
 * rows, the tag pivot readable by tag, and live news counts (all, per category) kept by statement
 * triggers instead of counted on every request.
 */
export class Migration20261125143000_ArchiveScale extends Migration {

  override name = 'Migration20261125143000_ArchiveScale';

  override async up(): Promise<void> {
    for (const [table, order, columns] of LIVE_ORDER_INDEXES) {
      this.addSql(`create index "${table}_live_${order}" on "${table}" (${columns}) where "deleted_at" is null;`);
    }
    this.addSql(`create index "news_tags_tag_id_news_id_index" on "news_tags" ("tag_id", "news_id");`);

    this.addSql(`create table "list_counts" ("list" varchar(60) not null, "live" int not null, primary key ("list"));`);
    for (const sql of COUNT_FUNCTIONS) this.addSql(sql);
    this.addSql(`create trigger "news_list_counts_insert" after insert on "news" referencing new table as new_rows for each statement execute function news_list_counts_insert();`);
    this.addSql(`create trigger "news_list_counts_update" after update on "news" referencing old table as old_rows new table as new_rows for each statement execute function news_list_counts_update();`);
    this.addSql(`create trigger "news_list_counts_delete" after delete on "news" referencing old table as old_rows for each statement execute function news_list_counts_delete();`);
    this.addSql(`create trigger "news_list_counts_truncate" after truncate on "news" for each statement execute function news_list_counts_truncate();`);
    this.addSql(`insert into "list_counts" ("list", "live")
      select 'news', count(*)::int from "news" where "deleted_at" is null
      union all
      select 'news.category:' || "category_id", count(*)::int from "news" where "deleted_at" is null and "category_id" is not null group by "category_id";`);
  }

  override down(): void | Promise<void> {
    for (const op of ['insert', 'update', 'delete', 'truncate']) {
      this.addSql(`drop trigger "news_list_counts_${op}" on "news";`);
      this.addSql(`drop function news_list_counts_${op}();`);
    }
    this.addSql(`drop table "list_counts";`);
    this.addSql(`drop index "news_tags_tag_id_news_id_index";`);
    for (const [table, order] of LIVE_ORDER_INDEXES) this.addSql(`drop index "${table}_live_${order}";`);
  }

}

const LIVE_ORDER_INDEXES = [
  ['news', 'newest', '"created_at" desc, "id" desc'],
  ['news', 'most_read', '"hit" desc, "created_at" desc, "id" desc'],
  ['news', 'category_newest', '"category_id", "created_at" desc, "id" desc'],
  ['news', 'category_most_read', '"category_id", "hit" desc, "created_at" desc, "id" desc'],
  ['columns', 'newest', '"created_at" desc, "id" desc'],
  ['columns', 'most_read', '"hit" desc, "created_at" desc, "id" desc'],
  ['columns', 'columnist_newest', '"columnist_id", "created_at" desc, "id" desc'],
] as const;

/** The live rows of a transition table as +1 / -1 per list they count in. */
const liveDeltas = (rows: string, sign: string) => `
  select 'news' as list, ${sign} as n from ${rows} where deleted_at is null
  union all
  select 'news.category:' || category_id, ${sign} from ${rows} where deleted_at is null and category_id is not null`;

const applyDeltas = (deltas: string) => `
  insert into list_counts (list, live)
  select list, sum(n)::int from (${deltas}) d group by list having sum(n) <> 0
  on conflict (list) do update set live = list_counts.live + excluded.live;`;

const COUNT_FUNCTIONS = [
  `create function news_list_counts_insert() returns trigger language plpgsql as $$
   begin ${applyDeltas(liveDeltas('new_rows', '1'))} return null; end $$;`,
  `create function news_list_counts_update() returns trigger language plpgsql as $$
   begin ${applyDeltas(`${liveDeltas('new_rows', '1')} union all ${liveDeltas('old_rows', '-1')}`)} return null; end $$;`,
  `create function news_list_counts_delete() returns trigger language plpgsql as $$
   begin ${applyDeltas(liveDeltas('old_rows', '-1'))} return null; end $$;`,
  `create function news_list_counts_truncate() returns trigger language plpgsql as $$
   begin delete from list_counts where list = 'news' or list like 'news.%'; return null; end $$;`,
];
