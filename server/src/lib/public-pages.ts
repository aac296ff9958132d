/**
 * The reader's pages in both languages, as the client routes them (client/src/lib/i18n/paths.ts,
 * design §5 "Language and routes"); a test keeps the two tables in step. Plain data, here in the
 * kernel: the site's sitemaps and feed link to them, and so do the modules' previews and adverts.
 */
export type Lang = 'tr' | 'en';

/** The fixed public pages: the same name in both languages. */
export const FIXED_PAGES = {
  home: { tr: '/', en: '/en' },
  publication: { tr: '/yayin', en: '/en/publication' },
  about: { tr: '/hakkimizda', en: '/en/about' },
  contact: { tr: '/iletisim', en: '/en/contact' },
  news: { tr: '/haber', en: '/en/news' },
  columns: { tr: '/kose-yazisi', en: '/en/columns' },
  archive: { tr: '/arsiv', en: '/en/archive' },
  subscription: { tr: '/abonelik', en: '/en/subscription' },
  subscriptionPersonal: { tr: '/abonelik/bireysel', en: '/en/subscription/personal' },
  subscriptionCorporate: { tr: '/abonelik/kurumsal', en: '/en/subscription/corporate' },
} as const satisfies Record<string, Record<Lang, string>>;

/** Detail pages: the list page's path and the item's slug. */
export type ContentKind = 'news' | 'columns' | 'archive';

export function detailPaths(kind: ContentKind, slug: string): Record<Lang, string> {
  const segment = encodeURIComponent(slug);
  return { tr: `${FIXED_PAGES[kind].tr}/${segment}`, en: `${FIXED_PAGES[kind].en}/${segment}` };
}
