import { Migration } from '@mikro-orm/migrations';
import { foldText } from '../../modules/common/slug.js';

/**
 * The office (issue 7): contact messages remember when staff read them; adverts, contact messages,
 * newsletter subscribers and subscription requests get folded search text (as the entity hooks
 * write it) with trigram indexes; subscriptions are filtered by when they were confirmed.
 */
export class Migration20261123140148_Office extends Migration {

  override name = 'Migration20261123140148_Office';

  override async up(): Promise<void> {
    await this.execute(`alter table "contact_messages" add "read_at" timestamptz null;`);
    for (const table of ['adverts', 'contact_messages', 'newsletter_subscribers', 'subscription_requests']) {
      await this.execute(`alter table "${table}" add "search_text" text not null default '';`);
    }

    const adverts = await this.execute(`select "id", "name", "location", "link" from "adverts";`);
    for (const row of adverts as { id: number; name: string; location: string; link: string }[]) {
      await this.execute(`update "adverts" set "search_text" = ? where "id" = ?;`, [foldText(`${row.name} ${row.location} ${row.link}`), row.id]);
    }
    const messages = await this.execute(`select "id", "name", "email", "message" from "contact_messages";`);
    for (const row of messages as { id: number; name: string; email: string; message: string }[]) {
      await this.execute(`update "contact_messages" set "search_text" = ? where "id" = ?;`, [foldText(`${row.name} ${row.email} ${row.message}`), row.id]);
    }
    const subscribers = await this.execute(`select "id", "email" from "newsletter_subscribers";`);
    for (const row of subscribers as { id: number; email: string }[]) {
      await this.execute(`update "newsletter_subscribers" set "search_text" = ? where "id" = ?;`, [foldText(row.email), row.id]);
    }
    const requests = await this.execute(`select "id", "name", "company_name", "email", "phone", "address" from "subscription_requests";`);
    for (const row of requests as { id: number; name: string; company_name: string | null; email: string; phone: string; address: string }[]) {
      const text = foldText([row.name, row.company_name, row.email, row.phone, row.address].filter(Boolean).join(' '));
      await this.execute(`update "subscription_requests" set "search_text" = ? where "id" = ?;`, [text, row.id]);
    }

    for (const table of ['adverts', 'contact_messages', 'newsletter_subscribers', 'subscription_requests']) {
      await this.execute(`create index "${table}_search_text_trgm" on "${table}" using gin ("search_text" gin_trgm_ops);`);
    }
    await this.execute(`create index "subscription_requests_subscribed_at_index" on "subscription_requests" ("subscribed_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "subscription_requests_subscribed_at_index";`);
    for (const table of ['adverts', 'contact_messages', 'newsletter_subscribers', 'subscription_requests']) {
      this.addSql(`drop index "${table}_search_text_trgm";`);
      this.addSql(`alter table "${table}" drop column "search_text";`);
    }
    this.addSql(`alter table "contact_messages" drop column "read_at";`);
  }

}
