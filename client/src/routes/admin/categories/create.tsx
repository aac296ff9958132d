import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { CategoryForm } from '../../../features/admin/categories/category-form';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('categories');

/** /yonetim/kategoriler/olustur */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title={t`Yeni kategori`} alternates={false} noIndex />
      <PageHeader title={t`Yeni kategori`} crumbs={[{ label: t`Kategoriler`, to: paths.list }, { label: t`Yeni kategori` }]} />
      <CategoryForm onSaved={(category) => navigate(paths.show(category.id))} />
    </>
  );
}
