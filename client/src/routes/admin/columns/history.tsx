import { useLingui } from '@lingui/react/macro';
import { RecordScreen } from '../../../components/admin/record-screen';
import { RevisionHistory } from '../../../components/admin/revision-history/revision-history';
import { columnsAdmin } from '../../../features/admin/columns/columns.admin';
import { ColumnDocument, type ColumnQuery } from '../../../gql/graphql';

const selectColumn = (data: ColumnQuery) => data.column;

/** /yonetim/kose-yazilari/:id/gecmis — the revision history of a column. */
export function Component() {
  const { t } = useLingui();
  return (
    <RecordScreen
      title={(column) => (column ? t`Geçmiş: ${column.title}` : t`Geçmiş`)}
      listLabel={t`Köşe yazıları`}
      paths={columnsAdmin.paths}
      query={ColumnDocument}
      select={selectColumn}
      name={(column) => column.title}
      crumb={t`Geçmiş`}
      linkRecord
    >
      {(column) => <RevisionHistory kind="Column" itemId={column.id} editPath={columnsAdmin.paths.edit(column.id)} />}
    </RecordScreen>
  );
}
