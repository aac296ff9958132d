import { useLingui } from '@lingui/react/macro';
import { DownloadButton } from '../../../components/download-button';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../components/resource-list';
import { useSubscriptionFilters } from '../../../features/admin/subscriptions/subscription-filters';
import { SHIPPING_LIST_URL, SubscriptionRequestList } from '../../../features/admin/subscriptions/subscription-list';
import { SubscriptionRequestsDocument } from '../../../gql/graphql';
import { PageMeta } from '../../../lib/head/page-meta';

/** /yonetim/abonelikler?page&query&status&type&expiringWithinDays — and the shipping list as CSV. */
export function Component() {
  const { t } = useLingui();
  const { filters, setFilters, variables, filtered } = useSubscriptionFilters();
  const list = useResourceList(SubscriptionRequestsDocument, (data) => data.subscriptionRequestList, { filters: variables });
  return (
    <>
      <PageMeta title={t`Abonelikler`} alternates={false} noIndex />
      <PageHeader
        title={t`Abonelikler`}
        actions={
          <DownloadButton url={SHIPPING_LIST_URL} fallbackName="shipping-list.csv" label={t`Gönderim listesini indir (CSV)`} errorText={t`Gönderim listesi indirilemedi.`} />
        }
      />
      <SubscriptionRequestList list={list} filters={filters} onFiltersChange={setFilters} filtered={filtered} />
    </>
  );
}
