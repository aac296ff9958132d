import { useLingui } from '@lingui/react/macro';
import { EditScreen } from '../../../components/admin/edit-screen';
import { AdvertForm } from '../../../features/admin/adverts/advert-form';
import { advertsAdmin } from '../../../features/admin/adverts/adverts.admin';
import { AdvertForEditDocument } from '../../../gql/graphql';

/** /yonetim/reklamlar/:id/duzenle — back to the list once saved (adverts have no detail screen). */
export function Component() {
  const { t } = useLingui();
  return (
    <EditScreen
      title={t`Reklamı düzenle`}
      listLabel={t`Reklamlar`}
      paths={advertsAdmin.paths}
      query={AdvertForEditDocument}
      select={(data) => data.advert}
      name={(advert) => advert.name}
      showScreen={false}
    >
      {(advert, onSaved) => <AdvertForm advert={advert} onSaved={onSaved} />}
    </EditScreen>
  );
}
