import type { EntityManager } from '@mikro-orm/postgresql';
import { ArchiveIssue } from '../modules/archive/archive-issue.entity.js';
import { Column } from '../modules/column/column.entity.js';
import { News } from '../modules/news/news.entity.js';
import { detailPaths, FIXED_PAGES, type ContentKind, type Lang } from './public-pages.js';
import { xmlText } from './xml.js';

/** One page in both languages; `lastmod` for content pages. */
export interface SitemapPage {
  paths: Record<Lang, string>;
  lastmod?: Date;
}

/** Every public page: the fixed ones, then each live news item, column and archive issue, newest first. */
export async function sitemapPages(em: EntityManager): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = Object.values(FIXED_PAGES).map((paths) => ({ paths }));
  // The entities' default `live` filter leaves soft-deleted rows out.
  const kinds: Array<[ContentKind, typeof News | typeof Column | typeof ArchiveIssue]> = [
    ['news', News],
    ['columns', Column],
    ['archive', ArchiveIssue],
  ];
  for (const [kind, entity] of kinds) {
    const rows = await em.find(entity as typeof News, {}, { fields: ['slug', 'updatedAt'], orderBy: { createdAt: 'desc', id: 'desc' } });
    for (const row of rows) pages.push({ paths: detailPaths(kind, row.slug), lastmod: row.updatedAt });
  }
  return pages;
}

/**
 * The sitemap protocol's XML: one `<url>` per page and language, each listing both languages and
 * x-default (the Turkish page) as `xhtml:link` alternates, all absolute on `publicUrl`.
 */
export function sitemapXml(publicUrl: string, pages: SitemapPage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const url = (lang: Lang) => xmlText(publicUrl + page.paths[lang]);
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="tr" href="${url('tr')}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${url('en')}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url('tr')}"/>`,
    ];
    for (const lang of ['tr', 'en'] as const) {
      lines.push('  <url>', `    <loc>${url(lang)}</loc>`);
      if (page.lastmod) lines.push(`    <lastmod>${page.lastmod.toISOString()}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
