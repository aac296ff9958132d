import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ResourceDeletion } from '../../../components/admin/use-resource-delete';
import { DeleteColumnDocument } from '../../../gql/graphql';
import { columnsAdmin } from './columns.admin';

/** The delete of the list's rows and the detail screen. */
export const columnDeletion: ResourceDeletion = {
  ...columnsAdmin.cache,
  document: DeleteColumnDocument,
  texts: {
    title: msg`Köşe yazısını sil`,
    body: (name) => <Trans>{name} başlıklı köşe yazısı silinecek.</Trans>,
    success: msg`Köşe yazısı başarıyla silindi.`,
    error: msg`Köşe yazısı silinemedi.`,
  },
};
