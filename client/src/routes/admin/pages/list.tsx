import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../components/resource-list';
import { PageSlotList } from '../../../features/admin/pages/page-slot-list';
import { PageSlotsDocument } from '../../../gql/graphql';
import { PageMeta } from '../../../lib/head/page-meta';

/** /yonetim/sayfalar?page&query — the home-page blocks are only listed and edited (spec §2). */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(PageSlotsDocument, (data) => data.pageSlotList);
  return (
    <>
      <PageMeta title={t`Sayfalar`} alternates={false} noIndex />
      <PageHeader title={t`Sayfalar`} />
      <PageSlotList list={list} />
    </>
  );
}
