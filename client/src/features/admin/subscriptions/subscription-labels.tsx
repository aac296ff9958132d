import Chip from '@mui/material/Chip';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { useLingui } from '@lingui/react/macro';
import type { SubscriptionStatus, SubscriptionType } from '../../../gql/graphql';

/** The interface names of the request types and statuses. */
export function useSubscriptionLabels() {
  const { t } = useLingui();
  const types: Record<SubscriptionType, string> = { personal: t`Bireysel`, company: t`Kurumsal` };
  const statuses: Record<SubscriptionStatus, string> = { pending: t`Onay bekliyor`, confirmed: t`Onaylandı` };
  return { type: (value: SubscriptionType) => types[value], status: (value: SubscriptionStatus) => statuses[value] };
}

/**
 * A request's status as a chip: pending outlined in amber, confirmed filled green; the text says it
 * too, and stays dark on the amber (MUI's white-on-amber fails the contrast ratio).
 */
export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const labels = useSubscriptionLabels();
  return status === 'pending' ? (
    <Chip size="small" variant="outlined" icon={<HourglassEmptyOutlined />} label={labels.status(status)} sx={{ color: 'text.primary', borderColor: 'warning.main', '& .MuiChip-icon': { color: 'warning.dark' } }} />
  ) : (
    <Chip size="small" color="success" icon={<TaskAltOutlined />} label={labels.status(status)} />
  );
}
