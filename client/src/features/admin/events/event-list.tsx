import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useDeleteDialog, type DeleteTarget } from '../../../components/use-delete-dialog';
import { DeleteEventDocument, type EventFieldsFragment } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { evictLists } from '../../../lib/apollo/evict-lists';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

const eventPaths = adminPaths('events');

/** Lists holding events are dropped after a change (and the event after a delete). */
export function evictEvents(cache: ApolloCache, id?: number): void {
  evictLists(cache, 'Event', ['eventList'], id);
}

/** Delete with a confirmation that says it cannot be undone; `dialog` must be rendered. */
export function useDeleteEvent(onDeleted?: (target: DeleteTarget) => void) {
  const { t } = useLingui();
  const [mutate] = useMutation(DeleteEventDocument);
  return useDeleteDialog({
    mutate,
    evict: evictEvents,
    onDeleted,
    texts: {
      title: t`Etkinliği sil`,
      body: (name) => <Trans>{name} etkinliği silinecek.</Trans>,
      success: t`Etkinlik başarıyla silindi.`,
      error: t`Etkinlik silinemedi.`,
    },
  });
}

/**
 * Admin list body: title (to the edit screen — events have no detail screen, spec §2), date in
 * Istanbul time, location, updated.
 */
export function EventList({ list }: { list: ResourceListState<EventFieldsFragment> }) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useDeleteEvent();

  const columns: DataTableColumn<EventFieldsFragment>[] = [
    {
      key: 'title',
      label: t`Başlık`,
      render: (row) => (
        <Link component={RouterLink} to={eventPaths.edit(row.id)} sx={{ fontWeight: 600 }}>
          {row.title}
        </Link>
      ),
    },
    {
      key: 'date',
      label: t`Tarih`,
      render: (row) => (
        <Box component="time" dateTime={row.date} sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(row.date, lang)}
        </Box>
      ),
    },
    { key: 'location', label: t`Yer`, render: (row) => row.location, hideOnMobile: true },
    {
      key: 'updatedAt',
      label: t`Güncellenme`,
      render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.updatedAt, lang)}</Box>,
      hideOnMobile: true,
    },
  ];

  return (
    <ResourceList
      list={list}
      paths={eventPaths}
      showScreen={false}
      columns={columns}
      rowName={(row) => row.title}
      remove={remove}
      texts={{
        table: t`Etkinlikler`,
        search: t`Etkinlik ara`,
        empty: t`Henüz etkinlik yok.`,
        noMatch: t`Aramanızla eşleşen etkinlik yok.`,
        actions: (row) => ({
          edit: t`${row.title} etkinliğini düzenle`,
          remove: t`${row.title} etkinliğini sil`,
        }),
      }}
    />
  );
}
