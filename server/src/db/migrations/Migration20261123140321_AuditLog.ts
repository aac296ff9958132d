import { Migration } from '@mikro-orm/migrations';

export class Migration20261123140321_AuditLog extends Migration {

  override name = 'Migration20261123140321_AuditLog';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_entries" ("id" serial primary key, "created_at" timestamptz not null default now(), "user_id" int null, "user_name" varchar(150) not null, "action" text not null, "kind" text not null, "record_id" int null, "label" varchar(200) null, "ip" varchar(64) not null);`);
    this.addSql(`create index "audit_entries_user_id_index" on "audit_entries" ("user_id");`);
    this.addSql(`create index "audit_entries_kind_created_at_index" on "audit_entries" ("kind", "created_at");`);
    this.addSql(`create index "audit_entries_created_at_id_index" on "audit_entries" ("created_at", "id");`);

    this.addSql(`alter table "audit_entries" add constraint "audit_entries_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('create', 'update', 'delete', 'confirm', 'signIn', 'signOut'));`);
    this.addSql(`alter table "audit_entries" add constraint "audit_entries_kind_check" check ("kind" in ('Category', 'Tag', 'News', 'Columnist', 'Column', 'ArchiveIssue', 'Event', 'Advert', 'PageSlot', 'ContactMessage', 'NewsletterSubscriber', 'SubscriptionRequest', 'Profile', 'Session'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_entries" cascade;`);
  }

}
