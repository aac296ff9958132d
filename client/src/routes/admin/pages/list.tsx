import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { useResourceList } from '../../../components/resource-list';
import { PageSlotList } from '../../../features/admin/pages/page-slot-list';
import { pagesAdmin } from '../../../features/admin/pages/pages.admin';
import { PageSlotsDocument } from '../../../gql/graphql';

/** /yonetim/sayfalar?page&query — the home-page blocks are only listed and edited (spec §2). */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(PageSlotsDocument, (data) => data.pageSlotList);
  return (
    <ListScreen title={t`Sayfalar`} paths={pagesAdmin.paths}>
      <PageSlotList list={list} />
    </ListScreen>
  );
}
