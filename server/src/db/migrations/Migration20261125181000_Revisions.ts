import { Migration } from '@mikro-orm/migrations';

/**
 * Revision history (issue 15): every save, autosave, publication and restore of a news item, column
 * or archive issue keeps its text, numbered per item; the history reads an item's revisions newest
 * first from the unique (kind, item_id, number desc) index.
 */
export class Migration20261125181000_Revisions extends Migration {

  override name = 'Migration20261125181000_Revisions';

  override up(): void | Promise<void> {
    this.addSql(`create table "revisions" ("id" serial primary key, "kind" text not null, "item_id" int not null, "number" int not null, "reason" text not null, "published" boolean not null default false, "author_id" int null, "created_at" timestamptz not null default now(), "item_version" int not null, "title" varchar(250) not null, "summary" text null, "content" jsonb not null, "fields" jsonb not null);`);
    this.addSql(`create unique index "revisions_kind_item_id_number_index" on "revisions" ("kind", "item_id", "number" desc);`);
    this.addSql(`create index "revisions_author_id_index" on "revisions" ("author_id");`);
    this.addSql(`alter table "revisions" add constraint "revisions_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "revisions" add constraint "revisions_kind_check" check ("kind" in ('News', 'Column', 'ArchiveIssue'));`);
    this.addSql(`alter table "revisions" add constraint "revisions_reason_check" check ("reason" in ('save', 'autosave', 'publish', 'restore'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "revisions" cascade;`);
  }

}
