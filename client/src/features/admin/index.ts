import type { AdminFeature } from '../../components/admin/admin-feature';
import { registerResourceCaches } from '../../components/admin/resource-cache';
import { archivesAdmin } from './archives/archives.admin';
import { advertsAdmin } from './adverts/adverts.admin';
import { auditAdmin } from './audit/audit.admin';
import { categoriesAdmin } from './categories/categories.admin';
import { columnistsAdmin } from './columnists/columnists.admin';
import { columnsAdmin } from './columns/columns.admin';
import { contactsAdmin } from './contacts/contacts.admin';
import { dashboardAdmin } from './dashboard/dashboard.admin';
import { eventsAdmin } from './events/events.admin';
import { newsAdmin } from './news/news.admin';
import { newsletterAdmin } from './newsletter/newsletter.admin';
import { pagesAdmin } from './pages/pages.admin';
import { profileAdmin } from './profile/profile.admin';
import { subscriptionsAdmin } from './subscriptions/subscriptions.admin';
import { tagsAdmin } from './tags/tags.admin';

/**
 * Every admin feature, one line each: the router, the navigation, the audit log and the dashboard
 * read this list. Its order is the audit log's order of kinds; the menu and the dashboard sort by
 * their own `order`.
 */
export const ADMIN_FEATURES: readonly AdminFeature[] = [
  dashboardAdmin,
  newsAdmin,
  categoriesAdmin,
  tagsAdmin,
  columnistsAdmin,
  columnsAdmin,
  archivesAdmin,
  eventsAdmin,
  advertsAdmin,
  pagesAdmin,
  contactsAdmin,
  newsletterAdmin,
  subscriptionsAdmin,
  profileAdmin,
  auditAdmin,
];

registerResourceCaches(ADMIN_FEATURES.flatMap((feature) => (feature.cache ? [feature.cache] : [])));
