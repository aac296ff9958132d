import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { RecordActions, RecordView } from '../../../components/record-view';
import { ColumnistDetail } from '../../../features/admin/columnists/columnist-detail';
import { useDeleteColumnist } from '../../../features/admin/columnists/columnist-list';
import { ColumnistDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('columnists');

/** /yonetim/kose-yazarlari/:id?page — page of the columnist's columns. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { page, setPage } = useListParams();
  const { data, previousData, loading, error } = useQuery(ColumnistDocument, { variables: { id, columnsPage: page }, skip: !id });
  const { requestDelete, dialog } = useDeleteColumnist(() => navigate(paths.list, { replace: true }));
  const shown = data ?? previousData;
  const columnist = shown?.columnist;
  const title = columnist?.name ?? t`Köşe yazarı`;

  return (
    <>
      <PageMeta title={title} alternates={false} />
      <PageHeader
        title={title}
        crumbs={[{ label: t`Köşe yazarları`, to: paths.list }, ...(columnist ? [{ label: columnist.name }] : [])]}
        actions={
          columnist && (
            <RecordActions editTo={paths.edit(columnist.id)} onDelete={() => requestDelete({ id: columnist.id, name: columnist.name })} />
          )
        }
      />
      <RecordView id={id} record={columnist && shown ? { columnist, columns: shown.columnList } : undefined} error={error}>
        {({ columnist, columns }) => <ColumnistDetail columnist={columnist} columns={columns} columnsPage={page} onColumnsPageChange={setPage} loading={loading} />}
      </RecordView>
      {dialog}
    </>
  );
}
