import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { useResourceList } from '../../../components/resource-list';
import { ColumnistList } from '../../../features/admin/columnists/columnist-list';
import { columnistsAdmin } from '../../../features/admin/columnists/columnists.admin';
import { ColumnistsDocument } from '../../../gql/graphql';

/** /yonetim/kose-yazarlari?page&query */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(ColumnistsDocument, (data) => data.columnistList);
  return (
    <ListScreen title={t`Köşe yazarları`} createLabel={t`Yeni köşe yazarı`} paths={columnistsAdmin.paths}>
      <ColumnistList list={list} />
    </ListScreen>
  );
}
