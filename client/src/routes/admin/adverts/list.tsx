import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { useResourceList } from '../../../components/resource-list';
import { AdvertList } from '../../../features/admin/adverts/advert-list';
import { advertsAdmin } from '../../../features/admin/adverts/adverts.admin';
import { AdvertsDocument } from '../../../gql/graphql';

/** /yonetim/reklamlar?page&query — adverts are only listed and edited (spec §2). */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(AdvertsDocument, (data) => data.advertList);
  return (
    <ListScreen title={t`Reklamlar`} paths={advertsAdmin.paths}>
      <AdvertList list={list} />
    </ListScreen>
  );
}
