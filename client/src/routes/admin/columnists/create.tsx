import { useLingui } from '@lingui/react/macro';
import { CreateScreen } from '../../../components/admin/create-screen';
import { ColumnistForm } from '../../../features/admin/columnists/columnist-form';
import { columnistsAdmin } from '../../../features/admin/columnists/columnists.admin';

/** /yonetim/kose-yazarlari/olustur */
export function Component() {
  const { t } = useLingui();
  return (
    <CreateScreen title={t`Yeni köşe yazarı`} listLabel={t`Köşe yazarları`} paths={columnistsAdmin.paths}>
      {(onSaved) => <ColumnistForm onSaved={onSaved} />}
    </CreateScreen>
  );
}
