import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { ColumnistForm } from '../../../features/admin/columnists/columnist-form';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';

const paths = adminPaths('columnists');

/** /yonetim/kose-yazarlari/olustur */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title={t`Yeni köşe yazarı`} alternates={false} noIndex />
      <PageHeader title={t`Yeni köşe yazarı`} crumbs={[{ label: t`Köşe yazarları`, to: paths.list }, { label: t`Yeni köşe yazarı` }]} />
      <ColumnistForm onSaved={(columnist) => navigate(paths.show(columnist.id))} />
    </>
  );
}
