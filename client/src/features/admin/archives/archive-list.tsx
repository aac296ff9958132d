import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { PublicationStatusFilter, type PublicationStatusFilterState } from '../../../components/admin/publication/publication-status-filter';
import { usePublicationStatusColumn } from '../../../components/admin/publication/publication-status-column';
import { useResourceDelete } from '../../../components/admin/use-resource-delete';
import type { ArchiveIssueFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { formatTry } from '../../../lib/i18n/format-money';
import { useLang } from '../../../lib/i18n/use-lang';
import { archiveDeletion } from './archive-deletion';
import { archivesAdmin } from './archives.admin';

const archivePaths = archivesAdmin.paths;

/** Whether an issue is featured, as a yes/no chip. */
export function FeaturedChip({ isFeatured }: { isFeatured: string }) {
  const { t } = useLingui();
  return isFeatured === 'yes' ? <Chip size="small" color="secondary" label={t`Evet`} /> : <Chip size="small" variant="outlined" label={t`Hayır`} />;
}

/** Admin list body: cover, title, status, price, featured, hits, updated. */
export function ArchiveList({ list, statusFilter }: { list: ResourceListState<ArchiveIssueFieldsFragment>; statusFilter: PublicationStatusFilterState }) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useResourceDelete(archiveDeletion);
  const statusColumn = usePublicationStatusColumn<ArchiveIssueFieldsFragment>();

  const columns: DataTableColumn<ArchiveIssueFieldsFragment>[] = [
    {
      key: 'poster',
      label: t`Kapak`,
      render: (row) => (
        <Box
          component="img"
          src={row.posterThumbUrl}
          alt=""
          loading="lazy"
          sx={{ width: 48, height: 64, objectFit: 'cover', borderRadius: 0.5, display: 'block', bgcolor: 'action.hover' }}
        />
      ),
      hideOnMobile: true,
    },
    {
      key: 'title',
      label: t`Başlık`,
      render: (row) => (
        <Link component={RouterLink} to={archivePaths.show(row.id)} sx={{ fontWeight: 600 }}>
          {row.title}
        </Link>
      ),
    },
    statusColumn,
    { key: 'price', label: t`Fiyat`, render: (row) => formatTry(row.price, lang), align: 'right' },
    { key: 'isFeatured', label: t`Öne çıkan`, render: (row) => <FeaturedChip isFeatured={row.isFeatured} />, hideOnMobile: true },
    { key: 'hit', label: t`Görüntülenme`, render: (row) => row.hit, align: 'right', hideOnMobile: true },
    { key: 'updatedAt', label: t`Güncellenme`, render: (row) => formatDateTime(row.updatedAt, lang), hideOnMobile: true },
  ];

  return (
    <ResourceList
      list={list}
      paths={archivePaths}
      columns={columns}
      rowName={(row) => row.title}
      remove={remove}
      filtered={statusFilter.status !== undefined}
      toolbar={<PublicationStatusFilter value={statusFilter.status} onChange={statusFilter.setStatus} />}
      texts={{
        table: t`Arşiv sayıları`,
        search: t`Arşivde ara`,
        empty: t`Henüz arşiv sayısı yok.`,
        noMatch: t`Aramanızla eşleşen arşiv sayısı yok.`,
        actions: (row) => ({
          view: t`${row.title} arşiv sayısını görüntüle`,
          edit: t`${row.title} arşiv sayısını düzenle`,
          remove: t`${row.title} arşiv sayısını sil`,
        }),
      }}
    />
  );
}
