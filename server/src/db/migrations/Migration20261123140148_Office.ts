import { Migration } from '@mikro-orm/migrations';
import { backfillText, foldText2026 as foldText } from './search-text-backfill.js';

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

    await backfillText<{ id: number; name: string; location: string; link: string }>(this, 'adverts', ['name', 'location', 'link'], (row) => ({
      search_text: foldText(`${row.name} ${row.location} ${row.link}`),
    }));
    await backfillText<{ id: number; name: string; email: string; message: string }>(this, 'contact_messages', ['name', 'email', 'message'], (row) => ({
      search_text: foldText(`${row.name} ${row.email} ${row.message}`),
    }));
    await backfillText<{ id: number; email: string }>(this, 'newsletter_subscribers', ['email'], (row) => ({ search_text: foldText(row.email) }));
    type Request = { id: number; name: string; company_name: string | null; email: string; phone: string; address: string };
    await backfillText<Request>(this, 'subscription_requests', ['name', 'company_name', 'email', 'phone', 'address'], (row) => ({
      search_text: foldText([row.name, row.company_name, row.email, row.phone, row.address].filter(Boolean).join(' ')),
    }));

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
