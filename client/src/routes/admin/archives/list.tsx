import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { useResourceList } from '../../../components/resource-list';
import { usePublicationStatusFilter } from '../../../components/admin/publication/publication-status-filter';
import { ArchiveList } from '../../../features/admin/archives/archive-list';
import { archivesAdmin } from '../../../features/admin/archives/archives.admin';
import { ArchiveIssuesDocument } from '../../../gql/graphql';

/** /yonetim/arsivler?page&query&status */
export function Component() {
  const { t } = useLingui();
  const statusFilter = usePublicationStatusFilter();
  const list = useResourceList(ArchiveIssuesDocument, (data) => data.archiveIssueList, { filters: { status: statusFilter.status ?? null } });
  return (
    <ListScreen title={t`Arşivler`} createLabel={t`Yeni arşiv sayısı`} paths={archivesAdmin.paths}>
      <ArchiveList list={list} statusFilter={statusFilter} />
    </ListScreen>
  );
}
