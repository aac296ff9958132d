import { msg } from '@lingui/core/macro';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

/** Readers' messages are read and deleted, never edited. */
export const contactsAdmin = defineAdminFeature({
  key: 'contacts',
  segment: 'iletisim',
  nav: { label: msg`İletişim`, icon: MailOutlined, order: 8 },
  screens: ['list', 'show'],
  audit: { kind: 'ContactMessage', label: msg`İletişim mesajı`, screen: 'show' },
  cache: { typename: 'ContactMessage', lists: ['contactMessageList'] },
});
