import sharp from 'sharp';
import { expectError, expectGraphQLError } from '../../test/expect.js';
import { AddressedClient, insertNews, unique } from '../../test/factories.js';
import { useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { NewsType } from './news-type.js';

/*
 * The reader's news over HTTP, anonymously: the public REST paths and GraphQL queries, their
 * filters, orders and paging, old slugs and ids, deleted news hidden, hit counting, and the author
 * without personal fields. The server trusts one proxy, so each AddressedClient is its own reader.
 */

const api = useTestApp({ trustProxy: 1 });
let t: TestApp;
let staff: TestClient;
let anonymous: TestClient;
let categoryId: number;
let otherCategoryId: number;
let tagId: number;

const DAY = 24 * 3_600_000;
/** Creation times after every other row of the file, so the newest-first lists start with the test's own rows. */
let future = Date.now() + 365 * DAY;
const later = () => new Date((future += 60_000));

const CONTENT = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Kentin belleği üzerine.' }] }]);

async function createNews(title: string): Promise<{ id: number; slug: string; title: string }> {
  const poster = { name: 'afis.jpg', type: 'image/jpeg', bytes: await sharp({ create: { width: 600, height: 400, channels: 3, background: '#357' } }).jpeg().toBuffer() };
  const response = await staff.multipart(
    'POST',
    '/api/news',
    { title, teaser: 'Kısa özet', content: CONTENT, categoryId: String(categoryId), tagIds: [String(tagId)], type: 'news', isFeatured: 'no' },
    { poster },
  );
  expect(response.status).toBe(201);
  return response.body;
}

const hitOf = async (id: number) => (await staff.get(`/api/news/${id}`)).body.hit as number;
const ids = (items: { id: number }[]) => items.map((item) => item.id);

beforeAll(async () => {
  ({ t, staff } = api);
  anonymous = t.client();
  categoryId = (await staff.post('/api/categories', { name: unique('Kültür '), description: 'Kültür haberleri' })).body.id;
  otherCategoryId = (await staff.post('/api/categories', { name: unique('Spor '), description: 'Spor haberleri' })).body.id;
  tagId = (await staff.post('/api/tags', { name: unique('Tiyatro '), description: 'Tiyatro haberleri' })).body.id;
});

describe('GET /api/public-news/headline', () => {
  it('answers null while there is no headline, then the newest live headline', async () => {
    const none = await anonymous.get('/api/public-news/headline');
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();

    const [older] = await insertNews(t, categoryId, 1, { type: NewsType.headline, createdAt: later() });
    const [newer] = await insertNews(t, categoryId, 1, { type: NewsType.headline, createdAt: later() });
    await insertNews(t, categoryId, 1, { type: NewsType.headline, createdAt: later(), deleted: true });
    await insertNews(t, categoryId, 1, { createdAt: later() });
    expect((await anonymous.get('/api/public-news/headline')).body).toMatchObject({ id: newer!.id, type: 'headline' });
    const graphql = await anonymous.graphql('{ publicHeadlineNews { id } }');
    expect(graphql.body).toEqual({ data: { publicHeadlineNews: { id: newer!.id } } });
    expect(older!.id).toBeLessThan(newer!.id);
  });
});

describe('GET /api/public-news/news-list', () => {
  it('answers what a list shows of each news item (not its whole content), the author by name only; the item answers the rest', async () => {
    const made = await createNews(unique('Alanları Tam Haber '));
    const response = await anonymous.get(`/api/public-news/news-list?${new URLSearchParams({ title: made.title })}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ items: [expect.any(Object)], page: 1, pageSize: 12, totalItems: 1, totalPages: 1 });
    expect(response.body.items[0]).toEqual({
      id: made.id,
      title: made.title,
      slug: made.slug,
      teaser: 'Kısa özet',
      posterUrl: expect.stringMatching(/^\/media\/news\/.+\/large\.webp$/),
      posterThumbUrl: expect.stringMatching(/^\/media\/news\/.+\/thumb\.webp$/),
      category: { id: categoryId, name: expect.any(String), slug: expect.any(String) },
      tags: [{ id: tagId, name: expect.any(String), slug: expect.any(String) }],
      type: 'news',
      hit: 0,
      isFeatured: 'no',
      featuredAt: null,
      author: { id: expect.any(Number), name: expect.any(String), deleted: false },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const item = await anonymous.get(`/api/public-news/${made.id}`);
    expect(item.body).toEqual({ ...response.body.items[0], content: JSON.parse(CONTENT), contentHtml: '<p>Kentin belleği üzerine.</p>', photos: [] });
  });

  it('filters by the words of the title in any order and by category, pages 12 by default, hides deleted news', async () => {
    const prefix = unique('Sahne');
    const mine = await insertNews(t, categoryId, 14, { titlePrefix: `${prefix} Işıkları`, createdAt: later() });
    const other = await insertNews(t, otherCategoryId, 2, { titlePrefix: `${prefix} Işıkları`, createdAt: later() });
    await insertNews(t, categoryId, 2, { titlePrefix: `${prefix} Işıkları`, createdAt: later(), deleted: true });
    const newestFirst = [...mine, ...other].reverse();

    const first = await anonymous.get(`/api/public-news/news-list?${new URLSearchParams({ title: `isiklari ${prefix.toLocaleLowerCase('tr')}` })}`);
    expect(first.body).toMatchObject({ page: 1, pageSize: 12, totalItems: 16, totalPages: 2 });
    expect(ids(first.body.items)).toEqual(ids(newestFirst.slice(0, 12)));

    const second = await anonymous.get(`/api/public-news/news-list?${new URLSearchParams({ title: prefix, page: '2', pageSize: '5' })}`);
    expect(second.body).toMatchObject({ page: 2, pageSize: 5, totalItems: 16, totalPages: 4 });
    expect(ids(second.body.items)).toEqual(ids(newestFirst.slice(5, 10)));

    const byCategory = await anonymous.get(`/api/public-news/news-list?${new URLSearchParams({ title: prefix, categoryId: String(otherCategoryId) })}`);
    expect(ids(byCategory.body.items)).toEqual(ids([...other].reverse()));

    const unknown = await anonymous.get(`/api/public-news/news-list?categoryId=999999`);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ items: [], page: 1, pageSize: 12, totalItems: 0, totalPages: 0 });
  });

  it('sorts by hit (most read first, then newest) or by createdAt', async () => {
    const prefix = unique('Okunan');
    const [a] = await insertNews(t, categoryId, 1, { titlePrefix: prefix, hit: 5, createdAt: later() });
    const [b] = await insertNews(t, categoryId, 1, { titlePrefix: prefix, hit: 50, createdAt: later() });
    const [c] = await insertNews(t, categoryId, 1, { titlePrefix: prefix, hit: 5, createdAt: later() });
    const byHit = await anonymous.get(`/api/public-news/news-list?title=${prefix}&sortBy=hit`);
    expect(ids(byHit.body.items)).toEqual([b!.id, c!.id, a!.id]);
    const byDate = await anonymous.get(`/api/public-news/news-list?title=${prefix}&sortBy=createdAt`);
    expect(ids(byDate.body.items)).toEqual([c!.id, b!.id, a!.id]);
    const graphql = await anonymous.graphql('query ($t: String) { publicNewsList(title: $t, sortBy: "hit", pageSize: 2) { items { id } pageSize totalItems } }', { t: prefix });
    expect(graphql.body.data.publicNewsList).toEqual({ items: [{ id: b!.id }, { id: c!.id }], pageSize: 2, totalItems: 3 });
  });

  it.each([
    ['an unknown sortBy', 'sortBy=title', { sortBy: 'PublicNews.SortBy.invalid' }],
    ['page 0', 'page=0', { page: 'Paging.Page.min' }],
    ['a page size over 100', 'pageSize=101', { pageSize: 'Paging.PageSize.max' }],
    ['a categoryId that is not a number', 'categoryId=kultur', { categoryId: 'PublicNews.CategoryId.invalid' }],
  ])('answers 400 with the key for %s', async (_label, query, fields) => {
    expectError(await anonymous.get(`/api/public-news/news-list?${query}`), 400, 'BAD_USER_INPUT', fields);
  });

  it('answers the same keys through GraphQL', async () => {
    expectGraphQLError(await anonymous.graphql('{ publicNewsList(sortBy: "views") { totalItems } }'), 'BAD_USER_INPUT', 400, { sortBy: 'PublicNews.SortBy.invalid' });
  });
});

describe('the short lists: latest, featured, top, dusunce-okulu', () => {
  it('latest: the newest live news of every type, 6 by default, `limit` of them otherwise', async () => {
    const made = await insertNews(t, categoryId, 8, { createdAt: later() });
    await insertNews(t, categoryId, 1, { createdAt: later(), deleted: true });
    const [thought] = await insertNews(t, categoryId, 1, { type: NewsType.dusunceOkulu, createdAt: later() });
    const newest = [thought!, ...[...made].reverse()];
    expect(ids((await anonymous.get('/api/public-news/latest')).body)).toEqual(ids(newest.slice(0, 6)));
    expect(ids((await anonymous.get('/api/public-news/latest?limit=3')).body)).toEqual(ids(newest.slice(0, 3)));
    const graphql = await anonymous.graphql('{ publicLatestNews(limit: 2) { id } }');
    expect(graphql.body.data.publicLatestNews).toEqual(newest.slice(0, 2).map(({ id }) => ({ id })));
  });

  it('featured: news whose featuring period has not ended, newest first', async () => {
    const [ended] = await insertNews(t, categoryId, 1, { featuredUntil: new Date(Date.now() - 60_000), createdAt: later() });
    const [older] = await insertNews(t, categoryId, 1, { featuredUntil: new Date(Date.now() + DAY), createdAt: later() });
    await insertNews(t, categoryId, 1, { featuredUntil: new Date(Date.now() + DAY), createdAt: later(), deleted: true });
    const [newer] = await insertNews(t, categoryId, 1, { featuredUntil: new Date(Date.now() + 3 * DAY), createdAt: later() });
    await insertNews(t, categoryId, 1, { createdAt: later() });
    const featured = (await anonymous.get('/api/public-news/featured')).body;
    expect(ids(featured).slice(0, 2)).toEqual([newer!.id, older!.id]);
    expect(ids(featured)).not.toContain(ended!.id);
    expect(featured[0]).toMatchObject({ isFeatured: '3d', featuredAt: expect.any(String) });
  });

  it('top: the most read live news, then the newest; 5 by default', async () => {
    const base = 1_000_000 + Math.floor(Math.random() * 1000);
    const rows = [];
    for (const hit of [base + 1, base + 7, base + 3, base + 7, base + 2, base + 5]) rows.push((await insertNews(t, categoryId, 1, { hit, createdAt: later() }))[0]!);
    await insertNews(t, categoryId, 1, { hit: base + 100, createdAt: later(), deleted: true });
    const top = (await anonymous.get('/api/public-news/top')).body;
    expect(ids(top)).toEqual([rows[3]!.id, rows[1]!.id, rows[5]!.id, rows[2]!.id, rows[4]!.id]);
    expect(ids((await anonymous.get('/api/public-news/top?limit=1')).body)).toEqual([rows[3]!.id]);
  });

  it('dusunce-okulu: the newest live news of that type', async () => {
    const made = await insertNews(t, categoryId, 3, { type: NewsType.dusunceOkulu, createdAt: later() });
    await insertNews(t, categoryId, 1, { type: NewsType.dusunceOkulu, createdAt: later(), deleted: true });
    await insertNews(t, categoryId, 1, { createdAt: later() });
    const list = (await anonymous.get('/api/public-news/dusunce-okulu-news?limit=3')).body;
    expect(ids(list)).toEqual(ids([...made].reverse()));
    expect(list.every((item: { type: string }) => item.type === 'dusunceOkulu')).toBe(true);
  });

  it.each(['latest', 'featured', 'top', 'dusunce-okulu-news'])('%s answers 400 Public.Limit.invalid for a limit outside 1-20', async (path) => {
    for (const limit of ['0', '21', '-1', 'çok']) {
      expectError(await anonymous.get(`/api/public-news/${path}?limit=${limit}`), 400, 'BAD_USER_INPUT', { limit: 'Public.Limit.invalid' });
    }
    expect((await anonymous.get(`/api/public-news/${path}?limit=20`)).status).toBe(200);
  });

  it('GraphQL answers Public.Limit.invalid too', async () => {
    for (const field of ['publicLatestNews', 'publicFeaturedNews', 'publicTopNews', 'publicDusunceOkuluNews']) {
      expectGraphQLError(await anonymous.graphql(`{ ${field}(limit: 21) { id } }`), 'BAD_USER_INPUT', 400, { limit: 'Public.Limit.invalid' });
    }
  });
});

describe('GET /api/public-news/:idOrSlug', () => {
  it('opens a news item by its slug, by its id and by an earlier slug (answering the current slug)', async () => {
    const made = await createNews(unique('İlk Başlık '));
    const bySlug = await anonymous.get(`/api/public-news/${made.slug}`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ id: made.id, slug: made.slug, title: made.title });
    expect((await anonymous.get(`/api/public-news/${made.id}`)).body).toMatchObject({ id: made.id, slug: made.slug });

    const renamed = await staff.multipart('PATCH', `/api/news/${made.id}`, { title: `${made.title} Yeni` });
    expect(renamed.status).toBe(200);
    const byOld = await anonymous.get(`/api/public-news/${made.slug}`);
    expect(byOld.status).toBe(200);
    expect(byOld.body).toMatchObject({ id: made.id, slug: renamed.body.slug });
    expect(renamed.body.slug).not.toBe(made.slug);

    const graphql = await anonymous.graphql('query ($s: String!) { publicNewsItem(slug: $s) { id slug } }', { s: made.slug });
    expect(graphql.body).toEqual({ data: { publicNewsItem: { id: made.id, slug: renamed.body.slug } } });
  });

  it('answers 404 for an unknown slug or id and for a deleted item (by slug, id or old slug)', async () => {
    const made = await createNews(unique('Silinecek '));
    await staff.multipart('PATCH', `/api/news/${made.id}`, { title: `${made.title} İkinci` });
    const current = (await staff.get(`/api/news/${made.id}`)).body.slug;
    expect((await staff.delete(`/api/news/${made.id}`)).status).toBe(204);
    for (const key of ['olmayan-haber', '999999', '0', current, String(made.id), made.slug]) {
      expectError(await anonymous.get(`/api/public-news/${encodeURIComponent(key)}`), 404, 'NOT_FOUND');
    }
    expectGraphQLError(await anonymous.graphql(`{ publicNewsItem(slug: "${made.id}") { id } }`), 'NOT_FOUND', 404);
  });
});

describe('hit counting', () => {
  it('a reader counts once an hour; another reader counts again; the GraphQL read alone does not count', async () => {
    const [news] = await insertNews(t, categoryId, 1, { createdAt: later() });
    const reader = new AddressedClient(t.baseUrl);
    const first = await reader.get(`/api/public-news/${news!.slug}`);
    expect(first.status).toBe(200);
    expect(first.body.hit).toBe(0); // the answer is read before this view counts
    expect((await reader.get(`/api/public-news/${news!.id}`)).status).toBe(200);
    expect(await hitOf(news!.id)).toBe(1);

    await new AddressedClient(t.baseUrl).get(`/api/public-news/${news!.slug}`);
    expect(await hitOf(news!.id)).toBe(2);

    await new AddressedClient(t.baseUrl).graphql('query ($s: String!) { publicNewsItem(slug: $s) { id } }', { s: news!.slug });
    expect(await hitOf(news!.id)).toBe(2);
  });

  it('a signed-in staff user does not count, over REST or through recordView', async () => {
    const [news] = await insertNews(t, categoryId, 1, { createdAt: later() });
    expect((await staff.get(`/api/public-news/${news!.slug}`)).status).toBe(200);
    expect((await staff.graphql('mutation ($id: Int!) { recordView(kind: "news", id: $id) }', { id: news!.id })).body).toEqual({ data: { recordView: false } });
    expect(await hitOf(news!.id)).toBe(0);
  });

  it('recordView counts a reader once and answers whether it counted', async () => {
    const [news] = await insertNews(t, categoryId, 1, { createdAt: later() });
    const reader = new AddressedClient(t.baseUrl);
    const record = () => reader.graphql('mutation ($id: Int!) { recordView(kind: "news", id: $id) }', { id: news!.id });
    expect((await record()).body).toEqual({ data: { recordView: true } });
    expect((await record()).body).toEqual({ data: { recordView: false } });
    expect(await hitOf(news!.id)).toBe(1);
  });

  it('counts parallel views of different readers without losing one (hit = hit + 1 in SQL)', async () => {
    const [news] = await insertNews(t, categoryId, 1, { createdAt: later() });
    const answers = await Promise.all(Array.from({ length: 8 }, () => new AddressedClient(t.baseUrl).get(`/api/public-news/${news!.id}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await hitOf(news!.id)).toBe(8);
  });

  it('recordView: 400 View.Kind.invalid for an unknown kind, 404 for an unknown or deleted record', async () => {
    const [gone] = await insertNews(t, categoryId, 1, { createdAt: later(), deleted: true });
    const record = (kind: string, id: number) => anonymous.graphql('mutation ($k: String!, $id: Int!) { recordView(kind: $k, id: $id) }', { k: kind, id });
    for (const kind of ['category', 'News', '', 'constructor', '__proto__']) expectGraphQLError(await record(kind, 1), 'BAD_USER_INPUT', 400, { kind: 'View.Kind.invalid' });
    expectGraphQLError(await record('news', 999999), 'NOT_FOUND', 404);
    expectGraphQLError(await record('news', gone!.id), 'NOT_FOUND', 404);
    expectGraphQLError(await record('column', 999999), 'NOT_FOUND', 404);
    expectGraphQLError(await record('archive', 999999), 'NOT_FOUND', 404);
  });
});

describe("the author's personal fields", () => {
  it('are not readable anonymously; id, name, avatarUrl and deleted are', async () => {
    const made = await createNews(unique('Yazarlı Haber '));
    const open = await anonymous.graphql('query ($s: String!) { publicNewsItem(slug: $s) { author { id name avatarUrl deleted } } }', { s: made.slug });
    expect(open.body).toEqual({ data: { publicNewsItem: { author: { id: expect.any(Number), name: expect.any(String), avatarUrl: null, deleted: false } } } });

    for (const field of ['email', 'language', 'createdAt', 'updatedAt']) {
      const response = await anonymous.graphql(`query ($s: String!) { publicNewsItem(slug: $s) { id author { ${field} } } }`, { s: made.slug });
      expect(response.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
      expect(JSON.stringify(response.body)).not.toContain('@dergi.test');
    }
    const list = await anonymous.graphql('{ publicLatestNews(limit: 20) { author { email } } }');
    expect(JSON.stringify(list.body)).not.toContain('@dergi.test');
  });

  it('are readable by staff, and in the answer of signing in', async () => {
    const made = await createNews(unique('Yazarlı Haber '));
    const read = await staff.graphql('query ($s: String!) { publicNewsItem(slug: $s) { author { email language } } }', { s: made.slug });
    expect(read.body).toEqual({ data: { publicNewsItem: { author: { email: 'editor@dergi.test', language: 'tr' } } } });
    const signIn = await t.client().post('/api/auth/signin', { email: 'editor@dergi.test', password: 'Dogru-Sifre-1' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ email: 'editor@dergi.test' });
  });
});

describe('a home-page-sized query', () => {
  it('passes the operation limits in one request', async () => {
    const NEWS = 'id title slug teaser posterUrl posterThumbUrl category { id name slug } tags { id name slug } type hit isFeatured featuredAt author { id name } createdAt';
    const response = await anonymous.graphql(`{
      publicHeadlineNews { ${NEWS} }
      publicFeaturedNews(limit: 20) { ${NEWS} }
      publicLatestNews(limit: 20) { ${NEWS} }
      publicTopNews(limit: 20) { ${NEWS} }
      publicDusunceOkuluNews(limit: 20) { ${NEWS} }
      publicLatestColumns(limit: 20) { id title slug columnist { id name imageUrl } }
      publicUpcomingEvents(limit: 20) { id title date location }
      publicAllCategories { id name slug }
      list: publicNewsList(pageSize: 100) { items { ${NEWS} } totalItems }
    }`);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.publicLatestNews.length).toBeGreaterThan(0);
  });
});

describe("a list's items read as cards", () => {
  it('answer their rich text when a client asks for it, as the item itself does', async () => {
    await createNews(unique('Kartın Metni '));
    const fields = 'id slug content contentHtml';
    const lists = await anonymous.graphql(`{ publicLatestNews(limit: 20) { ${fields} } publicNewsList(pageSize: 50) { items { ${fields} } } }`);
    expect(lists.body.errors).toBeUndefined();
    for (const list of [lists.body.data.publicLatestNews, lists.body.data.publicNewsList.items]) {
      expect(list.length).toBeGreaterThan(2);
      for (const card of list.slice(0, 3)) {
        const item = (await anonymous.graphql('query ($s: String!) { publicNewsItem(slug: $s) { id slug content contentHtml } }', { s: card.slug })).body.data.publicNewsItem;
        expect(card).toEqual(item);
      }
      for (const news of list) expect(news.contentHtml).toMatch(/^<p>/);
    }
  });

  it('keep their rich text when a card of theirs is saved', async () => {
    const made = await createNews(unique('Kaydedilen Kart '));
    const { em } = { em: t.app.db.orm.em.fork() };
    const { NewsService } = await import('./news.service.js');
    const [card] = (await new NewsService(em, undefined as never).latest(50)).filter((news) => news.id === made.id);
    expect(card).toBeDefined();
    card!.title = `${made.title} (düzeltildi)`;
    await em.flush();
    const saved = (await staff.get(`/api/news/${made.id}`)).body;
    expect(saved.title).toBe(`${made.title} (düzeltildi)`);
    expect(saved.contentHtml).toContain('Kentin belleği');
    expect(saved.content).toEqual(JSON.parse(CONTENT));
  });
});
