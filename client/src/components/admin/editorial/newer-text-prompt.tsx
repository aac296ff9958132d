import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../../lib/i18n/format-date';

export interface NewerText {
  /** Where it was kept: this device, or the server (an autosave or a restored revision). */
  source: 'local' | 'server';
  at: string;
  /** Who wrote a server draft (another editor's autosave is offered too). */
  author?: string | null;
}

/** "A newer text exists": offered when the form opens, until the editor restores or dismisses it. */
export function NewerTextPrompt({ newer, onRestore, onDismiss }: { newer: NewerText; onRestore: () => void; onDismiss: () => void }) {
  const { t, i18n } = useLingui();
  const at = formatDateTime(newer.at, i18n.locale === 'en' ? 'en' : 'tr');
  const author = newer.author;
  const where =
    newer.source === 'local' ? t`Bu cihazda ${at} tarihinde kaydedilmiş.` : author ? t`${author} tarafından ${at} tarihinde kaydedilmiş.` : t`${at} tarihinde kaydedilmiş.`;
  return (
    <Alert
      severity="info"
      role="region"
      aria-label={t`Daha yeni bir metin var`}
      sx={{ mb: 2 }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={onRestore}>
            {t`Geri yükle`}
          </Button>
          <Button color="inherit" size="small" onClick={onDismiss}>
            {t`Yok say`}
          </Button>
        </Stack>
      }
    >
      {t`Daha yeni bir metin var.`} {where}
    </Alert>
  );
}
