import { setupI18n, type I18n } from '@lingui/core';
import { messages as trMessages } from '../../locales/tr/messages';
import { messages as enMessages } from '../../locales/en/messages';
import { INTL_LOCALE, type Lang } from './languages';

/** A fresh lingui instance (one per server request, one per browser tab). */
export function createI18n(lang: Lang): I18n {
  const i18n = setupI18n({ messages: { tr: trMessages, en: enMessages } });
  activateLanguage(i18n, lang);
  return i18n;
}

export function activateLanguage(i18n: I18n, lang: Lang): void {
  if (i18n.locale !== lang) i18n.activate(lang, [INTL_LOCALE[lang]]);
}
