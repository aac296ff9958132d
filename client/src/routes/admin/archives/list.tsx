import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { useResourceList } from '../../../components/resource-list';
import { ArchiveList } from '../../../features/admin/archives/archive-list';
import { archivesAdmin } from '../../../features/admin/archives/archives.admin';
import { ArchiveIssuesDocument } from '../../../gql/graphql';

/** /yonetim/arsivler?page&query */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(ArchiveIssuesDocument, (data) => data.archiveIssueList);
  return (
    <ListScreen title={t`Arşivler`} createLabel={t`Yeni arşiv sayısı`} paths={archivesAdmin.paths}>
      <ArchiveList list={list} />
    </ListScreen>
  );
}
