import { useLingui } from '@lingui/react/macro';
import { EditScreen } from '../../../components/admin/edit-screen';
import { ColumnistForm } from '../../../features/admin/columnists/columnist-form';
import { columnistsAdmin } from '../../../features/admin/columnists/columnists.admin';
import { ColumnistForEditDocument } from '../../../gql/graphql';

/** /yonetim/kose-yazarlari/:id/duzenle */
export function Component() {
  const { t } = useLingui();
  return (
    <EditScreen
      title={t`Köşe yazarını düzenle`}
      listLabel={t`Köşe yazarları`}
      paths={columnistsAdmin.paths}
      query={ColumnistForEditDocument}
      select={(data) => data.columnist}
      name={(columnist) => columnist.name}
    >
      {(columnist, onSaved) => <ColumnistForm columnist={columnist} onSaved={onSaved} />}
    </EditScreen>
  );
}
