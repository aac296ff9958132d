// Imported in the order type-graphql should print the schema's fields (the order resolvers load in).
import { authModule } from '../auth/auth.module.js';
import { archiveModule } from './archive/archive.module.js';
import { revisionModule } from './revision/revision.module.js';
import { categoryModule } from './category/category.module.js';
import { columnModule } from './column/column.module.js';
import { columnistModule } from './columnist/columnist.module.js';
import { eventModule } from './event/event.module.js';
import { newsModule } from './news/news.module.js';
import { slugRedirectModule } from './slug-redirect/slug-redirect.module.js';
import { tagModule } from './tag/tag.module.js';
import { advertModule } from './advert/advert.module.js';
import { pageSlotModule } from './page-slot/page-slot.module.js';
import { viewModule } from './view/view.module.js';
import { contactModule } from './contact/contact.module.js';
import { newsletterModule } from './newsletter/newsletter.module.js';
import { subscriptionModule } from './subscription/subscription.module.js';
import { profileModule } from './profile/profile.module.js';
import { auditModule } from './audit/audit.module.js';
import { dashboardModule } from './dashboard/dashboard.module.js';
import { publishingModule } from './publishing/publishing.module.js';
import { previewModule } from './preview/preview.module.js';
import { userModule } from './user/user.module.js';
import { registerPublishables } from './publishing/publishables.js';

/**
 * Every module of the server, the one list that the schema, the shield map, the services, the ORM's
 * entities, the REST route table, the client's input limits, the audit log and the page cache read.
 * A new resource is one line here (and its `<x>.module.ts`). The order is the REST table's.
 */
export const modules = [
  authModule,
  userModule,
  profileModule,
  categoryModule,
  tagModule,
  newsModule,
  eventModule,
  columnistModule,
  columnModule,
  archiveModule,
  revisionModule,
  slugRedirectModule,
  advertModule,
  pageSlotModule,
  viewModule,
  contactModule,
  newsletterModule,
  subscriptionModule,
  auditModule,
  dashboardModule,
  publishingModule,
  previewModule,
] as const;

registerPublishables(modules.flatMap((module) => ('publishable' in module && module.publishable ? [module.publishable] : [])));

/** Every documented `/api` path (spec §7) and its GraphQL operation: each module's rows, in the order above. */
export const routes = modules.flatMap((module) => module.routes ?? []);
