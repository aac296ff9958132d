import { useLingui } from '@lingui/react/macro';
import { RecordScreen } from '../../../components/admin/record-screen';
import { RevisionHistory } from '../../../components/admin/revision-history/revision-history';
import { archivesAdmin } from '../../../features/admin/archives/archives.admin';
import { ArchiveIssueDocument, type ArchiveIssueQuery } from '../../../gql/graphql';

const selectIssue = (data: ArchiveIssueQuery) => data.archiveIssue;

/** /yonetim/arsivler/:id/gecmis — the revision history of an archive issue. */
export function Component() {
  const { t } = useLingui();
  return (
    <RecordScreen
      title={(issue) => (issue ? t`Geçmiş: ${issue.title}` : t`Geçmiş`)}
      listLabel={t`Arşivler`}
      paths={archivesAdmin.paths}
      query={ArchiveIssueDocument}
      select={selectIssue}
      name={(issue) => issue.title}
      crumb={t`Geçmiş`}
      linkRecord
    >
      {(issue) => <RevisionHistory kind="ArchiveIssue" itemId={issue.id} editPath={archivesAdmin.paths.edit(issue.id)} />}
    </RecordScreen>
  );
}
