import { msg } from '@lingui/core/macro';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

/** The signed-in user's own account (one screen); its audit entries are not linked. */
export const profileAdmin = defineAdminFeature({
  key: 'profile',
  segment: 'profil',
  nav: { label: msg`Profil`, icon: PersonOutlined, order: 1 },
  screens: ['list'],
  audit: { kind: 'Profile', label: msg`Profil` },
  // The answers become the session user; no list shows the signed-in user's own account.
  cache: { typename: 'User', lists: [] },
});
