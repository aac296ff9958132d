import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ArchiveIssue } from '../modules/archive/archive-issue.entity.js';
import { Column } from '../modules/column/column.entity.js';
import { paragraph } from '../modules/common/rich-text.js';
import { archiveIssueFields, insertNews, unique } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { FIXED_PAGES } from '../lib/public-pages.js';
import { shortLived } from './site.routes.js';
import { RSS_ITEMS } from './rss.js';
import { SITEMAP_PAGES_PER_FILE } from './sitemap.js';
import { escapeXml } from './xml.js';

/*
 * /sitemap.xml, /rss.xml and /robots.txt over HTTP against the real server and database: every
 * public page in both languages with absolute links on PUBLIC_URL, deleted content left out.
 */

const PUBLIC_URL = 'https://dergi.example';

/**
 * A small well-formedness check (no XML parser is installed): one root, every element closed in
 * order, attributes quoted, and `&` only as one of XML's own entities or a character reference.
 */
function assertWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^?]*\?>/, '');
  expect(body).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i);
  const stack: string[] = [];
  let roots = 0;
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|<|>/g)) {
    const [token, closing, name, , selfClosing] = match;
    if (token === '<' || token === '>') throw new Error(`stray ${token} at ${match.index}: ${body.slice(match.index! - 40, match.index! + 40)}`);
    if (closing) {
      expect(stack.pop()).toBe(name);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name!);
    } else if (stack.length === 0) roots += 1;
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

/** The `<url>` entries of a sitemap: loc, lastmod and the alternates by hreflang. */
function urlEntries(xml: string) {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: entry!.match(/<loc>([^<]*)<\/loc>/)![1]!,
    lastmod: entry!.match(/<lastmod>([^<]*)<\/lastmod>/)?.[1],
    alternates: Object.fromEntries([...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map(([, lang, href]) => [lang, href])),
  }));
}

function rssItems(xml: string) {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => {
    const field = (name: string) => item!.match(new RegExp(`<${name}[^>]*>([^<]*)</${name}>`))?.[1];
    return { title: field('title'), link: field('link'), guid: item!.match(/<guid isPermaLink="true">([^<]*)<\/guid>/)?.[1], description: field('description'), pubDate: field('pubDate') };
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

async function insertColumn(options: { deleted?: boolean } = {}) {
  const em = t.app.db.orm.em.fork();
  const column = em.create(Column, {
    title: unique('Köşe '),
    slug: unique('kose-'),
    content: [paragraph('Bir köşe yazısı.')],
    deletedAt: options.deleted ? new Date() : undefined,
  });
  await em.flush();
  // Past the app's mutations: what readers see is cleared as a staff change would (insertNews does too).
  await t.app.pages.clear();
  return column;
}

async function insertArchive(options: { deleted?: boolean } = {}) {
  const em = t.app.db.orm.em.fork();
  const issue = em.create(ArchiveIssue, archiveIssueFields({ deletedAt: options.deleted ? new Date() : undefined }));
  await em.flush();
  await t.app.pages.clear();
  return issue;
}

/** The files the sitemap index lists (absolute on PUBLIC_URL), each well-formed, joined for searching. */
async function sitemapFilesXml(): Promise<{ files: string[]; xml: string }> {
  const index = await t.client().get('/sitemap.xml');
  expect(index.status).toBe(200);
  const files = [...(index.body as string).matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc!);
  let xml = '';
  for (const file of files) {
    expect(file.startsWith(`${PUBLIC_URL}/sitemap-`)).toBe(true);
    const response = await t.client().get(file.slice(PUBLIC_URL.length));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    assertWellFormedXml(response.body as string);
    xml += response.body as string;
  }
  return { files, xml };
}

describe('/sitemap.xml', () => {
  it('is a sitemap index whose files list the fixed pages and every live news item, column and archive issue in both languages', async () => {
    const [news] = await insertNews(t, undefined, 1, { titlePrefix: 'Haritadaki haber' });
    const [deletedNews] = await insertNews(t, undefined, 1, { titlePrefix: 'Silinen haber', deleted: true });
    const column = await insertColumn();
    const deletedColumn = await insertColumn({ deleted: true });
    const issue = await insertArchive();
    const deletedIssue = await insertArchive({ deleted: true });

    const response = await t.client().get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    assertWellFormedXml(response.body as string);
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const { files, xml } = await sitemapFilesXml();
    expect(files).toEqual(expect.arrayContaining([`${PUBLIC_URL}/sitemap-pages.xml`, `${PUBLIC_URL}/sitemap-news-1.xml`, `${PUBLIC_URL}/sitemap-columns-1.xml`, `${PUBLIC_URL}/sitemap-archive-1.xml`]));
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');

    const entries = urlEntries(xml);
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const paths of Object.values(FIXED_PAGES)) {
      expect(locs).toEqual(expect.arrayContaining([PUBLIC_URL + paths.tr, PUBLIC_URL + paths.en]));
    }
    for (const [tr, en] of [
      [`/haber/${news!.slug}`, `/en/news/${news!.slug}`],
      [`/kose-yazisi/${column.slug}`, `/en/columns/${column.slug}`],
      [`/arsiv/${issue.slug}`, `/en/archive/${issue.slug}`],
    ]) {
      for (const loc of [PUBLIC_URL + tr, PUBLIC_URL + en]) {
        const entry = entries.find((e) => e.loc === loc);
        expect(entry).toBeDefined();
        expect(entry!.alternates).toEqual({ tr: PUBLIC_URL + tr, en: PUBLIC_URL + en, 'x-default': PUBLIC_URL + tr });
        expect(entry!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      }
    }
    for (const slug of [deletedNews!.slug, deletedColumn.slug, deletedIssue.slug]) expect(xml).not.toContain(slug);
    // Every address is absolute on PUBLIC_URL.
    for (const href of xml.matchAll(/(?:<loc>|href=")([^<"]*)/g)) expect(href[1]!.startsWith(`${PUBLIC_URL}/`)).toBe(true);
  });

  it('holds at most SITEMAP_PAGES_PER_FILE pages a file, by ranges of ids, and has no file past the last', async () => {
    const [news] = await insertNews(t, undefined, 1, { titlePrefix: 'Sonraki dosyada' });
    const fileNumber = Math.ceil(news!.id / SITEMAP_PAGES_PER_FILE);
    const file = await t.client().get(`/sitemap-news-${fileNumber}.xml`);
    expect(file.body).toContain(`/haber/${news!.slug}`);
    expect(urlEntries(file.body).length).toBeLessThanOrEqual(SITEMAP_PAGES_PER_FILE * 2);
    expect((await t.client().get(`/sitemap-news-${fileNumber + 1}.xml`)).status).toBe(404);
    expect((await t.client().get('/sitemap-news-0.xml')).status).toBe(404);
    expect((await t.client().get('/sitemap-unknown-1.xml')).status).toBe(404);
  });

  it('answers the index the same in brotli, gzip and plain, and lists a new file at once after a staff change', async () => {
    const get = async (encoding: string) => {
      const response = await fetch(`${t.baseUrl}/sitemap.xml`, { headers: { 'accept-encoding': encoding } });
      return { encoding: response.headers.get('content-encoding'), vary: response.headers.get('vary'), text: await response.text() };
    };
    const plain = await get('identity');
    expect([plain.encoding, plain.vary]).toEqual([null, 'Accept-Encoding']);
    for (const encoding of ['br', 'gzip']) {
      const first = await get(encoding);
      const kept = await get(encoding);
      expect([first.encoding, kept.encoding]).toEqual([encoding, encoding]);
      expect([first.text, kept.text]).toEqual([plain.text, plain.text]);
    }
    const newsFiles = () => [...plain.text.matchAll(/sitemap-news-(\d+)\.xml/g)].map(([, number]) => Number(number));
    const last = Math.max(...newsFiles());
    // The next id past the last file's range opens a new file; the change clears the pages as a staff edit does.
    await t.app.db.orm.em.getConnection().execute(`select setval(pg_get_serial_sequence('news', 'id'), ${last * SITEMAP_PAGES_PER_FILE})`);
    await insertNews(t, undefined, 1, { titlePrefix: 'Yeni dosyayı açan haber' });
    await t.app.pages.clear();
    for (const encoding of ['br', 'identity']) {
      expect((await get(encoding)).text).toContain(`${PUBLIC_URL}/sitemap-news-${last + 1}.xml`);
    }
  });

  it('answers a file the same in brotli, gzip and plain, kept compressed until a row of its range changes', async () => {
    const [news] = await insertNews(t, undefined, 1, { titlePrefix: 'Sıkıştırılan haber' });
    const name = `/sitemap-news-${Math.ceil(news!.id / SITEMAP_PAGES_PER_FILE)}.xml`;
    const get = async (encoding: string) => {
      const response = await fetch(`${t.baseUrl}${name}`, { headers: { 'accept-encoding': encoding } });
      return { encoding: response.headers.get('content-encoding'), text: await response.text() };
    };
    const plain = await get('identity');
    expect(plain.encoding).toBeNull();
    expect(plain.text).toContain(news!.slug);
    for (const encoding of ['br', 'gzip']) {
      const first = await get(encoding);
      const kept = await get(encoding);
      expect([first.encoding, kept.encoding]).toEqual([encoding, encoding]);
      expect(first.text).toBe(plain.text);
      expect(kept.text).toBe(plain.text);
    }
    const [later] = await insertNews(t, undefined, 1, { titlePrefix: 'Sonra eklenen haber' });
    if (Math.ceil(later!.id / SITEMAP_PAGES_PER_FILE) === Math.ceil(news!.id / SITEMAP_PAGES_PER_FILE)) {
      expect((await get('br')).text).toContain(later!.slug);
    }
  });

  it('gives lastmod from the record and drops an item once it is deleted', async () => {
    const column = await insertColumn();
    const em = t.app.db.orm.em.fork();
    const stored = await em.findOneOrFail(Column, column.id);
    const before = urlEntries((await sitemapFilesXml()).xml).find((e) => e.loc === `${PUBLIC_URL}/kose-yazisi/${column.slug}`);
    expect(before?.lastmod).toBe(stored.updatedAt.toISOString());

    stored.deletedAt = new Date();
    await em.flush();
    await t.app.pages.clear();
    expect((await sitemapFilesXml()).xml).not.toContain(column.slug);
  });

  it("follows a staff change at once, though it reads the database at most once per page's freshness", async () => {
    const [news] = await insertNews(t, undefined, 1, { titlePrefix: 'Site haritası' });
    expect((await sitemapFilesXml()).xml).toContain(news!.slug);
    const staff = await t.staff();
    expect((await staff.delete(`/api/news/${news!.id}`)).status).toBe(204);
    expect((await sitemapFilesXml()).xml).not.toContain(news!.slug);
  });

  it('never takes its addresses from the Host header', async () => {
    for (const path of ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-news-1.xml']) {
      const response = await fetch(`${t.baseUrl}${path}`, { headers: { 'x-forwarded-host': 'attacker.example' } });
      expect(await response.text()).not.toContain('attacker.example');
    }
  });
});

describe('/rss.xml', () => {
  it('is RSS 2.0 of the latest 20 news, newest first, with permalinks, teasers and RFC 822 dates', async () => {
    const older = await insertNews(t, undefined, 5, { titlePrefix: 'Eski haber' });
    const latest = await insertNews(t, undefined, RSS_ITEMS, { titlePrefix: 'Yeni <haber> & "özel"' });
    const [deleted] = await insertNews(t, undefined, 1, { titlePrefix: 'Silinen son haber', deleted: true });

    const response = await t.client().get('/rss.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = response.body as string;
    assertWellFormedXml(xml);
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<language>tr</language>');
    expect(xml).toContain(`<atom:link href="${PUBLIC_URL}/rss.xml" rel="self" type="application/rss+xml"/>`);
    expect(xml).toMatch(/<channel>\s*<title>Dergi Ankara<\/title>\s*<link>https:\/\/dergi\.example\/haber<\/link>\s*<description>[^<]+<\/description>/);

    const items = rssItems(xml);
    expect(items).toHaveLength(RSS_ITEMS);
    // insertNews makes later rows newer: the feed is the reverse of the insertion order.
    expect(items.map((item) => item.link)).toEqual([...latest].reverse().map((news) => `${PUBLIC_URL}/haber/${news.slug}`));
    expect(items.map((item) => item.guid)).toEqual([...latest].reverse().map((news) => `${PUBLIC_URL}/haber/${news.id}`));
    for (const item of items) {
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/);
    }
    const dates = items.map((item) => Date.parse(item.pubDate!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items[0]!.title).toBe(escapeXml(latest[RSS_ITEMS - 1]!.title));
    expect(items[0]!.title).toContain('Yeni &lt;haber&gt; &amp; &quot;özel&quot;');
    expect(items[0]!.description).toBe(escapeXml(`${latest[RSS_ITEMS - 1]!.title} özeti`));
    for (const news of [...older, deleted!]) expect(xml).not.toContain(news.slug);
  });
});

describe('/robots.txt', () => {
  it('allows all but the admin and the API, and names the absolute sitemap', async () => {
    const response = await t.client().get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (response.body as string).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /yonetim', 'Disallow: /api', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]));
  });
});

describe('the public page table', () => {
  it("matches the client's paths (client/src/lib/i18n/paths.ts)", () => {
    const file = fileURLToPath(new URL('../../../client/src/lib/i18n/paths.ts', import.meta.url));
    expect(existsSync(file)).toBe(true);
    const source = readFileSync(file, 'utf8');
    for (const lang of ['tr', 'en'] as const) {
      const block = source.match(new RegExp(`\\n  ${lang}: \\{([\\s\\S]*?)\\n  \\}`))![1]!;
      const clientPaths = Object.fromEntries([...block.matchAll(/(\w+): '([^']+)'/g)].map(([, name, value]) => [name, value]));
      for (const [name, paths] of Object.entries(FIXED_PAGES)) expect([name, paths[lang]]).toEqual([name, clientPaths[name]]);
    }
  });
});

describe('shortLived', () => {
  it('answers a key from its first read until its time is up, then reads again; forget() and a failed read keep nothing', async () => {
    let clock = 0;
    let reads = 0;
    const ask = shortLived<number>(1000, () => clock);
    const read = async () => ++reads;
    expect(await Promise.all([ask('a', read), ask('a', read)])).toEqual([1, 1]);
    clock = 999;
    expect(await ask('a', read)).toBe(1);
    expect(await ask('b', read)).toBe(2);
    clock = 1000;
    expect(await ask('a', read)).toBe(3);
    ask.forget();
    expect(await ask('a', read)).toBe(4);
    await expect(ask('c', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await ask('c', read)).toBe(5);
    expect(await shortLived<number>(0)('a', read)).toBe(6);
  });
});
