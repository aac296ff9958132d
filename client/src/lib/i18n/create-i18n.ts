import type { I18n } from '@lingui/core';
import { messages as trPublic } from '../../locales/tr/public';
import { messages as trStaff } from '../../locales/tr/staff';
import { messages as enPublic } from '../../locales/en/public';
import { messages as enStaff } from '../../locales/en/staff';
import { activateLanguage, newI18n } from './i18n-instance';
import type { Lang } from './languages';

const ALL_MESSAGES = { tr: { ...trPublic, ...trStaff }, en: { ...enPublic, ...enStaff } };

/** A lingui instance with every catalog (one per server request; tests). The browser uses switchLanguage. */
export function createI18n(lang: Lang): I18n {
  const i18n = newI18n(ALL_MESSAGES);
  activateLanguage(i18n, lang);
  return i18n;
}

export { activateLanguage };
