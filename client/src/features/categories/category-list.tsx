import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useListParams } from '../../components/data-table/use-list-params';
import { CategoriesDocument, type CategoryFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/i18n/format-date';
import { useLang } from '../../lib/i18n/use-lang';
import { categoryPaths } from './category-paths';
import { useDeleteCategory } from './use-delete-category';

export const CATEGORY_PAGE_SIZE = 20;

/** Admin list: name, description, news count, updated; search and paging in the URL. */
export function CategoryList() {
  const { t } = useLingui();
  const lang = useLang();
  const { page, query, setPage, setQuery } = useListParams();
  const { data, previousData, loading, error } = useQuery(CategoriesDocument, {
    variables: { page, pageSize: CATEGORY_PAGE_SIZE, query },
  });
  const { requestDelete, dialog } = useDeleteCategory();
  const result = (data ?? previousData)?.categoryList;

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
    <>
      <DataTable
        label={t`Kategoriler`}
        columns={columns}
        rows={result?.items ?? []}
        getRowKey={(row) => row.id}
        loading={loading}
        error={error}
        page={page}
        pageSize={result?.pageSize ?? CATEGORY_PAGE_SIZE}
        totalItems={result?.totalItems ?? 0}
        onPageChange={setPage}
        search={{ value: query, onChange: setQuery, label: t`Kategori ara` }}
        emptyText={query ? t`Aramanızla eşleşen kategori yok.` : t`Henüz kategori yok.`}
        rowActions={(row) => (
          <>
            <Tooltip title={t`Görüntüle`}>
              <IconButton component={RouterLink} to={categoryPaths.show(row.id)} aria-label={t`${row.name} kategorisini görüntüle`} size="small">
                <VisibilityOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t`Düzenle`}>
              <IconButton component={RouterLink} to={categoryPaths.edit(row.id)} aria-label={t`${row.name} kategorisini düzenle`} size="small">
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t`Sil`}>
              <IconButton onClick={() => requestDelete({ id: row.id, name: row.name })} aria-label={t`${row.name} kategorisini sil`} size="small" color="error">
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      {dialog}
    </>
  );
}
