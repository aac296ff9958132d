import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { safeLinkUrl } from './rich-text-value';

export interface LinkDialogProps {
  open: boolean;
  /** The current target when editing a link. */
  initialUrl?: string;
  /** Gets a safe URL (http, https or mailto) only. */
  onSubmit: (url: string) => void;
  /** Shown when editing a link: removes it. */
  onRemove?: () => void;
  onClose: () => void;
}

/** Asks for a link target; refuses anything but http, https and mailto addresses. */
export function LinkDialog({ open, initialUrl, onSubmit, onRemove, onClose }: LinkDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {open && <LinkForm titleId={titleId} initialUrl={initialUrl} onSubmit={onSubmit} onRemove={onRemove} onClose={onClose} />}
    </Dialog>
  );
}

function LinkForm({ titleId, initialUrl, onSubmit, onRemove, onClose }: Omit<LinkDialogProps, 'open'> & { titleId: string }) {
  const { t } = useLingui();
  const [url, setUrl] = useState(initialUrl ?? '');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const safe = safeLinkUrl(url);
    if (safe === null) {
      setError(t`Yalnızca http://, https:// veya mailto: ile başlayan bağlantılar eklenebilir.`);
      return;
    }
    onSubmit(safe);
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId}>{initialUrl ? t`Bağlantıyı düzenle` : t`Bağlantı ekle`}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label={t`Bağlantı adresi`}
          placeholder="https://"
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { inputMode: 'url', maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        {onRemove && (
          <Button onClick={onRemove} color="error" sx={{ mr: 'auto' }}>
            {t`Bağlantıyı kaldır`}
          </Button>
        )}
        <Button onClick={onClose} color="inherit">
          {t`Vazgeç`}
        </Button>
        <Button type="submit" variant="contained">
          {t`Uygula`}
        </Button>
      </DialogActions>
    </form>
  );
}
