import { msg } from '@lingui/core/macro';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

export const tagsAdmin = defineAdminFeature({
  key: 'tags',
  segment: 'etiketler',
  nav: { label: msg`Etiketler`, icon: LocalOfferOutlined, order: 5 },
  screens: ['list', 'create', 'show', 'edit'],
  audit: { kind: 'Tag', label: msg`Etiket`, screen: 'show' },
  dashboard: {
    order: 2,
    count: (stats) => stats.tagList.totalItems,
    title: msg`Etiketler`,
    countLabel: msg`Etiket sayısı`,
    manage: msg`Etiketleri yönet`,
    create: msg`Yeni etiket`,
  },
  // A tag's news count and news list change with its news.
  cache: { typename: 'Tag', lists: ['tagList', 'allTags'], staleAfter: { News: ['tagList', 'tag'] } },
});
