import { Migration } from '@mikro-orm/migrations';
import { backfillText, foldText2026 as foldText } from './search-text-backfill.js';

export class Migration20261123104959_EventSearch extends Migration {

  override name = 'Migration20261123104959_EventSearch';

  override async up(): Promise<void> {
    await this.execute(`alter table "events" add "search_text" text not null default '';`);
    // Existing events get their folded search text the way the entity hook writes it.
    await backfillText<{ id: number; title: string; location: string }>(this, 'events', ['title', 'location'], (event) => ({
      search_text: foldText(`${event.title} ${event.location}`),
    }));
    await this.execute(`create index "events_search_text_trgm" on "events" using gin ("search_text" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "events_search_text_trgm";`);
    this.addSql(`alter table "events" drop column "search_text";`);
  }

}
