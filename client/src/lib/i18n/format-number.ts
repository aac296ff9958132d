import { INTL_LOCALE, type Lang } from './languages';

const cache = new Map<Lang, Intl.NumberFormat>();

/** A count in the interface language: `12.345` in Turkish, `12,345` in English (one formatter a language). */
export function formatCount(value: number, lang: Lang): string {
  let format = cache.get(lang);
  if (!format) cache.set(lang, (format = new Intl.NumberFormat(INTL_LOCALE[lang])));
  return format.format(value);
}
