import { useLingui } from '@lingui/react/macro';
import { CreateScreen } from '../../../components/admin/create-screen';
import { ArchiveForm } from '../../../features/admin/archives/archive-form';
import { archivesAdmin } from '../../../features/admin/archives/archives.admin';

/** /yonetim/arsivler/olustur */
export function Component() {
  const { t } = useLingui();
  return (
    <CreateScreen title={t`Yeni arşiv sayısı`} listLabel={t`Arşivler`} paths={archivesAdmin.paths}>
      {(onSaved) => <ArchiveForm onSaved={onSaved} />}
    </CreateScreen>
  );
}
