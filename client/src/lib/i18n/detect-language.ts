import { DEFAULT_LANG, LANG_STORAGE_KEY, isLang, type Lang } from './languages';

/** The path decides on the public site: `/en` and `/en/...` are English, everything else Turkish. */
export function languageFromPath(pathname: string): Lang {
  return /^\/en(\/|$)/.test(pathname) ? 'en' : 'tr';
}

export function isAdminPath(pathname: string): boolean {
  return /^\/yonetim(\/|$)/.test(pathname);
}

/** First supported language in an Accept-Language header (or navigator.languages). */
export function languageFromPreferences(preferences: readonly string[] | string | undefined): Lang | undefined {
  const list =
    typeof preferences === 'string'
      ? preferences
          .split(',')
          .map((part) => {
            const [tag, ...params] = part.trim().split(';');
            const q = params.find((p) => p.trim().startsWith('q='));
            return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
          })
          .filter((entry) => entry.tag && entry.q > 0)
          .sort((a, b) => b.q - a.q)
          .map((entry) => entry.tag)
      : (preferences ?? []);
  for (const tag of list) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return undefined;
}

function storedLanguage(): Lang | undefined {
  try {
    const value = window.localStorage.getItem(LANG_STORAGE_KEY);
    return isLang(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // storage may be unavailable (private mode); the path still decides.
  }
}

/**
 * Browser detection order: path (`/en` prefix) → localStorage (`lang`) → navigator.language.
 * Only paths outside the public site (the admin) fall through to storage and the browser.
 */
export function detectBrowserLanguage(pathname: string): Lang {
  if (languageFromPath(pathname) === 'en') return 'en';
  if (!isAdminPath(pathname)) return 'tr';
  return storedLanguage() ?? languageFromPreferences(navigator.languages?.length ? navigator.languages : [navigator.language]) ?? DEFAULT_LANG;
}
