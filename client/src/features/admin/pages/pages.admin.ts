import { msg } from '@lingui/core/macro';
import WebOutlined from '@mui/icons-material/WebOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

/** Page slots: only listed and edited (spec §2). */
export const pagesAdmin = defineAdminFeature({
  key: 'pages',
  segment: 'sayfalar',
  nav: { label: msg`Sayfalar`, icon: WebOutlined, order: 13 },
  screens: ['list', 'edit'],
  audit: { kind: 'PageSlot', label: msg`Sayfa alanı`, screen: 'edit' },
  cache: { typename: 'PageSlot', lists: ['pageSlotList', 'publicPageNews'] },
});
