import type { EntityManager } from '@mikro-orm/postgresql';
import { latestNews as newestNews } from '../modules/news/news.service.js';
import { detailPaths, FIXED_PAGES } from '../lib/public-pages.js';
import { xmlText } from './xml.js';

/** How many of the latest news items the feed carries. */
export const RSS_ITEMS = 20;

export const SITE_TITLE = 'Dergi Ankara';
const SITE_DESCRIPTION =
  "Nisan 1989'dan bu yana Ankara'da yayımlanan; düşünceyi, kültürü ve gündemi üç ayda bir okurlarıyla buluşturan bağımsız dergi.";

export interface FeedItem {
  id: number;
  title: string;
  slug: string;
  teaser: string;
  /** Set on every published item (the only ones the feed carries). */
  publishedAt?: Date | null;
  createdAt: Date;
}

/** When an item was published (its creation for a row written before publication times were kept). */
const publishedOn = (item: FeedItem) => item.publishedAt ?? item.createdAt;

/** The latest published live news, latest first: the news module's own query (`NewsService.latest`). */
export function latestNews(em: EntityManager, limit = RSS_ITEMS): Promise<FeedItem[]> {
  return newestNews(em, limit);
}

/**
 * RSS 2.0 of the given news: the teaser as description, RFC 822 dates, an atom:link to itself. The
 * guid is the item's address by id (answered with a 301 to the current slug): a retitled item
 * keeps it, so feed readers do not show it twice.
 */
export function rssXml(publicUrl: string, items: FeedItem[]): string {
  const link = (path: string) => xmlText(publicUrl + path);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(SITE_TITLE)}</title>`,
    `    <link>${link(FIXED_PAGES.news.tr)}</link>`,
    `    <description>${xmlText(SITE_DESCRIPTION)}</description>`,
    '    <language>tr</language>',
    `    <atom:link href="${link('/rss.xml')}" rel="self" type="application/rss+xml"/>`,
  ];
  // toUTCString() is RFC 822's date form (with a four-digit year, as RSS 2.0 allows).
  if (items[0]) lines.push(`    <lastBuildDate>${publishedOn(items[0]).toUTCString()}</lastBuildDate>`);
  for (const item of items) {
    const url = link(detailPaths('news', item.slug).tr);
    lines.push(
      '    <item>',
      `      <title>${xmlText(item.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${link(detailPaths('news', String(item.id)).tr)}</guid>`,
      `      <description>${xmlText(item.teaser)}</description>`,
      `      <pubDate>${publishedOn(item).toUTCString()}</pubDate>`,
      '    </item>',
    );
  }
  lines.push('  </channel>', '</rss>', '');
  return lines.join('\n');
}
