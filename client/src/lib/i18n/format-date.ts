import { INTL_LOCALE, type Lang } from './languages';

export const TIME_ZONE = 'Europe/Istanbul';
/** Weeks start on Monday (date pickers, calendars). */
export const WEEK_STARTS_ON = 1;

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}:${withTime}`;
  let value = cache.get(key);
  if (!value) {
    value = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    });
    cache.set(key, value);
  }
  return value;
}

/** `22.11.2025 14:05` in Turkish, `22/11/2025, 14:05` in English — always Istanbul time. */
export function formatDateTime(value: string | Date | null | undefined, lang: Lang): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter(lang, true).format(date);
}

export function formatDate(value: string | Date | null | undefined, lang: Lang): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter(lang, false).format(date);
}
