import { Migration } from '@mikro-orm/migrations';
import { foldText } from '../../modules/common/slug.js';

export class Migration20261123105124_NewsSearch extends Migration {

  override name = 'Migration20261123105124_NewsSearch';

  override async up(): Promise<void> {
    await this.execute(`alter table "news" add "search_text" text not null default '';`);
    // Existing news get the folded search text the entity hook writes.
    const rows = await this.execute(`select "id", "title", "teaser" from "news";`);
    for (const row of rows as { id: number; title: string; teaser: string }[]) {
      await this.execute(`update "news" set "search_text" = ? where "id" = ?;`, [foldText(`${row.title} ${row.teaser}`), row.id]);
    }
    await this.execute(`create index "news_search_text_trgm" on "news" using gin ("search_text" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "news_search_text_trgm";`);
    this.addSql(`alter table "news" drop column "search_text";`);
  }

}
