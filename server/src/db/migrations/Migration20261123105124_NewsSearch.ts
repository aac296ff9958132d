import { Migration } from '@mikro-orm/migrations';
import { backfillText, foldText2026 as foldText } from './search-text-backfill.js';

export class Migration20261123105124_NewsSearch extends Migration {

  override name = 'Migration20261123105124_NewsSearch';

  override async up(): Promise<void> {
    await this.execute(`alter table "news" add "search_text" text not null default '';`);
    // Existing news get the folded search text the entity hook writes.
    await backfillText<{ id: number; title: string; teaser: string }>(this, 'news', ['title', 'teaser'], (row) => ({ search_text: foldText(`${row.title} ${row.teaser}`) }));
    await this.execute(`create index "news_search_text_trgm" on "news" using gin ("search_text" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "news_search_text_trgm";`);
    this.addSql(`alter table "news" drop column "search_text";`);
  }

}
