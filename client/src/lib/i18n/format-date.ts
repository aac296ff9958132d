import { INTL_LOCALE, type Lang } from './languages';

const TIME_ZONE = 'Europe/Istanbul';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang): Intl.DateTimeFormat {
  let value = cache.get(lang);
  if (!value) {
    value = new Intl.DateTimeFormat(INTL_LOCALE[lang], {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    cache.set(lang, value);
  }
  return value;
}

/** `22.11.2025 14:05` in Turkish, `22/11/2025, 14:05` in English — always Istanbul time. */
export function formatDateTime(value: string | Date | null | undefined, lang: Lang): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatter(lang).format(date);
}

const dayCache = new Map<string, Intl.DateTimeFormat>();

/** `22 Kasım 2025` in Turkish, `22 November 2025` in English — the reader's pages; Istanbul time. */
export function formatDate(value: string | Date | null | undefined, lang: Lang): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let format = dayCache.get(lang);
  if (!format) dayCache.set(lang, (format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' })));
  return format.format(date);
}

const leafCache = new Map<Lang, { day: Intl.DateTimeFormat; month: Intl.DateTimeFormat }>();

/** Day and short month in Istanbul time, for a calendar leaf: `27` / `Kas` (`27` / `Nov`). */
export function formatDayAndMonth(value: string | Date, lang: Lang): { day: string; month: string } {
  const date = value instanceof Date ? value : new Date(value);
  let formats = leafCache.get(lang);
  if (!formats) {
    const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(INTL_LOCALE[lang], { timeZone: TIME_ZONE, ...options });
    leafCache.set(lang, (formats = { day: format({ day: 'numeric' }), month: format({ month: 'short' }) }));
  }
  return { day: formats.day.format(date), month: formats.month.format(date) };
}
