import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { RecordView } from '../../../components/record-view';
import { PageSlotForm } from '../../../features/admin/pages/page-slot-form';
import { PageSlotForEditDocument } from '../../../gql/graphql';
import { adminPaths } from '../../../lib/admin-paths';
import { PageMeta } from '../../../lib/head/page-meta';
import { parseId } from '../../../lib/parse-id';

const paths = adminPaths('pages');

/** /yonetim/sayfalar/:id/duzenle — the slot and the news choices in one query, before the form shows. */
export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = parseId(useParams().id) ?? 0;
  const { data, error } = useQuery(PageSlotForEditDocument, { variables: { id }, fetchPolicy: 'cache-and-network', skip: !id });
  const slot = data?.pageSlot;

  return (
    <>
      <PageMeta title={t`Sayfa bloğunu düzenle`} alternates={false} noIndex />
      <PageHeader
        title={t`Sayfa bloğunu düzenle`}
        crumbs={[{ label: t`Sayfalar`, to: paths.list }, ...(slot ? [{ label: slot.area }] : []), { label: t`Düzenle` }]}
      />
      <RecordView id={id} record={slot && data ? { slot, news: data.allNews } : undefined} error={error}>
        {({ slot, news }) => <PageSlotForm slot={slot} news={news} onSaved={() => navigate(paths.list)} />}
      </RecordView>
    </>
  );
}
