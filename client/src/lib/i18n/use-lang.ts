import { useLingui } from '@lingui/react';
import { isLang, DEFAULT_LANG, type Lang } from './languages';

/** The active interface language. */
export function useLang(): Lang {
  const { i18n } = useLingui();
  return isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG;
}
