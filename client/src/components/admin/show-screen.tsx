import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AdminPaths } from '../../lib/admin-paths';
import { RecordActions } from '../record-view';
import { RecordScreen, type RecordQueryProps } from './record-screen';
import { useResourceDelete, type ResourceDeletion } from './use-resource-delete';

export interface ShowScreenProps<Data, Row, More extends object = Record<never, never>> extends RecordQueryProps<Data, Row, More> {
  /** The list's name, the first breadcrumb. */
  listLabel: string;
  /** The title until the record has loaded (e.g. "Haber"). */
  fallbackTitle: string;
  /** The title once it has loaded; its name when absent. */
  title?: (record: Row) => string;
  paths: AdminPaths;
  deletion: ResourceDeletion;
  /** False for records that are never edited (readers' messages): no edit button. */
  editable?: boolean;
  /** Further actions of the record, between edit and delete (e.g. confirm). */
  actions?: (record: Row) => ReactNode;
  children: (record: Row, state: { loading: boolean }) => ReactNode;
}

/** An admin detail screen: the record with edit and delete (which asks first, then goes to the list). */
export function ShowScreen<Data, Row extends { id: number }, More extends object = Record<never, never>>({ listLabel, fallbackTitle, title = (record) => query.name(record), paths, deletion, editable = true, actions, ...query }: ShowScreenProps<Data, Row, More>) {
  const navigate = useNavigate();
  const { requestDelete, dialog } = useResourceDelete({ ...deletion, onDeleted: () => navigate(paths.list, { replace: true }) });
  return (
    <>
      <RecordScreen
        {...query}
        title={(record) => (record ? title(record) : fallbackTitle)}
        listLabel={listLabel}
        paths={paths}
        actions={(record) => (
          <RecordActions editTo={editable ? paths.edit(record.id) : undefined} onDelete={() => requestDelete({ id: record.id, name: query.name(record) })}>
            {actions?.(record)}
          </RecordActions>
        )}
      />
      {dialog}
    </>
  );
}
