import { Migration } from '@mikro-orm/migrations';
import { foldText } from '../../modules/common/slug.js';

export class Migration20261123105259_Columns extends Migration {

  override name = 'Migration20261123105259_Columns';

  override async up(): Promise<void> {
    await this.execute(`alter table "columnists" add "search_text" text not null default '';`);
    // Existing rows get their folded search text the way the entity hooks write it (foldText in JS).
    const columnists = await this.execute(`select "id", "name" from "columnists";`);
    for (const row of columnists as { id: number; name: string }[]) {
      await this.execute(`update "columnists" set "search_text" = ? where "id" = ?;`, [foldText(row.name), row.id]);
    }
    await this.execute(`create index "columnists_search_text_trgm" on "columnists" using gin ("search_text" gin_trgm_ops);`);

    await this.execute(`alter table "columns" add "search_text" text not null default '';`);
    const columns = await this.execute(`select "id", "title" from "columns";`);
    for (const row of columns as { id: number; title: string }[]) {
      await this.execute(`update "columns" set "search_text" = ? where "id" = ?;`, [foldText(row.title), row.id]);
    }
    await this.execute(`create index "columns_search_text_trgm" on "columns" using gin ("search_text" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "columnists_search_text_trgm";`);
    this.addSql(`alter table "columnists" drop column "search_text";`);

    this.addSql(`drop index "columns_search_text_trgm";`);
    this.addSql(`alter table "columns" drop column "search_text";`);
  }

}
