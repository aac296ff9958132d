import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ResourceDeletion } from '../../../components/admin/use-resource-delete';
import { DeleteArchiveIssueDocument } from '../../../gql/graphql';
import { archivesAdmin } from './archives.admin';

/** The delete of the list's rows and the detail screen. */
export const archiveDeletion: ResourceDeletion = {
  ...archivesAdmin.cache,
  document: DeleteArchiveIssueDocument,
  texts: {
    title: msg`Arşiv sayısını sil`,
    body: (name) => <Trans>{name} arşiv sayısı silinecek.</Trans>,
    success: msg`Arşiv sayısı başarıyla silindi.`,
    error: msg`Arşiv sayısı silinemedi.`,
  },
};
