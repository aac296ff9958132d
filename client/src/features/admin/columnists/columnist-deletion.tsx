import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ResourceDeletion } from '../../../components/admin/use-resource-delete';
import { DeleteColumnistDocument } from '../../../gql/graphql';
import { columnistsAdmin } from './columnists.admin';

/** The delete of the list's rows and the detail screen. */
export const columnistDeletion: ResourceDeletion = {
  ...columnistsAdmin.cache,
  document: DeleteColumnistDocument,
  texts: {
    title: msg`Köşe yazarını sil`,
    body: (name) => <Trans>{name} adlı köşe yazarı silinecek; yazıları silinmiş yazar olarak görünecek.</Trans>,
    success: msg`Köşe yazarı başarıyla silindi.`,
    error: msg`Köşe yazarı silinemedi.`,
  },
};
