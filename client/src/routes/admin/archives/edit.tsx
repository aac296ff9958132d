import { useLingui } from '@lingui/react/macro';
import { EditScreen } from '../../../components/admin/edit-screen';
import { ArchiveForm } from '../../../features/admin/archives/archive-form';
import { archivesAdmin } from '../../../features/admin/archives/archives.admin';
import { ArchiveIssueForEditDocument } from '../../../gql/graphql';

/** /yonetim/arsivler/:id/duzenle */
export function Component() {
  const { t } = useLingui();
  return (
    <EditScreen
      title={t`Arşiv sayısını düzenle`}
      listLabel={t`Arşivler`}
      paths={archivesAdmin.paths}
      query={ArchiveIssueForEditDocument}
      select={(data) => data.archiveIssue}
      name={(issue) => issue.title}
    >
      {(issue, onSaved) => <ArchiveForm issue={issue} onSaved={onSaved} />}
    </EditScreen>
  );
}
