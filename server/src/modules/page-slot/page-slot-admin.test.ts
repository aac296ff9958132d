import { expectError, expectGraphQLError } from '../../test/expect.js';
import { insertNews, unique } from '../../test/factories.js';
import { describePagingErrors, describeRouteGuards, describeUnknownIds, useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { News } from '../news/news.entity.js';
import { PageSlot } from './page-slot.entity.js';

/*
 * The staff side of the home-page slots over HTTP (spec §6: list and edit only). The template
 * database has no slot, so the tests insert the two real ones and a few of their own.
 */

const api = useTestApp();
let t: TestApp;
let staff: TestClient;
let primary: SlotBody;
beforeAll(async () => {
  ({ t, staff } = api);
  primary = await insert('home-primary');
  await insert('home-secondary');
});

interface SlotBody {
  id: number;
  area: string;
  newsId: number | null;
  chosenNews: { id: number; title: string; deleted: boolean } | null;
}

async function insert(area = unique('test-area-'), newsId?: number): Promise<SlotBody> {
  const em = t.app.db.orm.em.fork();
  const slot = em.create(PageSlot, { area, news: newsId ? em.getReference(News, newsId) : undefined });
  await em.flush();
  const read = await staff.get(`/api/page-news/${slot.id}`);
  expect(read.status).toBe(200);
  return read.body;
}

const oneNews = async (prefix = 'Sayfa haberi') => (await insertNews(t, undefined, 1, { titlePrefix: `${prefix} ${unique('')}` }))[0]!;

describe('GET /api/page-news', () => {
  it('lists the slots by key, each with its chosen news; `query` matches the key', async () => {
    const all = await staff.get('/api/page-news');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 20 });
    const areas = all.body.items.map((s: SlotBody) => s.area);
    expect(areas).toEqual([...areas].sort());
    expect(areas).toEqual(expect.arrayContaining(['home-primary', 'home-secondary']));
    const found = await staff.get('/api/page-news?query=home%20secondary');
    expect(found.body.items.map((s: SlotBody) => s.area)).toEqual(['home-secondary']);
  });

  it('GET /api/page-news/{id} answers the slot', async () => {
    const news = await oneNews();
    const made = await insert(undefined, news.id);
    expect(made).toEqual({
      id: made.id,
      area: made.area,
      newsId: news.id,
      chosenNews: { id: news.id, title: news.title, slug: news.slug, posterThumbUrl: expect.any(String), deleted: false, createdAt: expect.any(String) },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });
});

describePagingErrors(api, '/page-news');

describe('PUT and PATCH /api/page-news/{id}', () => {
  it.each(['PUT', 'PATCH'])('%s chooses the news; the home page shows it at once', async (method) => {
    const news = await oneNews();
    const response = await staff.request(method, `/api/page-news/${primary.id}`, { json: { newsId: news.id } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: primary.id, area: 'home-primary', newsId: news.id, chosenNews: { id: news.id, title: news.title, deleted: false } });
    const home = await t.client().get('/api/public-page-news/home-primary');
    expect(home.body).toMatchObject({ area: 'home-primary', news: { id: news.id, title: news.title } });
  });

  it('takes the id as digits in a string (form posts)', async () => {
    const news = await oneNews();
    const response = await staff.put(`/api/page-news/${primary.id}`, { newsId: String(news.id) });
    expect(response.body.newsId).toBe(news.id);
  });

  it('a deleted news item: the home page answers the slot with news null, the admin sees a labelled placeholder, no error', async () => {
    const news = await oneNews('Silinecek');
    const made = await insert('home-secondary-copy-' + unique(''), news.id);
    expect((await staff.delete(`/api/news/${news.id}`)).status).toBe(204);
    const read = await staff.get(`/api/page-news/${made.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ newsId: news.id, chosenNews: { id: news.id, title: news.title, deleted: true } });
    const live = await staff.graphql('query ($id: Int!) { pageSlot(id: $id) { news { id } } }', { id: made.id });
    expect(live.body).toEqual({ data: { pageSlot: { news: null } } });

    const em = t.app.db.orm.em.fork();
    const secondary = await em.findOneOrFail(PageSlot, { area: 'home-secondary' });
    secondary.news = em.getReference(News, news.id);
    await em.flush();
    const home = await t.client().get('/api/public-page-news/home-secondary');
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({ area: 'home-secondary', news: null });
    expect(home.body).not.toHaveProperty('newsId');
    expect((await staff.get('/api/page-news')).status).toBe(200);
  });

  it.each([
    ['no newsId', {}, { newsId: 'PageSlot.NewsId.required' }],
    ['a null newsId', { newsId: null }, { newsId: 'PageSlot.NewsId.required' }],
    ['an empty newsId', { newsId: '' }, { newsId: 'PageSlot.NewsId.required' }],
    ['an unknown news item', { newsId: 999999 }, { newsId: 'PageSlot.NewsId.invalid' }],
    ['zero', { newsId: 0 }, { newsId: 'PageSlot.NewsId.invalid' }],
    ['text', { newsId: 'haber' }, { newsId: 'PageSlot.NewsId.invalid' }],
    ['a fraction', { newsId: 1.5 }, { newsId: 'PageSlot.NewsId.invalid' }],
  ])('answers 400 for %s and keeps the choice', async (_label, body, keys) => {
    const news = await oneNews();
    const made = await insert(undefined, news.id);
    for (const method of ['PUT', 'PATCH']) expectError(await staff.request(method, `/api/page-news/${made.id}`, { json: body }), 400, 'BAD_USER_INPUT', keys);
    expect((await staff.get(`/api/page-news/${made.id}`)).body.newsId).toBe(news.id);
  });

  it('answers 400 PageSlot.NewsId.invalid for a deleted news item', async () => {
    const [deleted] = await insertNews(t, undefined, 1, { deleted: true });
    expectError(await staff.put(`/api/page-news/${primary.id}`, { newsId: deleted!.id }), 400, 'BAD_USER_INPUT', { newsId: 'PageSlot.NewsId.invalid' });
  });
});

describe('unknown ids', () => {
  describeUnknownIds(api, { path: '/page-news', sampleBody: () => ({ newsId: 1 }) });
});

describeRouteGuards(api, {
  path: '/page-news',
  otherPaths: ['/public-page-news/:slot'],
  documented: ['GET /page-news', 'GET /page-news/:id', 'PATCH /page-news/:id', 'PUT /page-news/:id', 'GET /public-page-news/:slot'],
  sampleBody: () => ({ newsId: 1 }),
  async createTarget() {
    const news = await oneNews();
    return insert(undefined, news.id);
  },
  async expectUnchanged(_api, target) {
    expect((await staff.get(`/api/page-news/${target.id}`)).body).toEqual(target);
  },
});

describe('the same operations through GraphQL', () => {
  it('pageSlotList, pageSlot and updatePageSlot; newsId and chosenNews are staff-only', async () => {
    const news = await oneNews();
    const made = await insert();
    const updated = await staff.graphql('mutation ($input: UpdatePageSlotInput!) { updatePageSlot(input: $input) { id newsId news { id } } }', {
      input: { id: made.id, newsId: news.id },
    });
    expect(updated.body).toEqual({ data: { updatePageSlot: { id: made.id, newsId: news.id, news: { id: news.id } } } });
    const read = await staff.graphql('query ($id: Int!) { pageSlot(id: $id) { area chosenNews { id deleted } } }', { id: made.id });
    expect(read.body).toEqual({ data: { pageSlot: { area: made.area, chosenNews: { id: news.id, deleted: false } } } });
    const listed = await staff.graphql('query ($q: String) { pageSlotList(query: $q) { items { id } } }', { q: made.area });
    expect(listed.body.data.pageSlotList.items).toEqual([{ id: made.id }]);
    expectGraphQLError(await staff.graphql('mutation { updatePageSlot(input: { id: 999999, newsId: 1 }) { id } }'), 'NOT_FOUND', 404);
    expectGraphQLError(await staff.graphql(`mutation { updatePageSlot(input: { id: ${made.id} }) { id } }`), 'BAD_USER_INPUT', 400, { newsId: 'PageSlot.NewsId.required' });
    expectGraphQLError(await t.client().graphql('{ pageSlotList { totalItems } }'), 'UNAUTHENTICATED', 401);
    const anonymous = await t.client().graphql('{ publicPageNews(slot: "home-primary") { area chosenNews { id } } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
