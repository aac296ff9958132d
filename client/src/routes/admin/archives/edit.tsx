import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ArchiveForm } from '../../../features/admin/archives/archive-form';
import { ArchiveIssueForEditDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('archives');

/** /yonetim/arsivler/:id/duzenle */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, loading, error } = useQuery(ArchiveIssueForEditDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const issue = data?.archiveIssue;

  return (
    <>
      <PageMeta title={t`Arşiv sayısını düzenle`} alternates={false} noIndex />
      <PageHeader
        title={t`Arşiv sayısını düzenle`}
        crumbs={[
          { label: t`Arşivler`, to: paths.list },
          ...(issue ? [{ label: issue.title, to: paths.show(issue.id) }] : []),
          { label: t`Düzenle` },
        ]}
      />
      {!id || (error && !issue) ? (
        <QueryErrorAlert error={error} status={id ? undefined : 404} />
      ) : loading && !issue ? (
        <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />
      ) : issue ? (
        <ArchiveForm issue={issue} onSaved={(saved) => navigate(paths.show(saved.id))} />
      ) : null}
    </>
  );
}
