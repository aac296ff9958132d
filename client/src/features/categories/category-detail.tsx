import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { DataTable } from '../../components/data-table/data-table';
import { useListParams } from '../../components/data-table/use-list-params';
import { DetailCard } from '../../components/detail-card';
import { PageHeader } from '../../components/page-header';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { CategoryDocument, type NewsType } from '../../gql/graphql';
import { PageMeta } from '../../lib/head/page-meta';
import { formatDateTime } from '../../lib/i18n/format-date';
import { useLang } from '../../lib/i18n/use-lang';
import { categoryPaths } from './category-paths';
import { useDeleteCategory } from './use-delete-category';

const NEWS_TYPES: Record<NewsType, MessageDescriptor> = {
  news: msg`Günlük haber`,
  headline: msg`Haftanın manşeti`,
  dusunceOkulu: msg`Düşünce Okulu`,
};

/** A category's fields and its related news, paged by the `page` search param. */
export function CategoryDetail({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const { page, setPage } = useListParams();
  const { data, previousData, loading, error } = useQuery(CategoryDocument, { variables: { id, newsPage: page } });
  const { requestDelete, dialog } = useDeleteCategory(() => navigate(categoryPaths.list, { replace: true }));
  const category = (data ?? previousData)?.category;

  if (error && !category) {
    return (
      <>
        <PageMeta title={t`Kategori`} alternates={false} />
        <PageHeader title={t`Kategori`} crumbs={[{ label: t`Kategoriler`, to: categoryPaths.list }]} />
        <QueryErrorAlert error={error} />
      </>
    );
  }
  if (!category) return <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />;

  return (
    <>
      <PageMeta title={category.name} alternates={false} />
      <PageHeader
        title={category.name}
        crumbs={[{ label: t`Kategoriler`, to: categoryPaths.list }, { label: category.name }]}
        actions={
          <>
            <Button component={RouterLink} to={categoryPaths.edit(category.id)} variant="contained" startIcon={<EditOutlined />}>
              {t`Düzenle`}
            </Button>
            <Button onClick={() => requestDelete({ id: category.id, name: category.name })} color="error" variant="outlined" startIcon={<DeleteOutlined />}>
              {t`Sil`}
            </Button>
          </>
        }
      />
      <DetailCard
        title={t`Kategori bilgileri`}
        fields={[
          { label: t`Ad`, value: category.name },
          { label: t`Açıklama`, value: category.description },
          { label: t`Kısa ad (slug)`, value: category.slug },
          { label: t`Haber sayısı`, value: category.newsCount },
          { label: t`Oluşturulma`, value: formatDateTime(category.createdAt, lang) },
          { label: t`Güncellenme`, value: formatDateTime(category.updatedAt, lang) },
        ]}
      />
      <Box component="section" sx={{ mt: 4 }} aria-labelledby="category-news-title">
        <Typography id="category-news-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          {t`İlgili haberler`}
        </Typography>
        <DataTable
          label={t`İlgili haberler`}
          columns={[
            { key: 'title', label: t`Başlık`, render: (row) => row.title },
            { key: 'type', label: t`Tür`, render: (row) => i18n._(NEWS_TYPES[row.type]), hideOnMobile: true },
            { key: 'createdAt', label: t`Oluşturulma`, render: (row) => formatDateTime(row.createdAt, lang) },
          ]}
          rows={category.news.items}
          getRowKey={(row) => row.id}
          loading={loading}
          error={error}
          page={page}
          pageSize={category.news.pageSize}
          totalItems={category.news.totalItems}
          onPageChange={setPage}
          emptyText={t`Bu kategoride henüz haber yok.`}
        />
      </Box>
      {dialog}
    </>
  );
}
