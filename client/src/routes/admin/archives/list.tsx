import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../components/resource-list';
import { ArchiveList } from '../../../features/admin/archives/archive-list';
import { ArchiveIssuesDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('archives');

/** /yonetim/arsivler?page&query */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(ArchiveIssuesDocument, (data) => data.archiveIssueList);
  return (
    <>
      <PageMeta title={t`Arşivler`} alternates={false} noIndex />
      <PageHeader
        title={t`Arşivler`}
        actions={
          <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddOutlined />}>
            {t`Yeni arşiv sayısı`}
          </Button>
        }
      />
      <ArchiveList list={list} />
    </>
  );
}
