import { useLingui } from '@lingui/react/macro';
import { CreateScreen } from '../../../components/admin/create-screen';
import { QueryView } from '../../../components/admin/query-view';
import { ColumnForm } from '../../../features/admin/columns/column-form';
import { columnsAdmin } from '../../../features/admin/columns/columns.admin';
import { ColumnistChoicesDocument } from '../../../gql/graphql';

/** /yonetim/kose-yazilari/olustur — the columnists are loaded before the form shows (spec §2). */
export function Component() {
  const { t } = useLingui();
  return (
    <CreateScreen title={t`Yeni köşe yazısı`} listLabel={t`Köşe yazıları`} paths={columnsAdmin.paths}>
      {(onSaved) => <QueryView query={ColumnistChoicesDocument}>{(choices) => <ColumnForm columnists={choices.allColumnists} onSaved={onSaved} />}</QueryView>}
    </CreateScreen>
  );
}
