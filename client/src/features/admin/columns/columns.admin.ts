import { msg } from '@lingui/core/macro';
import CreateOutlined from '@mui/icons-material/CreateOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

export const columnsAdmin = defineAdminFeature({
  key: 'columns',
  segment: 'kose-yazilari',
  nav: { label: msg`Köşe yazıları`, icon: CreateOutlined, order: 11 },
  screens: ['list', 'create', 'show', 'edit'],
  extraScreens: { history: '/:id/gecmis' },
  audit: { kind: 'Column', label: msg`Köşe yazısı`, screen: 'show' },
  dashboard: {
    order: 3,
    count: (stats) => stats.columnList.totalItems,
    title: msg`Köşe yazıları`,
    countLabel: msg`Köşe yazısı sayısı`,
    manage: msg`Köşe yazılarını yönet`,
    create: msg`Yeni köşe yazısı`,
  },
  // Each column shows its columnist's name.
  cache: { typename: 'Column', lists: ['columnList'], staleAfter: { Columnist: ['columnList'] } },
});
