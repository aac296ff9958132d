import { useLingui } from '@lingui/react/macro';
import { EditScreen } from '../../../components/admin/edit-screen';
import { PageSlotForm } from '../../../features/admin/pages/page-slot-form';
import { pagesAdmin } from '../../../features/admin/pages/pages.admin';
import { PageSlotForEditDocument } from '../../../gql/graphql';

/** /yonetim/sayfalar/:id/duzenle — the slot and the news choices in one query, before the form shows. */
export function Component() {
  const { t } = useLingui();
  return (
    <EditScreen
      title={t`Sayfa bloğunu düzenle`}
      listLabel={t`Sayfalar`}
      paths={pagesAdmin.paths}
      query={PageSlotForEditDocument}
      select={(data) => data.pageSlot && { id: data.pageSlot.id, slot: data.pageSlot, news: data.allNews }}
      name={({ slot }) => slot.area}
      showScreen={false}
    >
      {({ slot, news }, onSaved) => <PageSlotForm slot={slot} news={news} onSaved={onSaved} />}
    </EditScreen>
  );
}
