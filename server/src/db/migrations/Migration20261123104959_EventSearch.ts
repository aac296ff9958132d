import { Migration } from '@mikro-orm/migrations';
import { foldText } from '../../modules/common/slug.js';

export class Migration20261123104959_EventSearch extends Migration {

  override name = 'Migration20261123104959_EventSearch';

  override async up(): Promise<void> {
    await this.execute(`alter table "events" add "search_text" text not null default '';`);
    // Existing events get their folded search text the way the entity hook writes it.
    const events = await this.execute(`select "id", "title", "location" from "events";`);
    for (const event of events as { id: number; title: string; location: string }[]) {
      await this.execute(`update "events" set "search_text" = ? where "id" = ?;`, [foldText(`${event.title} ${event.location}`), event.id]);
    }
    await this.execute(`create index "events_search_text_trgm" on "events" using gin ("search_text" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "events_search_text_trgm";`);
    this.addSql(`alter table "events" drop column "search_text";`);
  }

}
