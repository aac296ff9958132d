import { Migration } from '@mikro-orm/migrations';

/** The audit log's new actions of the editor's day (issue 15): publish, unpublish, schedule, restore, previewLink. */
export class Migration20261125181500_PublishingAudit extends Migration {

  override name = 'Migration20261125181500_PublishingAudit';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_entries" drop constraint if exists "audit_entries_action_check";`);
    this.addSql(`alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('create', 'update', 'delete', 'confirm', 'signIn', 'signOut', 'publish', 'unpublish', 'schedule', 'restore', 'previewLink'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "audit_entries" where "action" in ('publish', 'unpublish', 'schedule', 'restore', 'previewLink');`);
    this.addSql(`alter table "audit_entries" drop constraint if exists "audit_entries_action_check";`);
    this.addSql(`alter table "audit_entries" add constraint "audit_entries_action_check" check ("action" in ('create', 'update', 'delete', 'confirm', 'signIn', 'signOut'));`);
  }

}
