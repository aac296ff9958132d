import { msg } from '@lingui/core/macro';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

export const archivesAdmin = defineAdminFeature({
  key: 'archives',
  segment: 'arsivler',
  nav: { label: msg`Arşivler`, icon: Inventory2Outlined, order: 3 },
  screens: ['list', 'create', 'show', 'edit'],
  extraScreens: { history: '/:id/gecmis' },
  audit: { kind: 'ArchiveIssue', label: msg`Arşiv sayısı`, screen: 'show' },
  dashboard: {
    order: 6,
    count: (stats) => stats.archiveIssueList.totalItems,
    title: msg`Arşivler`,
    countLabel: msg`Arşivdeki sayı adedi`,
    manage: msg`Arşivleri yönet`,
    create: msg`Yeni arşiv sayısı`,
  },
  cache: { typename: 'ArchiveIssue', lists: ['archiveIssueList'] },
});
