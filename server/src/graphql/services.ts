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
import { AdvertService } from '../modules/advert/advert.service.js';
import { PageSlotService } from '../modules/page-slot/page-slot.service.js';
import { ViewService } from '../modules/view/view.service.js';
import { ContactService } from '../modules/contact/contact.service.js';
import { NewsletterService } from '../modules/newsletter/newsletter.service.js';
import { SubscriptionService } from '../modules/subscription/subscription.service.js';
import { StaffNotifier } from '../mail/staff-notifications.js';
import { ProfileService } from '../modules/profile/profile.service.js';
import { AuditService } from '../modules/audit/audit.service.js';
import { DashboardService } from '../modules/dashboard/dashboard.service.js';

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
  const notifier = new StaffNotifier(deps);
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
    adverts: new AdvertService(em, deps.media),
    pageSlots: new PageSlotService(em),
    views: new ViewService(em, deps.limiter),
    contacts: new ContactService(em, notifier),
    newsletter: new NewsletterService(em),
    subscriptions: new SubscriptionService(em, deps.config.subscriptionPayment, notifier),
    profile: new ProfileService(em, deps.media, deps.limiter),
    audit: new AuditService(em, deps.log),
    dashboard: new DashboardService(em),
  };
}

export type Services = ReturnType<typeof createServices>;
