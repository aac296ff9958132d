import { Migration } from '@mikro-orm/migrations';
import { backfillText, foldText2026 as foldText } from './search-text-backfill.js';

export class Migration20261123105322_ArchiveSearch extends Migration {

  override name = 'Migration20261123105322_ArchiveSearch';

  override async up(): Promise<void> {
    await this.execute(`alter table "archive_issues" add "search_text" text not null default '';`);
    // Existing issues (deleted ones too) get their folded search text the way the entity hook writes it.
    await backfillText<{ id: number; title: string; description: string }>(this, 'archive_issues', ['title', 'description'], (issue) => ({
      search_text: foldText(`${issue.title} ${issue.description}`),
    }));
    await this.execute(`create index "archive_issues_search_text_trgm" on "archive_issues" using gin ("search_text" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "archive_issues_search_text_trgm";`);
    this.addSql(`alter table "archive_issues" drop column "search_text";`);
  }

}
