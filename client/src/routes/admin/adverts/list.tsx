import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../components/resource-list';
import { AdvertList } from '../../../features/admin/adverts/advert-list';
import { AdvertsDocument } from '../../../gql/graphql';
import { PageMeta } from '../../../lib/head/page-meta';

/** /yonetim/reklamlar?page&query — adverts are only listed and edited (spec §2). */
export function Component() {
  const { t } = useLingui();
  const list = useResourceList(AdvertsDocument, (data) => data.advertList);
  return (
    <>
      <PageMeta title={t`Reklamlar`} alternates={false} noIndex />
      <PageHeader title={t`Reklamlar`} />
      <AdvertList list={list} />
    </>
  );
}
