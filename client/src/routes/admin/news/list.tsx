import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../components/resource-list';
import { NewsList } from '../../../features/admin/news/news-list';
import { NewsListDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('news');

/** /yonetim/haberler?page&query */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(NewsListDocument, (data) => data.newsList);
  return (
    <>
      <PageMeta title={t`Haberler`} alternates={false} noIndex />
      <PageHeader
        title={t`Haberler`}
        actions={
          <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddOutlined />}>
            {t`Yeni haber`}
          </Button>
        }
      />
      <NewsList list={list} />
    </>
  );
}
