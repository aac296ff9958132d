import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ColumnistForm } from '../../../features/columnists/columnist-form';
import { ColumnistForEditDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('columnists');

/** /yonetim/kose-yazarlari/:id/duzenle */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, loading, error } = useQuery(ColumnistForEditDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const columnist = data?.columnist;

  return (
    <>
      <PageMeta title={t`Köşe yazarını düzenle`} alternates={false} noIndex />
      <PageHeader
        title={t`Köşe yazarını düzenle`}
        crumbs={[
          { label: t`Köşe yazarları`, to: paths.list },
          ...(columnist ? [{ label: columnist.name, to: paths.show(columnist.id) }] : []),
          { label: t`Düzenle` },
        ]}
      />
      {!id || (error && !columnist) ? (
        <QueryErrorAlert error={error} status={id ? undefined : 404} />
      ) : loading && !columnist ? (
        <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />
      ) : columnist ? (
        <ColumnistForm columnist={columnist} onSaved={(saved) => navigate(paths.show(saved.id))} />
      ) : null}
    </>
  );
}
