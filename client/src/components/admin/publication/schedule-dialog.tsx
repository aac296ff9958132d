import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { istanbulWallClockToIso, isoToIstanbulWallClock } from '../../../lib/i18n/istanbul-time';
import { PickerLocalization } from '../../form/picker-localization';

const HOUR_MS = 3_600_000;

/** Where the picker starts: the item's time when it is still ahead, else the next full hour. */
function initialWallClock(publishAt: string | null | undefined, now: number): Date {
  if (publishAt && new Date(publishAt).getTime() > now) return isoToIstanbulWallClock(publishAt)!;
  return isoToIstanbulWallClock(new Date(Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS).toISOString())!;
}

/** Why a picked value cannot be scheduled, or nothing when it can. */
function problemOf(value: Date | null, now: number): 'invalid' | 'past' | undefined {
  if (!value || Number.isNaN(value.getTime())) return 'invalid';
  return new Date(istanbulWallClockToIso(value)).getTime() <= now ? 'past' : undefined;
}

export interface ScheduleDialogProps {
  open: boolean;
  /** The item's current time, offered again when it is still ahead. */
  publishAt?: string | null;
  busy?: boolean;
  /** Called with the chosen instant (ISO 8601, UTC). */
  onConfirm: (publishAt: string) => void;
  onClose: () => void;
}

/**
 * Picks when an item is published: a date-time picker in Europe/Istanbul time whatever the
 * browser's zone (the picked wall clock is read as Istanbul time by `lib/i18n/istanbul-time.ts`),
 * 24-hour, weeks from Monday, future times only. Typed section by section or picked from the calendar.
 */
export function ScheduleDialog(props: ScheduleDialogProps) {
  // Mounted afresh on each opening, so the picker starts from the item's time again.
  return props.open ? <OpenScheduleDialog {...props} /> : null;
}

function OpenScheduleDialog({ publishAt, busy, onConfirm, onClose }: ScheduleDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const textId = useId();
  const [opened] = useState(() => Date.now());
  const [value, setValue] = useState<Date | null>(() => initialWallClock(publishAt, opened));
  // Checked when confirmed (against the clock then), and shown until the value changes.
  const [problem, setProblem] = useState<'invalid' | 'past'>();
  const shown = problem === 'invalid' ? t`Geçerli bir tarih ve saat girin.` : problem === 'past' ? t`Gelecekte bir zaman seçin.` : undefined;

  const confirm = () => {
    const found = problemOf(value, Date.now());
    setProblem(found);
    if (!found && value) onConfirm(istanbulWallClockToIso(value));
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog is rendered inside the item's own form: its submit must not reach that form.
          event.preventDefault();
          event.stopPropagation();
          confirm();
        }}
      >
        <DialogTitle id={titleId}>{t`Yayını zamanla`}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{t`Seçtiğiniz zamanda yayımlanır. Saatler İstanbul saatidir.`}</DialogContentText>
          <PickerLocalization>
            <DateTimePicker
              ampm={false}
              label={t`Yayın zamanı (İstanbul)`}
              value={value}
              onChange={(next) => {
                setValue(next ?? null);
                setProblem(undefined);
              }}
              minDateTime={isoToIstanbulWallClock(new Date(opened).toISOString())!}
              autoFocus
              slotProps={{
                textField: { fullWidth: true, margin: 'normal', required: true, name: 'publishAt', error: Boolean(shown), helperText: shown },
              }}
            />
          </PickerLocalization>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy} color="inherit">
            {t`Vazgeç`}
          </Button>
          <Button type="submit" disabled={busy} variant="contained">
            {t`Zamanla`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
