import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** Red confirm button for destructive actions. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A confirmation popup (delete actions, spec §2). */
export function ConfirmDialog({ open, title, message, confirmLabel, destructive, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} role="alertdialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* Focus starts on Cancel: a second Enter must not run a destructive action (UX review defect 4). */}
        <Button onClick={onClose} disabled={busy} color="inherit" autoFocus>
          {t`Vazgeç`}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color={destructive ? 'error' : 'primary'}>
          {confirmLabel ?? t`Onayla`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
