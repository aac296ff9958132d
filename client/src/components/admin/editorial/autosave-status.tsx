import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { INTL_LOCALE } from '../../../lib/i18n/languages';
import type { AutosaveState } from './use-autosave';

function clockTime(at: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Istanbul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** Where the typed text is kept, announced politely to screen readers ("Kaydedildi · 12:04"). */
export function AutosaveStatus({ state }: { state: AutosaveState }) {
  const { t, i18n } = useLingui();
  const time = 'at' in state ? clockTime(state.at, INTL_LOCALE[i18n.locale === 'en' ? 'en' : 'tr']) : '';
  const text =
    state.status === 'saved'
      ? t`Kaydedildi · ${time}`
      : state.status === 'local'
        ? t`Bu cihaza kaydedildi · ${time}`
        : state.status === 'offline'
          ? t`Çevrimdışı — bu cihaza kaydedildi · ${time}`
          : state.status === 'unsaved'
            ? t`Henüz kaydedilmedi`
            : '';
  return (
    <Typography role="status" aria-live="polite" variant="body2" color={state.status === 'offline' ? 'warning' : 'textSecondary'} sx={{ minHeight: '1.5em', mb: 2 }}>
      {text}
    </Typography>
  );
}
