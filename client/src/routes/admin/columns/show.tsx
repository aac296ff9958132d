import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { RecordActions, RecordView } from '../../../components/record-view';
import { ColumnDetail } from '../../../features/admin/columns/column-detail';
import { useDeleteColumn } from '../../../features/admin/columns/column-list';
import { ColumnDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('columns');

/** /yonetim/kose-yazilari/:id */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, error } = useQuery(ColumnDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const { requestDelete, dialog } = useDeleteColumn(() => navigate(paths.list, { replace: true }));
  const column = data?.column;
  const title = column?.title ?? t`Köşe yazısı`;

  return (
    <>
      <PageMeta title={title} alternates={false} />
      <PageHeader
        title={title}
        crumbs={[{ label: t`Köşe yazıları`, to: paths.list }, ...(column ? [{ label: column.title }] : [])]}
        actions={
          column && (
            <RecordActions editTo={paths.edit(column.id)} onDelete={() => requestDelete({ id: column.id, name: column.title })} />
          )
        }
      />
      <RecordView id={id} record={column} error={error}>
        {(column) => <ColumnDetail column={column} />}
      </RecordView>
      {dialog}
    </>
  );
}
