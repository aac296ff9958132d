import type { EntityManager } from '@mikro-orm/postgresql';
import { publicOperations } from '../../graphql/permissions.js';
import { MemoryTimestampStore, RateLimiter } from '../../lib/rate-limit.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { Advert } from '../advert/advert.entity.js';
import { ArchiveIssue } from '../archive/archive-issue.entity.js';
import { Category } from '../category/category.entity.js';
import { Column } from '../column/column.entity.js';
import { Columnist } from '../columnist/columnist.entity.js';
import { paragraph } from '../common/rich-text.js';
import { modules } from '../index.js';
import { NewsType } from '../news/news-type.js';
import { News } from '../news/news.entity.js';
import { PageSlot } from '../page-slot/page-slot.entity.js';
import { SlugRedirect } from '../slug-redirect/slug-redirect.entity.js';
import { Tag } from '../tag/tag.entity.js';
import { PublicationStatus } from './publication.js';

/*
 * Issue 15 §2: a draft or a scheduled news item, column and archive issue is invisible to readers
 * everywhere. Each one's title and slug carry the marker word; every public GraphQL query (read off
 * the shield map, so a new one fails here until it is walked), every public REST path of the route
 * table, RSS, the sitemap, a renamed draft's old slug and the view beacon are asked, and no answer
 * may carry the marker; a detail answers 404. Published twins show that the same calls do find
 * published items, so an empty answer cannot pass by accident.
 */

const MARKER = 'zqgizli';
const SHOWN = 'zqacik';
const HIGH_HIT = 1_000_000;

let t: TestApp;
const hidden: Record<'news' | 'column' | 'archive', { id: number; slug: string }[]> = { news: [], column: [], archive: [] };
const shown: Record<'news' | 'column' | 'archive', { id: number; slug: string }> = {} as never;
let categoryId = 0;
let columnistId = 0;
let renamedSlug = '';

const soon = () => new Date(Date.now() + 86_400_000);
const text = (words: string) => [paragraph(words)];

/** The publication fields of a hidden row of `status`. */
const unpublished = (status: PublicationStatus) => ({ status, publishAt: status === PublicationStatus.scheduled ? soon() : null, publishedAt: null });

async function seed(em: EntityManager) {
  const category = em.create(Category, { name: `Kategori ${SHOWN}`, slug: `kategori-${SHOWN}`, description: 'Kategori' });
  const tag = em.create(Tag, { name: `Etiket ${SHOWN}`, slug: `etiket-${SHOWN}`, description: 'Etiket' });
  const columnist = em.create(Columnist, { name: `Yazar ${SHOWN}`, slug: `yazar-${SHOWN}`, imagePath: '/media/columnists/x.webp' });
  await em.flush();
  [categoryId, columnistId] = [category.id, columnist.id];

  const news = (label: string, status: PublicationStatus, type: NewsType) =>
    em.create(News, {
      title: `${label} haber`,
      slug: `${label.toLowerCase().replaceAll(' ', '-')}-haber`,
      teaser: `${label} özet`,
      content: text(`${label} içerik`),
      posterPath: '/media/news/x.webp',
      category,
      tags: [tag],
      type,
      hit: HIGH_HIT,
      featuredUntil: soon(),
      ...(status === PublicationStatus.published ? {} : unpublished(status)),
    });
  const column = (label: string, status: PublicationStatus) =>
    em.create(Column, {
      title: `${label} yazı`,
      slug: `${label.toLowerCase().replaceAll(' ', '-')}-yazi`,
      content: text(`${label} yazı içeriği`),
      columnist,
      hit: HIGH_HIT,
      ...(status === PublicationStatus.published ? {} : unpublished(status)),
    });
  const issue = (label: string, status: PublicationStatus) =>
    em.create(ArchiveIssue, {
      title: `${label} sayı`,
      slug: `${label.toLowerCase().replaceAll(' ', '-')}-sayi`,
      description: `${label} açıklama`,
      posterPath: '/media/archives/x.webp',
      previewPath: '/media/archives/x.pdf',
      price: '100.00',
      link: 'https://dergi.example/satin-al',
      masthead: text(`${label} künye`),
      content: text(`${label} içindekiler`),
      isFeatured: true,
      ...(status === PublicationStatus.published ? {} : unpublished(status)),
    });

  const published = { news: news(`${SHOWN} yayinda`, PublicationStatus.published, NewsType.news), column: column(`${SHOWN} yayinda`, PublicationStatus.published), archive: issue(`${SHOWN} yayinda`, PublicationStatus.published) };
  const drafts = [PublicationStatus.draft, PublicationStatus.scheduled].flatMap((status) => [
    news(`${MARKER} ${status} gündem`, status, NewsType.news),
    news(`${MARKER} ${status} manset`, status, NewsType.headline),
    news(`${MARKER} ${status} okul`, status, NewsType.dusunceOkulu),
  ]);
  const columns = [column(`${MARKER} draft`, PublicationStatus.draft), column(`${MARKER} scheduled`, PublicationStatus.scheduled)];
  const issues = [issue(`${MARKER} draft`, PublicationStatus.draft), issue(`${MARKER} scheduled`, PublicationStatus.scheduled)];
  await em.flush();

  shown.news = { id: published.news.id, slug: published.news.slug };
  shown.column = { id: published.column.id, slug: published.column.slug };
  shown.archive = { id: published.archive.id, slug: published.archive.slug };
  hidden.news = drafts.map(({ id, slug }) => ({ id, slug }));
  hidden.column = columns.map(({ id, slug }) => ({ id, slug }));
  hidden.archive = issues.map(({ id, slug }) => ({ id, slug }));

  // A renamed draft: its earlier slug (without the marker) must not lead readers to it.
  renamedSlug = `eski-ad-${Date.now()}`;
  em.create(SlugRedirect, { kind: News.name, oldSlug: renamedSlug, targetId: drafts[0]!.id });
  // A home slot holding a draft chosen ahead: readers see an empty slot.
  const slot = (await em.findOne(PageSlot, { area: 'home-primary' })) ?? em.create(PageSlot, { area: 'home-primary' });
  slot.news = drafts[0]!;
  // The advert links to a draft's page: its address must not reach readers either.
  const advert = (await em.findOne(Advert, { location: 'home-main' })) ?? em.create(Advert, { location: 'home-main', name: 'Reklam', link: '' });
  advert.link = `https://dergi.example/haber/${drafts[0]!.slug}`;
  await em.flush();
}

beforeAll(async () => {
  t = await startTestApp();
  await seed(t.app.db.orm.em.fork());
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const PAGE = 'page: 1, pageSize: 100';
const NEWS_FIELDS = 'id title slug teaser contentHtml';
const COLUMN_FIELDS = 'id title slug contentHtml';
const ISSUE_FIELDS = 'id title slug description contentHtml';
const paged = (fields: string) => `items { ${fields} } totalItems`;
const CATEGORY_FIELDS = `id name newsCount news(page: 1, pageSize: 12) { ${paged(NEWS_FIELDS)} }`;

/**
 * Each public query as a reader's site calls it, asking for everything an unpublished item could
 * show through: lists, related lists and counts. Details are asked by slug and by id.
 */
const LISTS: Record<string, () => string> = {
  publicAllCategories: () => `{ publicAllCategories { ${CATEGORY_FIELDS} } }`,
  publicNewsList: () => `{ a: publicNewsList(${PAGE}) { ${paged(NEWS_FIELDS)} } b: publicNewsList(${PAGE}, sortBy: "hit") { ${paged(NEWS_FIELDS)} }
    c: publicNewsList(${PAGE}, categoryId: ${categoryId}) { ${paged(NEWS_FIELDS)} } d: publicNewsList(${PAGE}, title: "${MARKER}") { ${paged(NEWS_FIELDS)} } }`,
  publicLatestNews: () => `{ publicLatestNews(limit: 20) { ${NEWS_FIELDS} } }`,
  publicFeaturedNews: () => `{ publicFeaturedNews(limit: 20) { ${NEWS_FIELDS} } }`,
  publicTopNews: () => `{ publicTopNews(limit: 20) { ${NEWS_FIELDS} } }`,
  publicDusunceOkuluNews: () => `{ publicDusunceOkuluNews(limit: 20) { ${NEWS_FIELDS} } }`,
  publicHeadlineNews: () => `{ publicHeadlineNews { ${NEWS_FIELDS} } }`,
  publicUpcomingEvents: () => `{ publicUpcomingEvents { __typename } }`,
  publicAllColumnists: () => `{ publicAllColumnists { id name columnCount } }`,
  publicColumnList: () => `{ a: publicColumnList(${PAGE}) { ${paged(COLUMN_FIELDS)} } b: publicColumnList(${PAGE}, sortBy: "hit") { ${paged(COLUMN_FIELDS)} }
    c: publicColumnList(${PAGE}, columnistId: ${columnistId}) { ${paged(COLUMN_FIELDS)} } }`,
  publicLatestColumns: () => `{ publicLatestColumns(limit: 20) { ${COLUMN_FIELDS} } }`,
  publicArchiveList: () => `{ publicArchiveList(${PAGE}) { ${paged(ISSUE_FIELDS)} } }`,
  publicAdvert: () => `{ publicAdvert(slot: "home-main") { __typename } }`,
  publicPageNews: () => `{ publicPageNews(slot: "home-primary") { area news { ${NEWS_FIELDS} } } }`,
  publicSubscriptionOffer: () => `{ publicSubscriptionOffer { __typename } }`,
};

/** The detail queries: each hidden item by slug and by id answers NOT_FOUND. */
const DETAILS: Record<string, { kind: keyof typeof hidden; fields: string }> = {
  publicNewsItem: { kind: 'news', fields: NEWS_FIELDS },
  publicColumn: { kind: 'column', fields: COLUMN_FIELDS },
  publicArchiveIssue: { kind: 'archive', fields: ISSUE_FIELDS },
};
const REDIRECT_KINDS = { news: 'news', column: 'column', archive: 'archiveIssue' } as const;

const expectNoMarker = (what: string, body: unknown) => {
  const answer = typeof body === 'string' ? body : JSON.stringify(body);
  if (answer.toLowerCase().includes(MARKER)) throw new Error(`${what} shows an unpublished item:\n${answer.slice(0, 2000)}`);
};

describe('readers never see what is not published', () => {
  const open = publicOperations(new RateLimiter(new MemoryTimestampStore()));

  it('walks every public query: a new one must be added here', () => {
    const walked = new Set([...Object.keys(LISTS), ...Object.keys(DETAILS), 'publicSlugRedirect']);
    expect(open.Query.filter((name) => !walked.has(name))).toEqual([]);
  });

  it.each(Object.keys(LISTS))('%s shows no draft or scheduled item', async (name) => {
    const response = await t.client().graphql(LISTS[name]!());
    // A slot whose advert links to a draft answers NOT_FOUND; any other error would hide a leak.
    const errors = (response.body.errors ?? []).filter((error: { extensions?: { code?: string } }) => error.extensions?.code !== 'NOT_FOUND');
    expect([response.status, errors]).toEqual([200, []]);
    expectNoMarker(name, response.body);
  });

  it('the same lists do show published items (the walk can fail)', async () => {
    const { body } = await t.client().graphql(
      `{ publicLatestNews(limit: 20) { slug } publicTopNews(limit: 20) { slug } publicLatestColumns(limit: 20) { slug } publicArchiveList(${PAGE}) { items { slug } } }`,
    );
    expect(JSON.stringify(body)).toContain(shown.news.slug);
    expect(JSON.stringify(body.data.publicLatestColumns)).toContain(shown.column.slug);
    expect(JSON.stringify(body.data.publicArchiveList)).toContain(shown.archive.slug);
  });

  it.each(Object.keys(DETAILS))('%s answers NOT_FOUND for a draft or scheduled item, by slug and by id', async (name) => {
    const { kind, fields } = DETAILS[name]!;
    for (const item of hidden[kind]) {
      for (const address of [item.slug, String(item.id)]) {
        const { body } = await t.client().graphql(`query ($slug: String!) { ${name}(slug: $slug) { ${fields} } }`, { slug: address });
        expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        expectNoMarker(`${name}(${address})`, body);
      }
    }
    const published = await t.client().graphql(`query ($slug: String!) { ${name}(slug: $slug) { slug } }`, { slug: shown[kind].slug });
    expect(published.body.data[name].slug).toBe(shown[kind].slug);
  });

  it('publicSlugRedirect leads nowhere from an earlier slug of a renamed draft', async () => {
    const { body } = await t.client().graphql(`{ publicSlugRedirect(kind: news, slug: "${renamedSlug}") }`);
    expect(body.data.publicSlugRedirect).toBeNull();
    const detail = await t.client().graphql(`{ publicNewsItem(slug: "${renamedSlug}") { slug } }`);
    expect(detail.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const [kind, sluggedKind] of Object.entries(REDIRECT_KINDS)) {
      for (const item of hidden[kind as keyof typeof hidden]) {
        const redirect = await t.client().graphql(`{ publicSlugRedirect(kind: ${sluggedKind}, slug: "${item.slug}") }`);
        expectNoMarker('publicSlugRedirect', redirect.body);
      }
    }
  });

  it('every public REST path of the route table shows no unpublished item; details answer 404', async () => {
    const routes = modules.flatMap((module) => module.routes ?? []).filter((route) => route.methods.includes('GET'));
    const publicRoutes = routes.filter((route) => open.Query.includes(/\{\s*(\w+)/.exec(route.document.replace(/^[^{]*/, ''))?.[1] ?? ''));
    const detailKinds: Record<string, keyof typeof hidden> = { '/public-news/:idOrSlug': 'news', '/public-columns/:idOrSlug': 'column', '/public-archives/:idOrSlug': 'archive' };
    const lists: Record<string, string[]> = {
      '/public-news/news-list': ['?pageSize=100', '?pageSize=100&sortBy=hit', `?pageSize=100&categoryId=${categoryId}`, `?pageSize=100&title=${MARKER}`],
      '/public-columns/column-list': ['?pageSize=100', '?pageSize=100&sortBy=hit', `?pageSize=100&columnistId=${columnistId}`],
      '/public-archives/list': ['?pageSize=100'],
      '/public-adverts/:slot': [],
      '/public-page-news/:slot': [],
    };
    expect(publicRoutes.length).toBeGreaterThan(10);
    for (const route of publicRoutes) {
      const kind = detailKinds[route.path];
      if (kind) {
        for (const item of hidden[kind]) {
          for (const address of [item.slug, String(item.id)]) {
            const response = await t.client().get(`/api${route.path.replace(':idOrSlug', address)}`);
            expect([route.path, response.status]).toEqual([route.path, 404]);
            expectNoMarker(route.path, response.body);
          }
        }
        continue;
      }
      const slotted = route.path.includes(':slot');
      const paths = slotted
        ? [route.path.replace(':slot', route.path.includes('advert') ? 'home-main' : 'home-primary')]
        : (lists[route.path] ?? ['']).map((query) => route.path + query);
      for (const path of paths) {
        const response = await t.client().get(`/api${path}`);
        expect([path, response.status < 500]).toEqual([path, true]);
        expectNoMarker(path, response.body);
      }
    }
  });

  it('RSS and every sitemap file leave unpublished items out', async () => {
    const rss = await t.client().get('/rss.xml');
    expect(rss.status).toBe(200);
    expectNoMarker('/rss.xml', rss.body);
    expect(rss.body).toContain(shown.news.slug);
    const index = await t.client().get('/sitemap.xml');
    const files = [...String(index.body).matchAll(/<loc>[^<]*\/(sitemap-[^<]+\.xml)<\/loc>/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(1);
    let all = '';
    for (const file of files) {
      const response = await t.client().get(`/${file}`);
      expect(response.status).toBe(200);
      all += String(response.body);
    }
    expectNoMarker('the sitemap', all);
    for (const item of Object.values(shown)) expect(all).toContain(item.slug);
  });

  it('an advert linking to an unpublished page is not shown; once it links elsewhere it is', async () => {
    const hiddenAdvert = await t.client().get('/api/public-adverts/home-main');
    expect(hiddenAdvert.status).toBe(404);
    const em = t.app.db.orm.em.fork();
    const advert = await em.findOneOrFail(Advert, { location: 'home-main' });
    advert.link = `https://dergi.example/haber/${shown.news.slug}`;
    await em.flush();
    const { body } = await t.client().graphql('{ publicAdvert(slot: "home-main") { link } }');
    expect(body.data.publicAdvert.link).toContain(shown.news.slug);
  });

  it('the kept list totals count published live rows only, and follow a status change', async () => {
    const em = t.app.db.orm.em.fork();
    const total = async () => (await t.client().graphql(`{ publicNewsList(pageSize: 1, categoryId: ${categoryId}) { totalItems } }`)).body.data.publicNewsList.totalItems;
    const kept = async () => (await em.getConnection().execute<{ live: number }[]>(`select live from list_counts where list = 'news.category_id:${categoryId}'`))[0]?.live;
    expect([await total(), await kept()]).toEqual([1, 1]);
    // As the scheduler publishes: one UPDATE of the row's status, then its withdrawal.
    const [draft] = hidden.news;
    // The scheduler then marks the kept pages and lists stale (onPublished); these UPDATEs stand in for it.
    await em.getConnection().execute(`update news set status = 'published', published_at = now() where id = ?`, [draft!.id]);
    await t.app.pages.clear();
    expect([await total(), await kept()]).toEqual([2, 2]);
    await em.getConnection().execute(`update news set status = 'draft' where id = ?`, [draft!.id]);
    await t.app.pages.clear();
    expect([await total(), await kept()]).toEqual([1, 1]);
  });

  it('the view beacon counts no view of an unpublished item and answers as for a missing one', async () => {
    const em = t.app.db.orm.em.fork();
    for (const [kind, items] of Object.entries(hidden)) {
      for (const item of items) {
        const { body } = await t.client().graphql(`mutation { recordView(kind: "${kind}", id: ${item.id}) }`);
        expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      }
    }
    const hits = await em.getConnection().execute<{ hit: number }[]>(`select hit from news where id in (${hidden.news.map((item) => item.id).join(', ')})`);
    expect(hits.map((row) => Number(row.hit))).toEqual(hidden.news.map(() => HIGH_HIT));
    const counted = await t.client().graphql(`mutation { recordView(kind: "news", id: ${shown.news.id}) }`);
    expect(counted.body.data.recordView).toBe(true);
  });
});
