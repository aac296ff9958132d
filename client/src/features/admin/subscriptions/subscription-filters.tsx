import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { SubscriptionStatus, SubscriptionType } from '../../../gql/graphql';
import { useSubscriptionLabels } from './subscription-labels';

/** "Expiring soon" of the list: active subscriptions ending within this many days. */
export const EXPIRING_WITHIN_DAYS = 30;

const STATUSES: readonly SubscriptionStatus[] = ['pending', 'confirmed'];
const TYPES: readonly SubscriptionType[] = ['personal', 'company'];

export interface SubscriptionFilterValues {
  /** Absent: every status. */
  status?: SubscriptionStatus;
  /** Absent: every type. */
  type?: SubscriptionType;
  /** Only the active subscriptions ending within `EXPIRING_WITHIN_DAYS`. */
  expiring: boolean;
}

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined => values.find((item) => item === value);

/**
 * The list's filters, kept in the URL (`status`, `type`, `expiringWithinDays=30`; absent: all), and
 * the query variables they give. A change goes back to page 1.
 */
export function useSubscriptionFilters() {
  const [params, setParams] = useSearchParams();
  const filters: SubscriptionFilterValues = {
    status: pick(STATUSES, params.get('status')),
    type: pick(TYPES, params.get('type')),
    expiring: params.get('expiringWithinDays') === String(EXPIRING_WITHIN_DAYS),
  };
  const setFilters = useCallback(
    (next: Partial<SubscriptionFilterValues>) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        const put = (key: string, value: string | undefined) => (value ? copy.set(key, value) : copy.delete(key));
        if ('status' in next) put('status', next.status);
        if ('type' in next) put('type', next.type);
        if ('expiring' in next) put('expiringWithinDays', next.expiring ? String(EXPIRING_WITHIN_DAYS) : undefined);
        copy.delete('page');
        return copy;
      }),
    [setParams],
  );
  const variables = {
    status: filters.status ?? null,
    type: filters.type ?? null,
    expiringWithinDays: filters.expiring ? EXPIRING_WITHIN_DAYS : null,
  };
  const filtered = Boolean(filters.status || filters.type || filters.expiring);
  return { filters, setFilters, variables, filtered };
}

export interface SubscriptionFiltersProps {
  value: SubscriptionFilterValues;
  onChange: (next: Partial<SubscriptionFilterValues>) => void;
}

/** Status (pending / confirmed / all), type (personal / company / all) and "ending within 30 days". */
export function SubscriptionFilters({ value, onChange }: SubscriptionFiltersProps) {
  const { t } = useLingui();
  const labels = useSubscriptionLabels();
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }} useFlexGap>
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={t`Durum`}
        value={value.status ?? ''}
        onChange={(event) => onChange({ status: pick(STATUSES, event.target.value) })}
        sx={{ minWidth: 180 }}
        slotProps={select}
      >
        <MenuItem value="">{t`Tüm durumlar`}</MenuItem>
        {STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {labels.status(status)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={t`Tür`}
        value={value.type ?? ''}
        onChange={(event) => onChange({ type: pick(TYPES, event.target.value) })}
        sx={{ minWidth: 160 }}
        slotProps={select}
      >
        <MenuItem value="">{t`Tüm türler`}</MenuItem>
        {TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {labels.type(type)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={value.expiring} onChange={(event) => onChange({ expiring: event.target.checked })} />}
        label={t`${EXPIRING_WITHIN_DAYS} gün içinde bitecekler`}
      />
    </Stack>
  );
}
