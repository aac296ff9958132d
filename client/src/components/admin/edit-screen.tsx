import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { AdminPaths } from '../../lib/admin-paths';
import { RecordScreen, type RecordQueryProps } from './record-screen';
import { DeleteRecordButton } from './delete-record-button';
import type { ResourceDeletion } from './use-resource-delete';

export interface EditScreenProps<Data, Row, Saved> extends RecordQueryProps<Data, Row> {
  title: string;
  /** The list's name, the first breadcrumb. */
  listLabel: string;
  paths: AdminPaths;
  /** False for a resource without a detail screen: the list follows a save. */
  showScreen?: boolean;
  /** A resource without a detail screen is deleted from its edit screen. */
  deletion?: ResourceDeletion;
  /** The form, given the record and what to do once it saved. */
  children: (record: Row, onSaved: (saved: Saved) => void) => ReactNode;
}

/** An admin edit screen: the record's form; its detail screen (or the list) after the save. */
export function EditScreen<Data, Row extends { id: number }, Saved extends { id: number }>(props: EditScreenProps<Data, Row, Saved>) {
  const { title, listLabel, paths, showScreen = true, deletion, children, ...query } = props;
  const { t } = useLingui();
  const navigate = useNavigate();
  const onSaved = (saved: Saved) => navigate(showScreen ? paths.show(saved.id) : paths.list);
  return (
    <RecordScreen
      {...query}
      title={() => title}
      listLabel={listLabel}
      paths={paths}
      crumb={t`Düzenle`}
      linkRecord={showScreen}
      actions={
        deletion &&
        ((record) => (
          <DeleteRecordButton deletion={deletion} target={{ id: record.id, name: query.name(record) }} onDeleted={() => navigate(paths.list, { replace: true })} />
        ))
      }
    >
      {(record) => children(record, onSaved)}
    </RecordScreen>
  );
}
