import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { CategoryList } from '../../../features/categories/category-list';
import { categoryPaths } from '../../../features/categories/category-paths';
import { PageMeta } from '../../../lib/head/page-meta';

/** /yonetim/kategoriler?page&query */
export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Kategoriler`} alternates={false} noIndex />
      <PageHeader
        title={t`Kategoriler`}
        actions={
          <Button component={RouterLink} to={categoryPaths.create} variant="contained" startIcon={<AddOutlined />}>
            {t`Yeni kategori`}
          </Button>
        }
      />
      <CategoryList />
    </>
  );
}
