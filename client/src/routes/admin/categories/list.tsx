import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../components/resource-list';
import { CategoryList } from '../../../features/admin/categories/category-list';
import { CategoriesDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('categories');

/** /yonetim/kategoriler?page&query */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(CategoriesDocument, (data) => data.categoryList);
  return (
    <>
      <PageMeta title={t`Kategoriler`} alternates={false} noIndex />
      <PageHeader
        title={t`Kategoriler`}
        actions={
          <Button component={RouterLink} to={paths.create} variant="contained" startIcon={<AddOutlined />}>
            {t`Yeni kategori`}
          </Button>
        }
      />
      <CategoryList list={list} />
    </>
  );
}
