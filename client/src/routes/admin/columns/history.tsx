import { useLingui } from '@lingui/react/macro';
import { RevisionHistoryScreen } from '../../../components/admin/revision-history/revision-history-screen';
import { columnsAdmin } from '../../../features/admin/columns/columns.admin';
import { ColumnDocument } from '../../../gql/graphql';

/** /yonetim/kose-yazilari/:id/gecmis — the revision history of a column. */
export function Component() {
  const { t } = useLingui();
  return <RevisionHistoryScreen kind="Column" listLabel={t`Köşe yazıları`} paths={columnsAdmin.paths} query={ColumnDocument} select={(data) => data.column} />;
}
