import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useResourceDelete } from '../../../components/admin/use-resource-delete';
import { PublicationStatusFilter, type PublicationStatusFilterState } from '../../../components/admin/publication/publication-status-filter';
import { usePublicationStatusColumn } from '../../../components/admin/publication/publication-status-column';
import type { ColumnFieldsFragment, ColumnistChoiceFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { parseId } from '../../../lib/parse-id';
import { ColumnistLabel } from './columnist-label';
import { columnDeletion } from './column-deletion';
import { columnsAdmin } from './columns.admin';

const columnPaths = columnsAdmin.paths;

/** The list's columnist filter, kept in the URL as `columnistId` (absent: every columnist). */
export function useColumnistFilter() {
  const [params, setParams] = useSearchParams();
  const columnistId = parseId(params.get('columnistId') ?? undefined);
  const setColumnistId = useCallback(
    (next: number | undefined) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        if (next) copy.set('columnistId', String(next));
        else copy.delete('columnistId');
        copy.delete('page');
        return copy;
      }),
    [setParams],
  );
  return { columnistId, setColumnistId };
}

function ColumnistFilter({ columnists, value, onChange }: { columnists: ColumnistChoiceFieldsFragment[]; value?: number; onChange: (next: number | undefined) => void }) {
  const { t } = useLingui();
  // A filter on a columnist missing from the choices (deleted, or not loaded yet) still shows.
  const known = value === undefined || columnists.some((columnist) => columnist.id === value);
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={t`Köşe yazarı`}
      value={value ?? ''}
      onChange={(event) => onChange(parseId(String(event.target.value)))}
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t`Tüm yazarlar`}</MenuItem>
      {columnists.map((columnist) => (
        <MenuItem key={columnist.id} value={columnist.id}>
          {columnist.name}
        </MenuItem>
      ))}
      {!known && <MenuItem value={value}>{t`Yazar #${value}`}</MenuItem>}
    </TextField>
  );
}

export interface ColumnListProps {
  list: ResourceListState<ColumnFieldsFragment>;
  columnists: ColumnistChoiceFieldsFragment[];
  columnistId?: number;
  onColumnistChange: (next: number | undefined) => void;
  statusFilter: PublicationStatusFilterState;
}

/** Admin list body: title, status, columnist (a deleted one as a labelled placeholder), hit, updated. */
export function ColumnList({ list, columnists, columnistId, onColumnistChange, statusFilter }: ColumnListProps) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useResourceDelete(columnDeletion);
  const statusColumn = usePublicationStatusColumn<ColumnFieldsFragment>();

  const columns: DataTableColumn<ColumnFieldsFragment>[] = [
    {
      key: 'title',
      label: t`Başlık`,
      render: (row) => (
        <Link component={RouterLink} to={columnPaths.show(row.id)} sx={{ fontWeight: 600 }}>
          {row.title}
        </Link>
      ),
    },
    statusColumn,
    { key: 'columnist', label: t`Köşe yazarı`, render: (row) => <ColumnistLabel columnist={row.columnist} size={28} /> },
    { key: 'hit', label: t`Okunma`, render: (row) => row.hit, align: 'right', hideOnMobile: true },
    { key: 'updatedAt', label: t`Güncellenme`, render: (row) => formatDateTime(row.updatedAt, lang), hideOnMobile: true },
  ];

  return (
    <ResourceList
      list={list}
      paths={columnPaths}
      columns={columns}
      rowName={(row) => row.title}
      remove={remove}
      filtered={columnistId !== undefined || statusFilter.status !== undefined}
      toolbar={
        <>
          <ColumnistFilter columnists={columnists} value={columnistId} onChange={onColumnistChange} />
          <PublicationStatusFilter value={statusFilter.status} onChange={statusFilter.setStatus} />
        </>
      }
      texts={{
        table: t`Köşe yazıları`,
        search: t`Köşe yazısı ara`,
        empty: t`Henüz köşe yazısı yok.`,
        noMatch: t`Aramanızla eşleşen köşe yazısı yok.`,
        actions: (row) => ({
          view: t`${row.title} köşe yazısını görüntüle`,
          edit: t`${row.title} köşe yazısını düzenle`,
          remove: t`${row.title} köşe yazısını sil`,
        }),
      }}
    />
  );
}
