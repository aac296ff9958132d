import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useResourceDelete } from '../../../components/admin/use-resource-delete';
import type { EventFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { eventDeletion } from './event-deletion';
import { eventsAdmin } from './events.admin';

/**
 * Admin list body: title (to the edit screen — events have no detail screen, spec §2), date in
 * Istanbul time, location, updated.
 */
export function EventList({ list }: { list: ResourceListState<EventFieldsFragment> }) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useResourceDelete(eventDeletion);

  const columns: DataTableColumn<EventFieldsFragment>[] = [
    {
      key: 'title',
      label: t`Başlık`,
      render: (row) => (
        <Link component={RouterLink} to={eventsAdmin.paths.edit(row.id)} sx={{ fontWeight: 600 }}>
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
      paths={eventsAdmin.paths}
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
