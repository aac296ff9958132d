export const LANGUAGES = ['tr', 'en'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'tr';
export const LANG_STORAGE_KEY = 'lang';

export function isLang(value: unknown): value is Lang {
  return value === 'tr' || value === 'en';
}

/** BCP 47 tag used for Intl formatting (dates, numbers) per interface language. */
export const INTL_LOCALE: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };
