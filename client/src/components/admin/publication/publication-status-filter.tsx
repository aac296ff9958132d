import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { PublicationStatus } from '../../../gql/graphql';
import { PUBLICATION_STATUS_LABELS, PUBLICATION_STATUSES, isPublicationStatus } from './publication-labels';

/** The list's status filter, kept in the URL as `status` (absent or unknown: every state). A change goes back to page 1. */
export function usePublicationStatusFilter() {
  const [params, setParams] = useSearchParams();
  const value = params.get('status');
  const status = isPublicationStatus(value) ? value : undefined;
  const setStatus = useCallback(
    (next: PublicationStatus | undefined) =>
      setParams((prev) => {
        const copy = new URLSearchParams(prev);
        if (next) copy.set('status', next);
        else copy.delete('status');
        copy.delete('page');
        return copy;
      }),
    [setParams],
  );
  return { status, setStatus };
}

/** The status select of an editorial list: every state, draft, scheduled or published. */
export function PublicationStatusFilter({ value, onChange }: { value?: PublicationStatus; onChange: (next: PublicationStatus | undefined) => void }) {
  const { t, i18n } = useLingui();
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={t`Yayın durumu`}
      value={value ?? ''}
      onChange={(event) => {
        const next = String(event.target.value);
        onChange(isPublicationStatus(next) ? next : undefined);
      }}
      sx={{ minWidth: { xs: '100%', sm: 200 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t`Tüm durumlar`}</MenuItem>
      {PUBLICATION_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {i18n._(PUBLICATION_STATUS_LABELS[status])}
        </MenuItem>
      ))}
    </TextField>
  );
}

export type PublicationStatusFilterState = ReturnType<typeof usePublicationStatusFilter>;
