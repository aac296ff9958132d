import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthService, type AuthDeps } from '../auth/auth.service.js';
import type { MediaService } from '../media/media.service.js';
import { ArchiveIssueService } from '../modules/archive/archive-issue.service.js';
import { CategoryService } from '../modules/category/category.service.js';
import { EventService } from '../modules/event/event.service.js';
import { ColumnService } from '../modules/column/column.service.js';
import { ColumnistService } from '../modules/columnist/columnist.service.js';
import { NewsService } from '../modules/news/news.service.js';
import { TagService } from '../modules/tag/tag.service.js';
import { UserService } from '../modules/user/user.service.js';

/**
 * Every module's service, built on one EntityManager: the request's, or a transaction's (inside a
 * transaction, call `createServices(tx, deps)` so no query leaves it — on the embedded database a
 * query on another EntityManager would wait for the transaction forever).
 */
export interface ServiceDeps extends AuthDeps {
  /** Uploads: stored before the database work, discarded when it fails (one per app). */
  media: MediaService;
}

export function createServices(em: EntityManager, deps: ServiceDeps) {
  return {
    media: deps.media,
    auth: new AuthService(em, deps),
    users: new UserService(em),
    categories: new CategoryService(em),
    tags: new TagService(em),
    news: new NewsService(em, deps.media),
    events: new EventService(em),
    columnists: new ColumnistService(em, deps.media),
    columns: new ColumnService(em),
    archiveIssues: new ArchiveIssueService(em, deps.media),
  };
}

export type Services = ReturnType<typeof createServices>;
