import { INTL_LOCALE, type Lang } from './languages';

const cache = new Map<Lang, Intl.NumberFormat>();

function formatter(lang: Lang): Intl.NumberFormat {
  let value = cache.get(lang);
  if (!value) {
    value = new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 });
    cache.set(lang, value);
  }
  return value;
}

/**
 * A TRY amount as the server stores it (`"1250.50"`; a comma is read as the decimal mark too) in
 * the interface language: `₺1.250,50` in Turkish, `₺1,250.50` in English. Unreadable input is shown as is.
 */
export function formatTry(amount: string | number | null | undefined, lang: Lang): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount.trim().replace(',', '.'));
  return Number.isFinite(value) ? formatter(lang).format(value) : String(amount);
}
