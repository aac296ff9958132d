import type { EntityManager } from '@mikro-orm/postgresql';
import { ADVISORY_LOCKS, ifUnlocked } from '../../db/advisory-lock.js';
import type { Database } from '../../db/database.js';
import type { Logger } from '../../lib/logger.js';
import { AuditAction, type AuditKind } from '../audit/audit-entry.entity.js';
import { AuditService, labelOf } from '../audit/audit.service.js';
import { RevisionReason } from '../revision/revision.entity.js';
import { recordRevision } from '../revision/revision.service.js';
import { publishables } from './publishables.js';
import type { EditorialKind } from './publication.js';
import { WITH_UNPUBLISHED, type PublishableEntity } from './publishable.entity.js';

/** One item the scheduler made public. */
export interface ScheduledPublication {
  kind: EditorialKind;
  id: number;
  title: string;
}

export interface SchedulerOptions {
  db: Pick<Database, 'orm' | 'url' | 'embedded'>;
  log: Logger;
  /** How often it looks for due items; 0: only when `runOnce` is called. */
  intervalMs: number;
  /** The scheduler's clock (a test moves it). */
  now?: () => Date;
  /** Called once a round published something: the kept public pages are cleared. */
  onPublished: () => Promise<void>;
}

/**
 * Publishes scheduled news, columns and archive issues whose `publishAt` has come: at start (an
 * overdue item goes out at once after a restart) and every interval, with or without readers.
 * One instance of a site runs a round at a time (a PostgreSQL advisory lock; on the embedded
 * database, one round at a time in the process), and each item goes out exactly once anyway: one
 * UPDATE per table takes only rows still scheduled and answers those it changed. Each is then
 * kept as a `publish` revision and recorded in the audit log as the server's own action.
 */
export class PublicationScheduler {
  private timer?: NodeJS.Timeout;
  private round?: Promise<ScheduledPublication[]>;
  private stopped = false;
  private readonly now: () => Date;

  constructor(private readonly options: SchedulerOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Runs a round now, then every interval. A failed round is logged; the next one tries again. */
  start(): void {
    void this.tick();
    if (this.options.intervalMs > 0) {
      this.timer = setInterval(() => void this.tick(), this.options.intervalMs);
      this.timer.unref();
    }
  }

  /** No further rounds; waits for the one running. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.round?.catch(() => undefined);
  }

  /** One round (or the one already running): the items it published. */
  runOnce(): Promise<ScheduledPublication[]> {
    this.round ??= this.publishDue().finally(() => (this.round = undefined));
    return this.round;
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.runOnce();
    } catch (error) {
      this.options.log.error('scheduled publishing failed; trying again next round', error);
    }
  }

  private async publishDue(): Promise<ScheduledPublication[]> {
    const published: ScheduledPublication[] = [];
    const ran = await ifUnlocked(this.options.db, ADVISORY_LOCKS.scheduledPublishing, async () => {
      const now = this.now();
      const em = this.options.db.orm.em.fork();
      for (const { kind, entity } of publishables()) {
        const table = em.getMetadata().get(entity).tableName;
        // Only rows still scheduled: a round of another instance, or a staff change made meanwhile, wins.
        const rows: { id: number }[] = await em.getConnection().execute(
          `update "${table}" set "status" = 'published', "published_at" = coalesce("published_at", "publish_at"), "publish_at" = null,
             "version" = "version" + 1, "updated_at" = ?
           where "status" = 'scheduled' and "publish_at" <= ? and "deleted_at" is null returning "id"`,
          [now, now],
        );
        for (const { id } of rows) published.push(await this.recordPublication(em, kind, entity, Number(id)));
      }
    });
    if (!ran || !published.length) return published;
    this.options.log.info(`scheduled publishing: ${published.map((item) => `${item.kind} ${item.id}`).join(', ')} published`);
    await this.options.onPublished().catch((error) => this.options.log.error('page cache not cleared after scheduled publishing', error));
    return published;
  }

  /** The revision and the audit entry of one item just published; a failure of either is logged, the publication stands. */
  private async recordPublication(em: EntityManager, kind: EditorialKind, entity: Parameters<EntityManager['findOne']>[0], id: number): Promise<ScheduledPublication> {
    let item: (PublishableEntity & { title: string }) | null = null;
    try {
      item = (await em.findOne(entity, { id } as never, WITH_UNPUBLISHED)) as (PublishableEntity & { title: string }) | null;
      if (item) await recordRevision(em, { kind, item, reason: RevisionReason.publish, author: null });
    } catch (error) {
      this.options.log.error(`no revision kept of the scheduled publication of ${kind} ${id}`, error);
    }
    // EditorialKind's strings are AuditKind's.
    const audit = new AuditService(em, this.options.log);
    await audit.record({ user: null, action: AuditAction.publish, kind: kind as unknown as AuditKind, recordId: id, label: labelOf(item) ?? null, ip: '' });
    return { kind, id, title: item?.title ?? '' };
  }
}
