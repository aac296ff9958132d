import { msg } from '@lingui/core/macro';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

export const categoriesAdmin = defineAdminFeature({
  key: 'categories',
  segment: 'kategoriler',
  nav: { label: msg`Kategoriler`, icon: CategoryOutlined, order: 9 },
  screens: ['list', 'create', 'show', 'edit'],
  audit: { kind: 'Category', label: msg`Kategori`, screen: 'show' },
  dashboard: {
    order: 1,
    count: (stats) => stats.categoryList.totalItems,
    title: msg`Kategoriler`,
    countLabel: msg`Kategori sayısı`,
    manage: msg`Kategorileri yönet`,
    create: msg`Yeni kategori`,
  },
  // A category's news count and news list change with its news.
  cache: { typename: 'Category', lists: ['categoryList', 'allCategories', 'publicAllCategories'], staleAfter: { News: ['categoryList', 'category'] } },
});
