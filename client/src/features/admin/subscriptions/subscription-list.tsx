import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { ResourceList, type ResourceListState } from '../../../components/resource-list';
import { useResourceDelete } from '../../../components/admin/use-resource-delete';
import type { SubscriptionRequestFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { SubscriptionFilters, type SubscriptionFiltersProps } from './subscription-filters';
import { SubscriptionStatusChip, useSubscriptionLabels } from './subscription-labels';
import { subscriptionDeletion } from './subscription-deletion';
import { subscriptionsAdmin } from './subscriptions.admin';

/** The CSV of the active subscriptions' shipping addresses (staff only; fetched with the bearer token). */
export const SHIPPING_LIST_URL = '/api/subscriptions/shipping-list.csv';

export interface SubscriptionRequestListProps {
  list: ResourceListState<SubscriptionRequestFieldsFragment>;
  filters: SubscriptionFiltersProps['value'];
  onFiltersChange: SubscriptionFiltersProps['onChange'];
  filtered: boolean;
}

/** Admin list body, newest first (soonest end first when expiring): name and company, type, status, end date, received. */
export function SubscriptionRequestList({ list, filters, onFiltersChange, filtered }: SubscriptionRequestListProps) {
  const { t } = useLingui();
  const lang = useLang();
  const labels = useSubscriptionLabels();
  const remove = useResourceDelete(subscriptionDeletion);

  const columns: DataTableColumn<SubscriptionRequestFieldsFragment>[] = [
    {
      key: 'name',
      label: t`Ad`,
      render: (row) => (
        <>
          <Link component={RouterLink} to={subscriptionsAdmin.paths.show(row.id)} sx={{ fontWeight: 600 }}>
            {row.name}
          </Link>
          {row.companyName && (
            <Typography variant="body2" color="textSecondary">
              {row.companyName}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'type', label: t`Tür`, render: (row) => <Chip size="small" variant="outlined" label={labels.type(row.type)} /> },
    { key: 'status', label: t`Durum`, render: (row) => <SubscriptionStatusChip status={row.status} /> },
    { key: 'endsAt', label: t`Bitiş`, render: (row) => (row.endsAt ? formatDate(row.endsAt, lang) : '—') },
    { key: 'createdAt', label: t`Talep tarihi`, render: (row) => formatDateTime(row.createdAt, lang), hideOnMobile: true },
  ];

  return (
    <ResourceList
      list={list}
      paths={subscriptionsAdmin.paths}
      columns={columns}
      rowName={(row) => row.name}
      remove={remove}
      editScreen={false}
      filtered={filtered}
      toolbar={<SubscriptionFilters value={filters} onChange={onFiltersChange} />}
      texts={{
        table: t`Abonelik talepleri`,
        search: t`Abonelik ara`,
        empty: t`Henüz abonelik talebi yok.`,
        noMatch: t`Aramanızla eşleşen abonelik talebi yok.`,
        actions: (row) => ({
          view: t`${row.name} adına yapılan talebi görüntüle`,
          remove: t`${row.name} adına yapılan talebi sil`,
        }),
      }}
    />
  );
}
