import { Migration } from '@mikro-orm/migrations';
import { backfillText, foldText2026 as foldText } from './search-text-backfill.js';

export class Migration20261123103916_EditorialMachinery extends Migration {

  override name = 'Migration20261123103916_EditorialMachinery';

  override async up(): Promise<void> {
    // Folded search uses trigram indexes (contrib in PostgreSQL, loaded by the embedded PGlite).
    await this.execute(`create extension if not exists pg_trgm;`);
    await this.execute(`create table "slug_redirects" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "kind" varchar(40) not null, "old_slug" varchar(160) not null, "target_id" int not null);`);
    await this.execute(`create index "slug_redirects_kind_target_id_index" on "slug_redirects" ("kind", "target_id");`);
    await this.execute(`alter table "slug_redirects" add constraint "slug_redirects_kind_old_slug_unique" unique ("kind", "old_slug");`);

    await this.execute(`drop index "categories_deleted_at_index";`);
    await this.execute(`drop index "categories_name_key_index";`);
    await this.execute(`create index "categories_search_text_trgm" on "categories" using gin ("search_text" gin_trgm_ops);`);
    await this.execute(`create unique index "categories_name_key_live_unique" on "categories" ("name_key") where "deleted_at" is null;`);

    await this.execute(`alter table "tags" add "name_key" varchar(60) not null default '', add "search_text" text not null default '';`);
    // Existing tags get their folded name and search text the way the entity hook writes them.
    await backfillText<{ id: number; name: string; description: string }>(this, 'tags', ['name', 'description'], (tag) => ({
      name_key: foldText(tag.name),
      search_text: foldText(`${tag.name} ${tag.description}`),
    }));
    await this.execute(`create index "tags_search_text_trgm" on "tags" using gin ("search_text" gin_trgm_ops);`);
    await this.execute(`create unique index "tags_name_key_live_unique" on "tags" ("name_key") where "deleted_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "slug_redirects" cascade;`);

    this.addSql(`drop index "categories_search_text_trgm";`);
    this.addSql(`drop index "categories_name_key_live_unique";`);
    this.addSql(`create index "categories_deleted_at_index" on "categories" ("deleted_at");`);
    this.addSql(`create index "categories_name_key_index" on "categories" ("name_key");`);

    this.addSql(`drop index "tags_search_text_trgm";`);
    this.addSql(`drop index "tags_name_key_live_unique";`);
    this.addSql(`alter table "tags" drop column "name_key", drop column "search_text";`);
  }

}
