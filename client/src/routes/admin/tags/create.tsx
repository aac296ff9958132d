import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { TagForm } from '../../../features/admin/tags/tag-form';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('tags');

/** /yonetim/etiketler/olustur */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title={t`Yeni etiket`} alternates={false} noIndex />
      <PageHeader title={t`Yeni etiket`} crumbs={[{ label: t`Etiketler`, to: paths.list }, { label: t`Yeni etiket` }]} />
      <TagForm onSaved={(tag) => navigate(paths.show(tag.id))} />
    </>
  );
}
