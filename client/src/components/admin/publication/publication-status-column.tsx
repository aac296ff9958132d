import { useLingui } from '@lingui/react/macro';
import type { DataTableColumn } from '../../data-table/data-table';
import { PublicationStatusChip, type PublicationState } from './publication-status-chip';

/** The status column of an editorial list: the state in words, with its Istanbul time. */
export function usePublicationStatusColumn<Row extends PublicationState>(): DataTableColumn<Row> {
  const { t } = useLingui();
  return { key: 'status', label: t`Durum`, render: (row) => <PublicationStatusChip {...row} /> };
}
