import { useLingui } from '@lingui/react/macro';
import { RevisionHistoryScreen } from '../../../components/admin/revision-history/revision-history-screen';
import { archivesAdmin } from '../../../features/admin/archives/archives.admin';
import { ArchiveIssueDocument } from '../../../gql/graphql';

/** /yonetim/arsivler/:id/gecmis — the revision history of an archive issue. */
export function Component() {
  const { t } = useLingui();
  return <RevisionHistoryScreen kind="ArchiveIssue" listLabel={t`Arşivler`} paths={archivesAdmin.paths} query={ArchiveIssueDocument} select={(data) => data.archiveIssue} />;
}
