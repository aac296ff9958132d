import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DraftCompare } from './draft-compare';
import type { DraftText } from './editorial-draft';
import { VERSION_CONFLICT } from './editorial-validation';

export type ConflictChoice = 'mine' | 'theirs' | 'cancel';

export interface ConflictDialogProps {
  open: boolean;
  /** The typed text, for the comparison. */
  mine: DraftText | null;
  /** Loads the text saved meanwhile (null: it could not be loaded). */
  loadSaved: () => Promise<DraftText | null>;
  onChoose: (choice: ConflictChoice) => void;
  busy?: boolean;
}

/**
 * A save refused because someone else saved the item meanwhile: the typed text stays in the form;
 * the editor compares the two, saves theirs over (knowingly) or loads the saved one.
 */
export function ConflictDialog({ open, mine, loadSaved, onChoose, busy = false }: ConflictDialogProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const textId = useId();
  const [compare, setCompare] = useState<{ state: 'loading' } | { state: 'shown'; saved: DraftText } | { state: 'failed' } | null>(null);

  const choose = (choice: ConflictChoice) => {
    setCompare(null);
    onChoose(choice);
  };

  const showCompare = async () => {
    setCompare({ state: 'loading' });
    try {
      const saved = await loadSaved();
      setCompare(saved ? { state: 'shown', saved } : { state: 'failed' });
    } catch {
      setCompare({ state: 'failed' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : () => choose('cancel')}
      aria-labelledby={titleId}
      aria-describedby={textId}
      role="alertdialog"
      maxWidth={compare?.state === 'shown' ? 'lg' : 'sm'}
      fullWidth
    >
      <DialogTitle id={titleId}>{i18n._(VERSION_CONFLICT)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {t`Yazdıklarınız formda duruyor. İki metni karşılaştırabilir, kendi metninizi yine de kaydedebilir ya da kaydedilen metni yükleyebilirsiniz.`}
        </DialogContentText>
        {compare?.state === 'loading' && <CircularProgress size={24} aria-label={t`Kaydedilen metin yükleniyor`} />}
        {compare?.state === 'failed' && <Alert severity="error">{t`Kaydedilen metin yüklenemedi.`}</Alert>}
        {compare?.state === 'shown' && mine && <DraftCompare saved={compare.saved} mine={mine} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => choose('cancel')} color="inherit" disabled={busy}>
          {t`Vazgeç`}
        </Button>
        <Button onClick={() => void showCompare()} disabled={busy || compare?.state === 'loading' || compare?.state === 'shown'}>
          {t`Karşılaştır`}
        </Button>
        <Button onClick={() => choose('theirs')} disabled={busy}>
          {t`Onlarınkini yükle`}
        </Button>
        <Button onClick={() => choose('mine')} variant="contained" disabled={busy}>
          {t`Benimkini kaydet`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
