import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { RecordView } from '../../../components/record-view';
import { ColumnistForm } from '../../../features/admin/columnists/columnist-form';
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
  const { data, error } = useQuery(ColumnistForEditDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
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
      <RecordView id={id} record={columnist} error={error}>
        {(columnist) => <ColumnistForm columnist={columnist} onSaved={(saved) => navigate(paths.show(saved.id))} />}
      </RecordView>
    </>
  );
}
