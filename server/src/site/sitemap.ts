import type { EntityManager } from '@mikro-orm/postgresql';
import { detailPaths, FIXED_PAGES, type ContentKind, type Lang } from '../lib/public-pages.js';
import { PUBLISHED_LIVE_SQL } from '../modules/publishing/publishable.entity.js';
import { xmlText } from './xml.js';

/*
 * The sitemap protocol at archive size (issue 14 §2): /sitemap.xml is an index of files, each
 * holding at most SITEMAP_PAGES_PER_FILE pages (two URLs each, about 0.5 MB; far below the protocol's 50,000 URLs
 * and 50 MB). A content file covers a range of ids, so the index needs only the largest id and a file
 * is read by keyset over the primary key, batch by batch, each batch written to the response as it
 * comes: no file is built as one string, and file 40 costs what file 1 costs.
 */

/** Pages (each in two languages) per sitemap file. */
export const SITEMAP_PAGES_PER_FILE = 500;
const ROWS_PER_BATCH = 250;

/** The content tables a sitemap lists: only their published live rows. */
const CONTENT_TABLES: Record<ContentKind, string> = { news: 'news', columns: 'columns', archive: 'archive_issues' };
export const CONTENT_KINDS = Object.keys(CONTENT_TABLES) as ContentKind[];

/** A file of the index: `pages` (the fixed pages) or a content kind and its number (1-based). */
export type SitemapFile = { kind: 'pages' } | { kind: ContentKind; number: number };

export const sitemapFileName = (file: SitemapFile) => (file.kind === 'pages' ? 'sitemap-pages.xml' : `sitemap-${file.kind}-${file.number}.xml`);

/** `sitemap-news-3.xml` → its file; undefined for any other name. */
export function parseSitemapFileName(name: string): SitemapFile | undefined {
  if (name === 'sitemap-pages.xml') return { kind: 'pages' };
  const match = /^sitemap-(news|columns|archive)-([1-9]\d{0,6})\.xml$/.exec(name);
  return match ? { kind: match[1] as ContentKind, number: Number(match[2]) } : undefined;
}

/** The files there are: the fixed pages, then each content kind's id ranges up to its largest id. */
export async function sitemapFiles(em: EntityManager): Promise<SitemapFile[]> {
  const files: SitemapFile[] = [{ kind: 'pages' }];
  for (const kind of CONTENT_KINDS) {
    const count = Math.ceil((await largestId(em, kind)) / SITEMAP_PAGES_PER_FILE);
    for (let number = 1; number <= count; number++) files.push({ kind, number });
  }
  return files;
}

async function largestId(em: EntityManager, kind: ContentKind): Promise<number> {
  const [row] = await em.getConnection().execute<{ id: number | null }[]>(`select max(id) as id from "${CONTENT_TABLES[kind]}"`);
  return Number(row?.id ?? 0);
}

/** The sitemap index: one `<sitemap>` per file, absolute on `publicUrl`. */
export function sitemapIndexXml(publicUrl: string, files: SitemapFile[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files.map((file) => `  <sitemap><loc>${xmlText(`${publicUrl}/${sitemapFileName(file)}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** One page in both languages; `lastmod` for content pages. */
export interface SitemapPage {
  paths: Record<Lang, string>;
  lastmod?: Date;
}

const URLSET_START = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  '',
].join('\n');
const URLSET_END = '</urlset>\n';

/**
 * Writes one sitemap file through `write` (which resolves when the chunk may be followed by the
 * next), batch by batch. False, with nothing written, when the file does not exist.
 */
export async function writeSitemapFile(em: EntityManager, publicUrl: string, file: SitemapFile, write: (chunk: string) => Promise<void>): Promise<boolean> {
  if (file.kind === 'pages') {
    await write(URLSET_START + urlEntries(publicUrl, Object.values(FIXED_PAGES).map((paths) => ({ paths }))) + URLSET_END);
    return true;
  }
  const last = file.number * SITEMAP_PAGES_PER_FILE;
  if (file.number > 1 && (file.number - 1) * SITEMAP_PAGES_PER_FILE >= (await largestId(em, file.kind))) return false;
  await write(URLSET_START);
  let after = (file.number - 1) * SITEMAP_PAGES_PER_FILE;
  for (;;) {
    const rows = await em.getConnection().execute<{ id: number; slug: string; updated_at: Date | string }[]>(
      `select id, slug, greatest(updated_at, published_at) as updated_at from "${CONTENT_TABLES[file.kind]}" where id > ? and id <= ? and ${PUBLISHED_LIVE_SQL} order by id limit ?`,
      [after, last, ROWS_PER_BATCH],
    );
    if (rows.length === 0) break;
    await write(urlEntries(publicUrl, rows.map((row) => ({ paths: detailPaths(file.kind as ContentKind, row.slug), lastmod: new Date(row.updated_at) }))));
    after = Number(rows[rows.length - 1]!.id);
    if (rows.length < ROWS_PER_BATCH) break;
  }
  await write(URLSET_END);
  return true;
}

/**
 * The `<url>` entries of pages: one per page and language, each listing both languages and
 * x-default (the Turkish page) as `xhtml:link` alternates, all absolute on `publicUrl`.
 */
function urlEntries(publicUrl: string, pages: SitemapPage[]): string {
  const lines: string[] = [];
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
  lines.push('');
  return lines.join('\n');
}

/**
 * What a sitemap file's content depends on, cheaply: the last change, the number of rows in its id
 * range and how many of them readers see (an edit or a soft delete moves updated_at; a removed row
 * changes the number; a publication, the scheduler's too, the last). A kept copy of the file is
 * good while this stays the same.
 */
export async function sitemapFileVersion(em: EntityManager, file: SitemapFile): Promise<string> {
  if (file.kind === 'pages') return 'fixed';
  const [row] = await em.getConnection().execute<{ at: Date | string | null; rows: number; shown: number }[]>(
    `select max(greatest(updated_at, published_at)) as at, count(*)::int as rows, count(*) filter (where ${PUBLISHED_LIVE_SQL})::int as shown from "${CONTENT_TABLES[file.kind]}" where id > ? and id <= ?`,
    [(file.number - 1) * SITEMAP_PAGES_PER_FILE, file.number * SITEMAP_PAGES_PER_FILE],
  );
  return `${row?.at ? new Date(row.at).toISOString() : '-'}/${row?.rows ?? 0}/${row?.shown ?? 0}`;
}
