import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { QueryErrorAlert } from './query-error-alert';

/**
 * The body of a screen that shows one record (detail or edit): the spec's error answer when the id
 * is not a record id or the query failed, a progress bar while it loads, then `children(record)`.
 */
export function RecordView<T>({ id, record, error, children }: { id: number | null; record: T | null | undefined; error?: unknown; children: (record: T) => ReactNode }) {
  const { t } = useLingui();
  if (!id || (error && !record)) return <QueryErrorAlert error={error} status={id ? undefined : 404} />;
  if (!record) return <LinearProgress color="secondary" aria-label={t`Yükleniyor`} />;
  return <>{children(record)}</>;
}

/**
 * The header actions of a detail screen: edit (left out for records that are never edited), other
 * actions of the record (`children`, e.g. confirm), and delete (which asks first).
 */
export function RecordActions({ editTo, onDelete, children }: { editTo?: string; onDelete: () => void; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      {editTo && (
        <Button component={RouterLink} to={editTo} variant="contained" startIcon={<EditOutlined />}>
          {t`Düzenle`}
        </Button>
      )}
      {children}
      <Button onClick={onDelete} color="error" variant="outlined" startIcon={<DeleteOutlined />}>
        {t`Sil`}
      </Button>
    </>
  );
}
