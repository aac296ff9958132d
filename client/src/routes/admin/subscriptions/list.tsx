import { useLingui } from '@lingui/react/macro';
import { ListScreen } from '../../../components/admin/list-screen';
import { DownloadButton } from '../../../components/download-button';
import { useResourceList } from '../../../components/resource-list';
import { useSubscriptionFilters } from '../../../features/admin/subscriptions/subscription-filters';
import { SHIPPING_LIST_URL, SubscriptionRequestList } from '../../../features/admin/subscriptions/subscription-list';
import { subscriptionsAdmin } from '../../../features/admin/subscriptions/subscriptions.admin';
import { SubscriptionRequestsDocument } from '../../../gql/graphql';

/** /yonetim/abonelikler?page&query&status&type&expiringWithinDays — and the shipping list as CSV. */
export function Component() {
  const { t } = useLingui();
  const { filters, setFilters, variables, filtered } = useSubscriptionFilters();
  const list = useResourceList(SubscriptionRequestsDocument, (data) => data.subscriptionRequestList, { filters: variables });
  const download = <DownloadButton url={SHIPPING_LIST_URL} fallbackName="shipping-list.csv" label={t`Gönderim listesini indir (CSV)`} errorText={t`Gönderim listesi indirilemedi.`} />;
  return (
    <ListScreen title={t`Abonelikler`} paths={subscriptionsAdmin.paths} actions={download}>
      <SubscriptionRequestList list={list} filters={filters} onFiltersChange={setFilters} filtered={filtered} />
    </ListScreen>
  );
}
