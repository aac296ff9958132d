import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useDeleteDialog, type DeleteTarget } from '../../../components/use-delete-dialog';
import { DeleteColumnistDocument, type ColumnistFieldsFragment } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { evictLists } from '../../../lib/apollo/evict-lists';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

const columnistPaths = adminPaths('columnists');

/**
 * Lists holding columnists are dropped after a change (and the columnist after a delete); column
 * lists too, since they show their columnist (a deleted one as a placeholder).
 */
export function evictColumnists(cache: ApolloCache, id?: number): void {
  evictLists(cache, 'Columnist', ['columnistList', 'allColumnists', 'publicAllColumnists', 'columnList'], id);
}

/** Delete with a confirmation; `dialog` must be rendered. Their columns stay, under a placeholder. */
export function useDeleteColumnist(onDeleted?: (target: DeleteTarget) => void) {
  const { t } = useLingui();
  const [mutate] = useMutation(DeleteColumnistDocument);
  return useDeleteDialog({
    mutate,
    evict: evictColumnists,
    onDeleted,
    texts: {
      title: t`Köşe yazarını sil`,
      body: (name) => <Trans>{name} adlı köşe yazarı silinecek; yazıları silinmiş yazar olarak görünecek.</Trans>,
      success: t`Köşe yazarı başarıyla silindi.`,
      error: t`Köşe yazarı silinemedi.`,
    },
  });
}

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
  const remove = useDeleteColumnist();

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
