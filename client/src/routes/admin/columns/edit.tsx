import { useLingui } from '@lingui/react/macro';
import { EditScreen } from '../../../components/admin/edit-screen';
import { ColumnForm } from '../../../features/admin/columns/column-form';
import { columnsAdmin } from '../../../features/admin/columns/columns.admin';
import { ColumnForEditDocument } from '../../../gql/graphql';

/** /yonetim/kose-yazilari/:id/duzenle — the column and the columnists in one query, before the form shows. */
export function Component() {
  const { t } = useLingui();
  return (
    <EditScreen
      title={t`Köşe yazısını düzenle`}
      listLabel={t`Köşe yazıları`}
      paths={columnsAdmin.paths}
      query={ColumnForEditDocument}
      select={(data) => data.column && { id: data.column.id, column: data.column, columnists: data.allColumnists }}
      name={({ column }) => column.title}
    >
      {({ column, columnists }, onSaved) => <ColumnForm column={column} columnists={columnists} onSaved={onSaved} />}
    </EditScreen>
  );
}
