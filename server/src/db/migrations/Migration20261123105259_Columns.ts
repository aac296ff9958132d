import { Migration } from '@mikro-orm/migrations';
import { backfillText, foldText2026 as foldText } from './search-text-backfill.js';

export class Migration20261123105259_Columns extends Migration {

  override name = 'Migration20261123105259_Columns';

  override async up(): Promise<void> {
    await this.execute(`alter table "columnists" add "search_text" text not null default '';`);
    // Existing rows get their folded search text the way the entity hooks write it (foldText in JS).
    await backfillText<{ id: number; name: string }>(this, 'columnists', ['name'], (row) => ({ search_text: foldText(row.name) }));
    await this.execute(`create index "columnists_search_text_trgm" on "columnists" using gin ("search_text" gin_trgm_ops);`);

    await this.execute(`alter table "columns" add "search_text" text not null default '';`);
    await backfillText<{ id: number; title: string }>(this, 'columns', ['title'], (row) => ({ search_text: foldText(row.title) }));
    await this.execute(`create index "columns_search_text_trgm" on "columns" using gin ("search_text" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "columnists_search_text_trgm";`);
    this.addSql(`alter table "columnists" drop column "search_text";`);

    this.addSql(`drop index "columns_search_text_trgm";`);
    this.addSql(`alter table "columns" drop column "search_text";`);
  }

}
