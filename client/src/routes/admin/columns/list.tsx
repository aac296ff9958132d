import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { useResourceList } from '../../../components/resource-list';
import { usePublicationStatusFilter } from '../../../components/admin/publication/publication-status-filter';
import { ColumnList, useColumnistFilter } from '../../../features/admin/columns/column-list';
import { columnsAdmin } from '../../../features/admin/columns/columns.admin';
import { ColumnistChoicesDocument, ColumnsDocument } from '../../../gql/graphql';

/** /yonetim/kose-yazilari?page&query&columnistId&status */
export function Component() {
  const { t } = useLingui();
  const { columnistId, setColumnistId } = useColumnistFilter();
  const choices = useQuery(ColumnistChoicesDocument);
  const statusFilter = usePublicationStatusFilter();
  const list = useResourceList(ColumnsDocument, (data) => data.columnList, { filters: { columnistId: columnistId ?? null, status: statusFilter.status ?? null } });
  return (
    <ListScreen title={t`Köşe yazıları`} createLabel={t`Yeni köşe yazısı`} paths={columnsAdmin.paths}>
      <ColumnList list={list} columnists={choices.data?.allColumnists ?? []} columnistId={columnistId} onColumnistChange={setColumnistId} statusFilter={statusFilter} />
    </ListScreen>
  );
}
