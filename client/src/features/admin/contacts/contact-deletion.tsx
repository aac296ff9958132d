import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ResourceDeletion } from '../../../components/admin/use-resource-delete';
import { DeleteContactMessageDocument } from '../../../gql/graphql';
import { contactsAdmin } from './contacts.admin';

/** The delete of the list's rows and the detail screen. */
export const contactDeletion: ResourceDeletion = {
  ...contactsAdmin.cache,
  document: DeleteContactMessageDocument,
  texts: {
    title: msg`Mesajı sil`,
    body: (name) => <Trans>{name} adlı kişinin mesajı silinecek.</Trans>,
    success: msg`Mesaj başarıyla silindi.`,
    error: msg`Mesaj silinemedi.`,
  },
};
