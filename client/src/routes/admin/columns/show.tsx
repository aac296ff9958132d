import { useLingui } from '@lingui/react/macro';
import { ShowScreen } from '../../../components/admin/show-screen';
import { RevisionHistoryButton } from '../../../components/admin/revision-history/revision-history-button';
import { ColumnDetail } from '../../../features/admin/columns/column-detail';
import { columnDeletion } from '../../../features/admin/columns/column-deletion';
import { columnsAdmin } from '../../../features/admin/columns/columns.admin';
import { ColumnDocument } from '../../../gql/graphql';

/** /yonetim/kose-yazilari/:id */
export function Component() {
  const { t } = useLingui();
  return (
    <ShowScreen
      listLabel={t`Köşe yazıları`}
      fallbackTitle={t`Köşe yazısı`}
      paths={columnsAdmin.paths}
      query={ColumnDocument}
      select={(data) => data.column}
      name={(column) => column.title}
      deletion={columnDeletion}
      actions={(column) => <RevisionHistoryButton paths={columnsAdmin.paths} id={column.id} />}
    >
      {(column) => <ColumnDetail column={column} />}
    </ShowScreen>
  );
}
