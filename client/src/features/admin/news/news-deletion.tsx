import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ResourceDeletion } from '../../../components/admin/use-resource-delete';
import { DeleteNewsDocument } from '../../../gql/graphql';
import { newsAdmin } from './news.admin';

/** The delete of the list's rows and the detail screen. */
export const newsDeletion: ResourceDeletion = {
  ...newsAdmin.cache,
  document: DeleteNewsDocument,
  texts: {
    title: msg`Haberi sil`,
    body: (name) => <Trans>{name} haberi silinecek.</Trans>,
    success: msg`Haber başarıyla silindi.`,
    error: msg`Haber silinemedi.`,
  },
};
