import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ResourceDeletion } from '../../../components/admin/use-resource-delete';
import { DeleteSubscriptionRequestDocument } from '../../../gql/graphql';
import { subscriptionsAdmin } from './subscriptions.admin';

/** The delete of the list's rows and the detail screen. */
export const subscriptionDeletion: ResourceDeletion = {
  ...subscriptionsAdmin.cache,
  document: DeleteSubscriptionRequestDocument,
  texts: {
    title: msg`Abonelik talebini sil`,
    body: (name) => <Trans>{name} adına yapılan abonelik talebi silinecek.</Trans>,
    success: msg`Abonelik başarıyla silindi.`,
    error: msg`Abonelik silinemedi.`,
  },
};
