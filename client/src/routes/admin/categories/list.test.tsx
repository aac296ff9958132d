import { describeListScreen } from '../../../components/admin/describe-list-screen';
import { CategoriesDocument, DeleteCategoryDocument } from '../../../gql/graphql';
import { Component as CategoryListScreen } from './list';

describeListScreen('the categories list screen', {
  Screen: CategoryListScreen,
  path: '/yonetim/kategoriler',
  query: CategoriesDocument,
  field: 'list', // the preset's alias of the list query's root field
  pageType: 'CategoryPage',
  row: { __typename: 'Category' as const, id: 12, name: 'Kültür', slug: 'kultur', description: 'Sanat ve edebiyat', newsCount: 3, createdAt: '2025-01-01T10:00:00.000Z', updatedAt: '2025-01-01T10:00:00.000Z' },
  link: { name: 'Kültür', href: '/yonetim/kategoriler/12' },
  texts: {
    table: 'Kategoriler',
    deleteButton: 'Kültür kategorisini sil',
    confirmation: 'Kültür kategorisi silinecek. Bu işlem geri alınamaz.',
    deleted: 'Kategori başarıyla silindi.',
    empty: 'Henüz kategori yok.',
  },
  deletion: { document: DeleteCategoryDocument, data: { deleteCategory: true } },
});
