import { useLingui } from '@lingui/react/macro';
import type { EditorialKind } from '../../../gql/graphql';
import type { AdminPaths } from '../../../lib/admin-paths';
import { RecordScreen, type RecordQueryProps } from '../record-screen';
import { RevisionHistory } from './revision-history';

export interface RevisionHistoryScreenProps<Data, Item extends { id: number; title: string }> extends Pick<RecordQueryProps<Data, Item>, 'query' | 'select'> {
  kind: EditorialKind;
  /** The list's name, the first breadcrumb. */
  listLabel: string;
  paths: AdminPaths;
}

/**
 * The history screen of an editorial item (the `history: '/:id/gecmis'` extra screen of news,
 * columns and archive issues): "Geçmiş: <title>", breadcrumbs back to the item, and its revisions,
 * compared and restorable into its edit screen.
 */
export function RevisionHistoryScreen<Data, Item extends { id: number; title: string }>({ kind, listLabel, paths, query, select }: RevisionHistoryScreenProps<Data, Item>) {
  const { t } = useLingui();
  return (
    <RecordScreen
      title={(item) => (item ? t`Geçmiş: ${item.title}` : t`Geçmiş`)}
      listLabel={listLabel}
      paths={paths}
      query={query}
      select={select}
      name={(item) => item.title}
      crumb={t`Geçmiş`}
      linkRecord
    >
      {(item) => <RevisionHistory kind={kind} itemId={item.id} editPath={paths.edit(item.id)} />}
    </RecordScreen>
  );
}
