import type { I18n } from '@lingui/core';
import { messages as trMessages } from '../../locales/tr/messages';
import { messages as enMessages } from '../../locales/en/messages';
import { activateLanguage, newI18n } from './i18n-instance';
import type { Lang } from './languages';

/** A lingui instance with both catalogs (one per server request; tests). The browser uses switchLanguage. */
export function createI18n(lang: Lang): I18n {
  const i18n = newI18n({ tr: trMessages, en: enMessages });
  activateLanguage(i18n, lang);
  return i18n;
}

export { activateLanguage };
