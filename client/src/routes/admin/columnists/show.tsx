import { useLingui } from '@lingui/react/macro';
import { ShowScreen } from '../../../components/admin/show-screen';
import { useListParams } from '../../../components/data-table/use-list-params';
import { ColumnistDetail } from '../../../features/admin/columnists/columnist-detail';
import { columnistDeletion } from '../../../features/admin/columnists/columnist-deletion';
import { columnistsAdmin } from '../../../features/admin/columnists/columnists.admin';
import { ColumnistDocument } from '../../../gql/graphql';

/** /yonetim/kose-yazarlari/:id?page — page of the columnist's columns. */
export function Component() {
  const { t } = useLingui();
  const { page, setPage } = useListParams();
  return (
    <ShowScreen
      listLabel={t`Köşe yazarları`}
      fallbackTitle={t`Köşe yazarı`}
      paths={columnistsAdmin.paths}
      query={ColumnistDocument}
      variables={{ columnsPage: page }}
      select={(data) => data.columnist && { id: data.columnist.id, columnist: data.columnist, columns: data.columnList }}
      name={({ columnist }) => columnist.name}
      deletion={columnistDeletion}
    >
      {({ columnist, columns }, { loading }) => <ColumnistDetail columnist={columnist} columns={columns} columnsPage={page} onColumnsPageChange={setPage} loading={loading} />}
    </ShowScreen>
  );
}
