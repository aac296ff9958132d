import { msg } from '@lingui/core/macro';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import { defineAdminFeature } from '../../../components/admin/admin-feature';

export const newsAdmin = defineAdminFeature({
  key: 'news',
  segment: 'haberler',
  nav: { label: msg`Haberler`, icon: ArticleOutlined, order: 7 },
  screens: ['list', 'create', 'show', 'edit'],
  extraScreens: { gallery: '/:id/resimler', history: '/:id/gecmis' },
  audit: { kind: 'News', label: msg`Haber`, screen: 'show' },
  dashboard: {
    order: 7,
    count: (stats) => stats.newsList.totalItems,
    title: msg`Haberler`,
    countLabel: msg`Haber sayısı`,
    manage: msg`Haberleri yönet`,
    create: msg`Yeni haber`,
  },
  cache: { typename: 'News', lists: ['newsList', 'allNews'] },
});

/** The gallery screen of a news item (`extraScreens.gallery`). */
export function newsGalleryPath(id: number): string {
  return `${newsAdmin.paths.show(id)}/resimler`;
}
