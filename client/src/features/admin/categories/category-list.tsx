import Link from '@mui/material/Link';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useDeleteDialog, type DeleteTarget } from '../../../components/use-delete-dialog';
import { DeleteCategoryDocument, type CategoryFieldsFragment } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { evictLists } from '../../../lib/apollo/evict-lists';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

const categoryPaths = adminPaths('categories');

/** Lists holding categories are dropped after a change (and the category after a delete). */
export function evictCategories(cache: ApolloCache, id?: number): void {
  evictLists(cache, 'Category', ['categoryList', 'allCategories', 'publicAllCategories'], id);
}

/** Delete with a confirmation that says it cannot be undone; `dialog` must be rendered. */
export function useDeleteCategory(onDeleted?: (target: DeleteTarget) => void) {
  const { t } = useLingui();
  const [mutate] = useMutation(DeleteCategoryDocument);
  return useDeleteDialog({
    mutate,
    evict: evictCategories,
    onDeleted,
    texts: {
      title: t`Kategoriyi sil`,
      body: (name) => <Trans>{name} kategorisi silinecek.</Trans>,
      success: t`Kategori başarıyla silindi.`,
      error: t`Kategori silinemedi.`,
    },
  });
}

/** Admin list body: name, description, news count, updated. */
export function CategoryList({ list }: { list: ResourceListState<CategoryFieldsFragment> }) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useDeleteCategory();

  const columns: DataTableColumn<CategoryFieldsFragment>[] = [
    {
      key: 'name',
      label: t`Ad`,
      render: (row) => (
        <Link component={RouterLink} to={categoryPaths.show(row.id)} sx={{ fontWeight: 600 }}>
          {row.name}
        </Link>
      ),
    },
    { key: 'description', label: t`Açıklama`, render: (row) => row.description, hideOnMobile: true },
    { key: 'newsCount', label: t`Haber sayısı`, render: (row) => row.newsCount, align: 'right' },
    { key: 'updatedAt', label: t`Güncellenme`, render: (row) => formatDateTime(row.updatedAt, lang), hideOnMobile: true },
  ];

  return (
    <ResourceList
      list={list}
      paths={categoryPaths}
      columns={columns}
      rowName={(row) => row.name}
      remove={remove}
      texts={{
        table: t`Kategoriler`,
        search: t`Kategori ara`,
        empty: t`Henüz kategori yok.`,
        noMatch: t`Aramanızla eşleşen kategori yok.`,
        actions: (row) => ({
          view: t`${row.name} kategorisini görüntüle`,
          edit: t`${row.name} kategorisini düzenle`,
          remove: t`${row.name} kategorisini sil`,
        }),
      }}
    />
  );
}
