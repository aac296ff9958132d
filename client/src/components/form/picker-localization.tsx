import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enUS as pickersEn, trTR as pickersTr } from '@mui/x-date-pickers/locales';
import { enGB } from 'date-fns/locale/en-GB';
import { tr } from 'date-fns/locale/tr';
import type { Locale } from 'date-fns';
import type { ReactNode } from 'react';
import type { Lang } from '../../lib/i18n/languages';
import { useLang } from '../../lib/i18n/use-lang';

/**
 * The date-fns locale of each interface language: day and month names, the field format
 * (`dd.MM.yyyy HH:mm` / `dd/MM/yyyy HH:mm`, 24-hour) and the first day of the week, which is
 * Monday in both (spec §9).
 */
export const PICKER_DATE_LOCALE: Record<Lang, Locale> = {
  tr: { ...tr, options: { ...tr.options, weekStartsOn: 1 } },
  en: { ...enGB, options: { ...enGB.options, weekStartsOn: 1 } },
};

/** The pickers' own texts (buttons, section placeholders, screen-reader labels). */
const PICKER_TEXTS: Record<Lang, typeof pickersTr.components.MuiLocalizationProvider.defaultProps.localeText> = {
  tr: pickersTr.components.MuiLocalizationProvider.defaultProps.localeText,
  en: pickersEn.components.MuiLocalizationProvider.defaultProps.localeText,
};

/** MUI X date pickers in the interface language (date-fns adapter). Fields wrap themselves in it. */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const lang = useLang();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={PICKER_DATE_LOCALE[lang]} localeText={PICKER_TEXTS[lang]}>
      {children}
    </LocalizationProvider>
  );
}
