import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ArchiveDetail } from '../../../features/admin/archives/archive-detail';
import { useDeleteArchiveIssue } from '../../../features/admin/archives/archive-list';
import { ArchiveIssueDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('archives');

/** /yonetim/arsivler/:id */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, error } = useQuery(ArchiveIssueDocument, { variables: { id }, skip: !id });
  const { requestDelete, dialog } = useDeleteArchiveIssue(() => navigate(paths.list, { replace: true }));
  const issue = data?.archiveIssue;
  const title = issue?.title ?? t`Arşiv sayısı`;

  return (
    <>
      <PageMeta title={title} alternates={false} noIndex />
      <PageHeader
        title={title}
        crumbs={[{ label: t`Arşivler`, to: paths.list }, ...(issue ? [{ label: issue.title }] : [])]}
        actions={
          issue && (
            <>
              <Button component={RouterLink} to={paths.edit(issue.id)} variant="contained" startIcon={<EditOutlined />}>
                {t`Düzenle`}
              </Button>
              <Button onClick={() => requestDelete({ id: issue.id, name: issue.title })} color="error" variant="outlined" startIcon={<DeleteOutlined />}>
                {t`Sil`}
              </Button>
            </>
          )
        }
      />
      {!id || (error && !issue) ? (
        <QueryErrorAlert error={error} status={id ? undefined : 404} />
      ) : issue ? (
        <ArchiveDetail issue={issue} />
      ) : (
        <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />
      )}
      {dialog}
    </>
  );
}
