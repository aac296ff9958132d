import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ColumnDetail } from '../../../features/columns/column-detail';
import { useDeleteColumn } from '../../../features/columns/column-list';
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
            <>
              <Button component={RouterLink} to={paths.edit(column.id)} variant="contained" startIcon={<EditOutlined />}>
                {t`Düzenle`}
              </Button>
              <Button onClick={() => requestDelete({ id: column.id, name: column.title })} color="error" variant="outlined" startIcon={<DeleteOutlined />}>
                {t`Sil`}
              </Button>
            </>
          )
        }
      />
      {!id || (error && !column) ? (
        <QueryErrorAlert error={error} status={id ? undefined : 404} />
      ) : column ? (
        <ColumnDetail column={column} />
      ) : (
        <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />
      )}
      {dialog}
    </>
  );
}
