import { useLingui } from '@lingui/react/macro';
import { ShowScreen } from '../../../components/admin/show-screen';
import { RevisionHistoryButton } from '../../../components/admin/revision-history/revision-history-button';
import { ArchiveDetail } from '../../../features/admin/archives/archive-detail';
import { archiveDeletion } from '../../../features/admin/archives/archive-deletion';
import { archivesAdmin } from '../../../features/admin/archives/archives.admin';
import { ArchiveIssueDocument } from '../../../gql/graphql';

/** /yonetim/arsivler/:id */
export function Component() {
  const { t } = useLingui();
  return (
    <ShowScreen
      listLabel={t`Arşivler`}
      fallbackTitle={t`Arşiv sayısı`}
      paths={archivesAdmin.paths}
      query={ArchiveIssueDocument}
      select={(data) => data.archiveIssue}
      name={(issue) => issue.title}
      deletion={archiveDeletion}
      actions={(issue) => <RevisionHistoryButton paths={archivesAdmin.paths} id={issue.id} />}
    >
      {(issue) => <ArchiveDetail issue={issue} />}
    </ShowScreen>
  );
}
