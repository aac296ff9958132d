import { msg } from '@lingui/core/macro';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

export const columnistsAdmin = defineAdminFeature({
  key: 'columnists',
  segment: 'kose-yazarlari',
  nav: { label: msg`Köşe yazarları`, icon: PeopleAltOutlined, order: 10 },
  screens: ['list', 'create', 'show', 'edit'],
  audit: { kind: 'Columnist', label: msg`Köşe yazarı`, screen: 'show' },
  dashboard: {
    order: 4,
    count: (stats) => stats.columnistList.totalItems,
    title: msg`Köşe yazarları`,
    countLabel: msg`Köşe yazarı sayısı`,
    manage: msg`Köşe yazarlarını yönet`,
    create: msg`Yeni köşe yazarı`,
  },
  cache: { typename: 'Columnist', lists: ['columnistList', 'allColumnists', 'publicAllColumnists'] },
});
