import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ColumnForm } from '../../../features/admin/columns/column-form';
import { ColumnistChoicesDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('columns');

/** /yonetim/kose-yazilari/olustur — the columnists are loaded before the form shows (spec §2). */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data, error } = useQuery(ColumnistChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const columnists = data?.allColumnists;
  return (
    <>
      <PageMeta title={t`Yeni köşe yazısı`} alternates={false} noIndex />
      <PageHeader title={t`Yeni köşe yazısı`} crumbs={[{ label: t`Köşe yazıları`, to: paths.list }, { label: t`Yeni köşe yazısı` }]} />
      {error && !columnists ? (
        <QueryErrorAlert error={error} />
      ) : columnists ? (
        <ColumnForm columnists={columnists} onSaved={(column) => navigate(paths.show(column.id))} />
      ) : (
        <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />
      )}
    </>
  );
}
