import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { RecordView } from '../../../components/record-view';
import { ColumnForm } from '../../../features/admin/columns/column-form';
import { ColumnForEditDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('columns');

/** /yonetim/kose-yazilari/:id/duzenle — the column and the columnists in one query, before the form shows. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, error } = useQuery(ColumnForEditDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const column = data?.column;

  return (
    <>
      <PageMeta title={t`Köşe yazısını düzenle`} alternates={false} noIndex />
      <PageHeader
        title={t`Köşe yazısını düzenle`}
        crumbs={[
          { label: t`Köşe yazıları`, to: paths.list },
          ...(column ? [{ label: column.title, to: paths.show(column.id) }] : []),
          { label: t`Düzenle` },
        ]}
      />
      <RecordView id={id} record={column && data ? { column, columnists: data.allColumnists } : undefined} error={error}>
        {({ column, columnists }) => <ColumnForm column={column} columnists={columnists} onSaved={(saved) => navigate(paths.show(saved.id))} />}
      </RecordView>
    </>
  );
}
