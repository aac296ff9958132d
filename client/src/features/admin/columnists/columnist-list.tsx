import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useResourceDelete } from '../../../components/admin/use-resource-delete';
import type { ColumnistFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { columnistDeletion } from './columnist-deletion';
import { columnistsAdmin } from './columnists.admin';

const columnistPaths = columnistsAdmin.paths;

/** The portrait's thumbnail, round; decorative (the name stands next to it). */
export function ColumnistAvatar({ columnist, size = 40 }: { columnist: Pick<ColumnistFieldsFragment, 'name' | 'thumbUrl'>; size?: number }) {
  return (
    <Avatar src={columnist.thumbUrl} alt="" sx={{ width: size, height: size, bgcolor: 'secondary.light' }}>
      {columnist.name.charAt(0)}
    </Avatar>
  );
}

/** Admin list body: portrait, name, column count, updated. */
export function ColumnistList({ list }: { list: ResourceListState<ColumnistFieldsFragment> }) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useResourceDelete(columnistDeletion);

  const columns: DataTableColumn<ColumnistFieldsFragment>[] = [
    {
      key: 'name',
      label: t`Ad`,
      render: (row) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <ColumnistAvatar columnist={row} />
          <Link component={RouterLink} to={columnistPaths.show(row.id)} sx={{ fontWeight: 600 }}>
            {row.name}
          </Link>
        </Stack>
      ),
    },
    { key: 'columnCount', label: t`Yazı sayısı`, render: (row) => row.columnCount, align: 'right' },
    { key: 'updatedAt', label: t`Güncellenme`, render: (row) => formatDateTime(row.updatedAt, lang), hideOnMobile: true },
  ];

  return (
    <ResourceList
      list={list}
      paths={columnistPaths}
      columns={columns}
      rowName={(row) => row.name}
      remove={remove}
      texts={{
        table: t`Köşe yazarları`,
        search: t`Köşe yazarı ara`,
        empty: t`Henüz köşe yazarı yok.`,
        noMatch: t`Aramanızla eşleşen köşe yazarı yok.`,
        actions: (row) => ({
          view: t`${row.name} adlı köşe yazarını görüntüle`,
          edit: t`${row.name} adlı köşe yazarını düzenle`,
          remove: t`${row.name} adlı köşe yazarını sil`,
        }),
      }}
    />
  );
}
