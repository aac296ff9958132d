import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../lib/logger.js';
import type { PageArgs } from '../common/paging.js';
import { findPage, NEWEST_FIRST } from '../common/resource-queries.js';
import { User } from '../user/user.entity.js';
import { AUDIT_LABEL_MAX, AuditEntry, type AuditAction, type AuditKind } from './audit-entry.entity.js';
import { KIND_ENTITIES } from './audit.map.js';

export interface AuditListArgs extends PageArgs {
  userId?: number | null;
  kind?: AuditKind | null;
}

/** The `userName` of an entry the server made on its own (the scheduler's publishing): no user, no address. */
export const SYSTEM_ACTOR = 'system';

export interface AuditRecord {
  /** Null for the server's own work (then the entry is the `SYSTEM_ACTOR`'s). */
  user: User | null;
  action: AuditAction;
  kind: AuditKind;
  recordId?: number | null;
  label?: string | null;
  ip: string;
}

/** A record's short label: its title, else its name, else its slot or email. */
export function labelOf(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const label = [record.title, record.name, record.area, record.location, record.email].find((v) => typeof v === 'string' && v.trim());
  return typeof label === 'string' ? label.trim().slice(0, AUDIT_LABEL_MAX) : undefined;
}

/** The audit log: written by the audit middleware after a staff mutation succeeded, read by staff. */
export class AuditService {
  constructor(
    private readonly em: EntityManager,
    private readonly log: Logger,
  ) {}

  /** Newest first, optionally of one user and one kind of record. */
  list(args: AuditListArgs) {
    const where = { ...(args.userId ? { user: args.userId } : {}), ...(args.kind ? { kind: args.kind } : {}) };
    return findPage(this.em, AuditEntry, { where: where as never, orderBy: NEWEST_FIRST, page: args.page, pageSize: args.pageSize });
  }

  /** Everyone with an entry, deleted users included (the person filter's choices). */
  async people(): Promise<User[]> {
    const rows: { user_id: number }[] = await this.em.getConnection().execute('select distinct user_id from audit_entries where user_id is not null');
    if (!rows.length) return [];
    return this.em.find(User, { id: { $in: rows.map((row) => Number(row.user_id)) } }, { filters: false, orderBy: { id: 'asc' } });
  }

  /** The label of a record of `kind` by id, deleted ones included (read before a delete). */
  async labelOfRecord(kind: AuditKind, id: number): Promise<string | undefined> {
    const entity = KIND_ENTITIES[kind];
    if (!entity) return undefined;
    const record = await this.em.fork().findOne(entity as never, { id } as never, { filters: false });
    return labelOf(record);
  }

  /**
   * Writes one entry on an EntityManager of its own (nothing else pending is flushed with it). The
   * action already happened, so a failure to record it is logged rather than answered.
   */
  async record(entry: AuditRecord): Promise<void> {
    try {
      const em = this.em.fork();
      em.create(AuditEntry, {
        user: entry.user ? em.getReference(User, entry.user.id) : null,
        userName: entry.user?.name ?? SYSTEM_ACTOR,
        action: entry.action,
        kind: entry.kind,
        recordId: entry.recordId ?? null,
        label: entry.label ?? null,
        ip: entry.ip.slice(0, 64),
      });
      await em.flush();
    } catch (error) {
      this.log.error(`could not record ${entry.action} ${entry.kind} ${entry.recordId ?? ''} in the audit log`, error);
    }
  }
}
