import { msg } from '@lingui/core/macro';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

/** The admin's home: what needs attention, and the content counts. */
export const dashboardAdmin = defineAdminFeature({
  key: 'dashboard',
  segment: '',
  nav: { label: msg`Pano`, icon: DashboardOutlined, order: 0 },
  screens: ['list'],
  // The sections count unread messages, pending requests and subscribers; the calendar lists scheduled items and drafts.
  cache: {
    typename: 'DashboardItem',
    lists: [],
    staleAfter: {
      ContactMessage: ['dashboard'],
      NewsletterSubscriber: ['dashboard'],
      SubscriptionRequest: ['dashboard'],
      News: ['dashboard', 'editorialCalendar'],
      Column: ['editorialCalendar'],
      ArchiveIssue: ['editorialCalendar'],
    },
  },
});
