import { msg } from '@lingui/core/macro';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

export const newsletterAdmin = defineAdminFeature({
  key: 'newsletter',
  segment: 'bulten-aboneligi',
  nav: { label: msg`Bülten aboneliği`, icon: MarkEmailReadOutlined, order: 4 },
  screens: ['list'],
  audit: { kind: 'NewsletterSubscriber', label: msg`Bülten abonesi` },
  cache: { typename: 'NewsletterSubscriber', lists: ['newsletterSubscriberList'] },
});
