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

/** Paths whose query string belongs to the page (kept when switching language). */
const KEEP_SEARCH: PathName[] = ['signIn', 'forgotPassword', 'resetPassword', 'news', 'columns', 'archive'];

/**
 * The other-language twin of a public path: `/giris?x=1` ↔ `/en/sign-in?x=1`,
 * `/haber/some-slug` ↔ `/en/news/some-slug`. Unknown paths map to the twin home page.
 */
export function twinPath(pathname: string, search = ''): { lang: Lang; path: string } {
  const from: Lang = /^\/en(\/|$)/.test(pathname) ? 'en' : 'tr';
  const to: Lang = from === 'en' ? 'tr' : 'en';
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const names = (Object.keys(PATHS[from]) as PathName[])
    .filter((name) => name !== 'home')
    .sort((a, b) => PATHS[from][b].length - PATHS[from][a].length);
  for (const name of names) {
    const base = PATHS[from][name];
    if (clean === base || clean.startsWith(`${base}/`)) {
      const rest = clean.slice(base.length);
      const keep = KEEP_SEARCH.includes(name) ? search : '';
      return { lang: to, path: `${PATHS[to][name]}${rest}${keep}` };
    }
  }
  return { lang: to, path: PATHS[to].home };
}
