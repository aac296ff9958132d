import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ResourceDeletion } from '../../../components/admin/use-resource-delete';
import { DeleteNewsletterSubscriberDocument } from '../../../gql/graphql';
import { newsletterAdmin } from './newsletter.admin';

/** The delete of the list's rows, the only screen of a subscriber. */
export const newsletterDeletion: ResourceDeletion = {
  ...newsletterAdmin.cache,
  document: DeleteNewsletterSubscriberDocument,
  texts: {
    title: msg`Bülten abonesini sil`,
    body: (email) => <Trans>{email} adresi bülten listesinden silinecek.</Trans>,
    success: msg`Bülten abonesi başarıyla silindi.`,
    error: msg`Bülten abonesi silinemedi.`,
  },
};
