import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ResourceDeletion } from '../../../components/admin/use-resource-delete';
import { DeleteEventDocument } from '../../../gql/graphql';
import { eventsAdmin } from './events.admin';

/** The delete of the list's rows and the detail screen. */
export const eventDeletion: ResourceDeletion = {
  ...eventsAdmin.cache,
  document: DeleteEventDocument,
  texts: {
    title: msg`Etkinliği sil`,
    body: (name) => <Trans>{name} etkinliği silinecek.</Trans>,
    success: msg`Etkinlik başarıyla silindi.`,
    error: msg`Etkinlik silinemedi.`,
  },
};
