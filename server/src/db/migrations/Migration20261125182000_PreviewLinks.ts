import { Migration } from '@mikro-orm/migrations';

/** Shared preview links of unpublished news, columns and archive issues (issue 15 §3). */
export class Migration20261125182000_PreviewLinks extends Migration {

  override name = 'Migration20261125182000_PreviewLinks';

  override async up(): Promise<void> {
    this.addSql(`create table "preview_links" ("id" serial primary key, "kind" text not null, "item_id" int not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_by_id" int null);`);
    this.addSql(`alter table "preview_links" add constraint "preview_links_kind_check" check ("kind" in ('News', 'Column', 'ArchiveIssue'));`);
    this.addSql(`create index "preview_links_kind_item_id_index" on "preview_links" ("kind", "item_id");`);
    this.addSql(`alter table "preview_links" add constraint "preview_links_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "preview_links" cascade;`);
  }

}
