import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Limit, RateLimiter } from '../../lib/rate-limit.js';
import { ArchiveIssue } from '../archive/archive-issue.entity.js';
import { Column } from '../column/column.entity.js';
import { badInput, notFound } from '../../lib/errors.js';
import { News } from '../news/news.entity.js';
import { PUBLISHED_LIVE_SQL } from '../publishing/publishable.entity.js';

/** What a public detail view can be of, by the `kind` the API takes. */
export const VIEWED = { news: News, column: Column, archive: ArchiveIssue } as const;
export type ViewKind = keyof typeof VIEWED;

/** One reader's views of one record count once an hour. */
export const REPEAT_VIEW: Limit = { max: 1, windowMs: 3_600_000 };

export interface Viewer {
  /** The client address (the rate limiter's, behind the trusted proxy). */
  ip: string;
  /** A signed-in staff user: their views are not counted. */
  staff: boolean;
}

/**
 * `hit` counting (design.md §5): a public detail view counts, unless a staff user made it or the same
 * reader viewed the record within the hour (kept in the rate limiter's store: memory or Redis, so
 * every instance agrees). The count goes up in SQL (`hit = hit + 1`), never read-modify-write.
 */
export class ViewService {
  constructor(
    private readonly em: EntityManager,
    private readonly limiter: RateLimiter,
  ) {}

  /** Records a view; true when it counted. `View.Kind.invalid` for an unknown kind, NOT_FOUND for a missing, deleted or unpublished record. */
  async record(kind: string, id: number, viewer: Viewer): Promise<boolean> {
    if (!Object.hasOwn(VIEWED, kind)) throw badInput({ kind: 'View.Kind.invalid' });
    const entity = VIEWED[kind as ViewKind] as EntityClass<{ id: number }>;
    if ((await this.em.count(entity, { id } as never)) === 0) throw notFound();
    if (viewer.staff) return false;
    if ((await this.limiter.take(`view:${kind}:${id}:${viewer.ip}`, REPEAT_VIEW)) !== undefined) return false;
    const table = this.em.getMetadata().get(entity).tableName;
    await this.em.getConnection().execute(`update ${table} set hit = hit + 1 where id = ? and ${PUBLISHED_LIVE_SQL}`, [id]);
    return true;
  }
}
