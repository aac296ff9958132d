import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { ArchiveForm } from '../../../features/admin/archives/archive-form';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('archives');

/** /yonetim/arsivler/olustur */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title={t`Yeni arşiv sayısı`} alternates={false} noIndex />
      <PageHeader title={t`Yeni arşiv sayısı`} crumbs={[{ label: t`Arşivler`, to: paths.list }, { label: t`Yeni arşiv sayısı` }]} />
      <ArchiveForm onSaved={(issue) => navigate(paths.show(issue.id))} />
    </>
  );
}
