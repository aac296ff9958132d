import type { Lang } from './languages';

/** Public and auth paths of each interface language (design §5 "Language and routes"). */
export const PATHS = {
  tr: {
    home: '/',
    news: '/haber',
    columns: '/kose-yazisi',
    archive: '/arsiv',
    publication: '/yayin',
    about: '/hakkimizda',
    contact: '/iletisim',
    subscription: '/abonelik',
    subscriptionPersonal: '/abonelik/bireysel',
    subscriptionCorporate: '/abonelik/kurumsal',
    signIn: '/giris',
    forgotPassword: '/sifremi-unuttum',
    resetPassword: '/sifreyi-sifirla',
  },
  en: {
    home: '/en',
    news: '/en/news',
    columns: '/en/columns',
    archive: '/en/archive',
    publication: '/en/publication',
    about: '/en/about',
    contact: '/en/contact',
    subscription: '/en/subscription',
    subscriptionPersonal: '/en/subscription/personal',
    subscriptionCorporate: '/en/subscription/corporate',
    signIn: '/en/sign-in',
    forgotPassword: '/en/forgot-password',
    resetPassword: '/en/reset-password',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type PathName = keyof (typeof PATHS)['tr'];

export function pathFor(lang: Lang, name: PathName): string {
  return PATHS[lang][name];
}

/** A path below its language's home, as a child route writes it: `haber`, `news`. */
export function relativePath(lang: Lang, name: PathName): string {
  return PATHS[lang][name].slice(PATHS[lang].home.length).replace(/^\//, '');
}

/** The query parameters each page reads (kept when switching language, and in the page cache's key); any other parameter is dropped. */
const PAGE_PARAMS: Partial<Record<PathName, string[]>> = {
  news: ['page', 'title', 'sortBy', 'categoryId'],
  columns: ['page', 'sortBy', 'columnistId'],
  archive: ['page'],
  signIn: ['status', 'redirectTo', 'displayToast'],
  resetPassword: ['token'],
};

/** `search` reduced to the parameters the page reads, in its order: `?page=2` from `?page=2&utm_source=x`. */
export function pageSearch(name: PathName, search: string): string {
  const kept = new URLSearchParams();
  const wanted = PAGE_PARAMS[name] ?? [];
  for (const [key, value] of new URLSearchParams(search)) if (wanted.includes(key)) kept.append(key, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * The page cache's key of an address (SsrEntry.pageKey): its path and, of its query, only the
 * parameters its page reads (a detail page, `/haber/slug`, reads none), each once (the page reads
 * the first value), ordered by name. A parameter the page ignores (`?x=1`, `utm_source`) cannot
 * make the server render the page again; `/haber?sortBy=hit&page=2` is `/haber?page=2&sortBy=hit`.
 */
export function pageKey(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const page = pageOf(pathname);
  const wanted = page && !page.rest ? (PAGE_PARAMS[page.name] ?? []) : [];
  const kept = new URLSearchParams();
  for (const name of [...wanted].sort()) {
    const value = searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** Which page of the site a path is (longest base first), and what follows its base (`/slug`). */
function pageOf(pathname: string): { lang: Lang; name: PathName; rest: string } | undefined {
  const lang: Lang = /^\/en(\/|$)/.test(pathname) ? 'en' : 'tr';
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const names = (Object.keys(PATHS[lang]) as PathName[])
    .filter((name) => name !== 'home')
    .sort((a, b) => PATHS[lang][b].length - PATHS[lang][a].length);
  for (const name of names) {
    const base = PATHS[lang][name];
    if (clean === base || clean.startsWith(`${base}/`)) return { lang, name, rest: clean.slice(base.length) };
  }
  return undefined;
}

/**
 * A public path in a language, with only the query parameters its page reads (a detail page,
 * `/haber/slug`, reads none): `/haber?page=2&utm_source=x` → tr `/haber?page=2`, en `/en/news?page=2`.
 * Unknown paths map to that language's home page.
 */
export function localizedPath(pathname: string, search: string, to: Lang): string {
  const page = pageOf(pathname);
  if (!page) return PATHS[to].home;
  return `${PATHS[to][page.name]}${page.rest}${page.rest ? '' : pageSearch(page.name, search)}`;
}

/** The other-language twin of a public path: `/giris?status=x` ↔ `/en/sign-in?status=x`, `/haber/slug` ↔ `/en/news/slug`. */
export function twinPath(pathname: string, search = ''): { lang: Lang; path: string } {
  const to: Lang = /^\/en(\/|$)/.test(pathname) ? 'tr' : 'en';
  return { lang: to, path: localizedPath(pathname, search, to) };
}
