import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useListParams } from '../../../components/data-table/use-list-params';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ColumnistDetail } from '../../../features/columnists/columnist-detail';
import { useDeleteColumnist } from '../../../features/columnists/columnist-list';
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
            <>
              <Button component={RouterLink} to={paths.edit(columnist.id)} variant="contained" startIcon={<EditOutlined />}>
                {t`Düzenle`}
              </Button>
              <Button onClick={() => requestDelete({ id: columnist.id, name: columnist.name })} color="error" variant="outlined" startIcon={<DeleteOutlined />}>
                {t`Sil`}
              </Button>
            </>
          )
        }
      />
      {!id || (error && !columnist) ? (
        <QueryErrorAlert error={error} status={id ? undefined : 404} />
      ) : columnist && shown ? (
        <ColumnistDetail columnist={columnist} columns={shown.columnList} columnsPage={page} onColumnsPageChange={setPage} loading={loading} />
      ) : (
        <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />
      )}
      {dialog}
    </>
  );
}
