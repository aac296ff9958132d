import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useResourceDelete } from '../../../components/admin/use-resource-delete';
import { PublicationStatusFilter, type PublicationStatusFilterState } from '../../../components/admin/publication/publication-status-filter';
import { usePublicationStatusColumn } from '../../../components/admin/publication/publication-status-column';
import type { NewsRowFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { CategoryName, FeaturedUntil } from './news-labels';
import { newsDeletion } from './news-deletion';
import { newsAdmin } from './news.admin';
import { NEWS_TYPE_LABELS } from './news-validation';

/** Admin list body: thumbnail, title, status, category, type, featured, hit, updated. */
export function NewsList({ list, statusFilter }: { list: ResourceListState<NewsRowFragment>; statusFilter: PublicationStatusFilterState }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const remove = useResourceDelete(newsDeletion);
  const statusColumn = usePublicationStatusColumn<NewsRowFragment>();

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
        <Link component={RouterLink} to={newsAdmin.paths.show(row.id)} sx={{ fontWeight: 600 }}>
          {row.title}
        </Link>
      ),
    },
    statusColumn,
    { key: 'category', label: t`Kategori`, render: (row) => <CategoryName category={row.category} />, hideOnMobile: true },
    { key: 'type', label: t`Tür`, render: (row) => i18n._(NEWS_TYPE_LABELS[row.type]), hideOnMobile: true },
    { key: 'featured', label: t`Öne çıkan`, render: (row) => <FeaturedUntil featuredAt={row.featuredAt} />, hideOnMobile: true },
    { key: 'hit', label: t`Okunma`, render: (row) => row.hit, align: 'right' },
    { key: 'updatedAt', label: t`Güncellenme`, render: (row) => formatDateTime(row.updatedAt, lang), hideOnMobile: true },
  ];

  return (
    <ResourceList
      list={list}
      paths={newsAdmin.paths}
      columns={columns}
      rowName={(row) => row.title}
      remove={remove}
      filtered={statusFilter.status !== undefined}
      toolbar={<PublicationStatusFilter value={statusFilter.status} onChange={statusFilter.setStatus} />}
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
