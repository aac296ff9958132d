import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../components/resource-list';
import { TagList } from '../../../features/admin/tags/tag-list';
import { TagsDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('tags');

/** /yonetim/etiketler?page&query */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(TagsDocument, (data) => data.tagList);
  return (
    <>
      <PageMeta title={t`Etiketler`} alternates={false} noIndex />
      <PageHeader
        title={t`Etiketler`}
        actions={
          <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddOutlined />}>
            {t`Yeni etiket`}
          </Button>
        }
      />
      <TagList list={list} />
    </>
  );
}
