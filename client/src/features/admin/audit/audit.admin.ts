import { msg } from '@lingui/core/macro';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

/** The audit log (beyond spec §2): who did what, when, from where. */
export const auditAdmin = defineAdminFeature({
  key: 'audit',
  segment: 'kayitlar',
  nav: { label: msg`Kayıtlar`, icon: HistoryOutlined, order: 14 },
  screens: ['list'],
  // Read fresh on each visit: the screen drops it from the cache on leaving.
  cache: { typename: 'AuditEntry', lists: ['auditEntries'] },
});
