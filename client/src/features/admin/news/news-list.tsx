import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useDeleteDialog, type DeleteTarget } from '../../../components/use-delete-dialog';
import { DeleteNewsDocument, type NewsRowFragment } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { evictLists } from '../../../lib/apollo/evict-lists';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { NEWS_TYPE_LABELS } from './news-validation';

const newsPaths = adminPaths('news');

/**
 * Lists holding news are dropped after a change (and the item after a delete), with the
 * category and tag screens whose news counts and related news change with it.
 */
export function evictNews(cache: ApolloCache, id?: number): void {
  evictLists(cache, 'News', ['newsList', 'allNews', 'categoryList', 'category', 'tagList', 'tag'], id);
}

/** Delete with a confirmation that says it cannot be undone; `dialog` must be rendered. */
export function useDeleteNews(onDeleted?: (target: DeleteTarget) => void) {
  const { t } = useLingui();
  const [mutate] = useMutation(DeleteNewsDocument);
  return useDeleteDialog({
    mutate,
    evict: evictNews,
    onDeleted,
    texts: {
      title: t`Haberi sil`,
      body: (name) => <Trans>{name} haberi silinecek.</Trans>,
      success: t`Haber başarıyla silindi.`,
      error: t`Haber silinemedi.`,
    },
  });
}

/** A category that was deleted still reads, with a chip saying so. */
export function CategoryName({ category }: { category: NewsRowFragment['category'] }) {
  const { t } = useLingui();
  if (!category) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{category.name}</span>
      {category.deleted && <Chip label={t`silinmiş kategori`} size="small" variant="outlined" color="warning" />}
    </Stack>
  );
}

/** "Featured until …" while the period lasts; nothing once it ended. */
export function FeaturedUntil({ featuredAt }: { featuredAt: string | null }) {
  const { t } = useLingui();
  const lang = useLang();
  if (!featuredAt || new Date(featuredAt).getTime() <= Date.now()) return null;
  const until = formatDateTime(featuredAt, lang);
  return <Chip label={t`${until} tarihine kadar`} size="small" color="secondary" />;
}

/** Admin list body: thumbnail, title, category, type, featured, hit, updated. */
export function NewsList({ list }: { list: ResourceListState<NewsRowFragment> }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const remove = useDeleteNews();

  const columns: DataTableColumn<NewsRowFragment>[] = [
    {
      key: 'poster',
      label: t`Afiş`,
      render: (row) => (
        <Box component="img" src={row.posterThumbUrl} alt="" loading="lazy" sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }} />
      ),
      hideOnMobile: true,
    },
    {
      key: 'title',
      label: t`Başlık`,
      render: (row) => (
        <Link component={RouterLink} to={newsPaths.show(row.id)} sx={{ fontWeight: 600 }}>
          {row.title}
        </Link>
      ),
    },
    { key: 'category', label: t`Kategori`, render: (row) => <CategoryName category={row.category} />, hideOnMobile: true },
    { key: 'type', label: t`Tür`, render: (row) => i18n._(NEWS_TYPE_LABELS[row.type]), hideOnMobile: true },
    { key: 'featured', label: t`Öne çıkan`, render: (row) => <FeaturedUntil featuredAt={row.featuredAt} />, hideOnMobile: true },
    { key: 'hit', label: t`Okunma`, render: (row) => row.hit, align: 'right' },
    { key: 'updatedAt', label: t`Güncellenme`, render: (row) => formatDateTime(row.updatedAt, lang), hideOnMobile: true },
  ];

  return (
    <ResourceList
      list={list}
      paths={newsPaths}
      columns={columns}
      rowName={(row) => row.title}
      remove={remove}
      texts={{
        table: t`Haberler`,
        search: t`Haber ara`,
        empty: t`Henüz haber yok.`,
        noMatch: t`Aramanızla eşleşen haber yok.`,
        actions: (row) => ({
          view: t`${row.title} haberini görüntüle`,
          edit: t`${row.title} haberini düzenle`,
          remove: t`${row.title} haberini sil`,
        }),
      }}
    />
  );
}
