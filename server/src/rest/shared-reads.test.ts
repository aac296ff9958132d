import { routes } from '../modules/index.js';
import { useTestApp } from '../test/resource-contract.js';
import type { TestApp } from '../test/test-app.js';
import type { TestClient } from '../test/test-client.js';
import { isSharedRead } from './adapter.js';

/*
 * Issue 14 §2: a reader's public list costs a kept answer, not a GraphQL run over the database. The
 * public reads every reader gets alike are kept with the pages (one render for concurrent readers,
 * stale while one render replaces it, cleared by the same staff changes), with ETag and 304.
 */

const api = useTestApp();
let t: TestApp;
let staff: TestClient;
beforeAll(() => ({ t, staff } = api));

const LIST = '/api/public-categories/all-categories';

it('keeps the public reads that count nothing, and no other route', () => {
  const kept = routes.filter(isSharedRead).map((route) => route.path);
  expect(kept).toEqual(expect.arrayContaining(['/public-news/news-list', '/public-columns/column-list', '/public-categories/all-categories']));
  // A detail read counts a view, a form writes, a staff read is the staff's: none is kept.
  expect(kept.filter((path) => !path.startsWith('/public-') || path.includes(':idOrSlug') || path.includes('send-message'))).toEqual([]);
});

it('answers the second reader from the kept answer, with the same body, ETag and a CDN-ready Cache-Control', async () => {
  const first = await t.client().get(LIST);
  const second = await t.client().get(LIST);
  expect(first.status).toBe(200);
  expect([first.headers.get('x-page-cache'), second.headers.get('x-page-cache')]).toEqual(['miss', 'hit']);
  expect(second.body).toEqual(first.body);
  expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(second.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
  const etag = second.headers.get('etag');
  expect(etag).toMatch(/^".+"$/);
  const again = await fetch(`${t.baseUrl}${LIST}`, { headers: { 'if-none-match': etag! } });
  expect(again.status).toBe(304);
});

it('keys an answer by what the route reads: an unknown parameter is the same answer, a page of its own is not', async () => {
  await t.client().get('/api/public-news/news-list?page=1');
  expect((await t.client().get('/api/public-news/news-list?page=1&bust=1')).headers.get('x-page-cache')).toBe('hit');
  expect((await t.client().get('/api/public-news/news-list?page=01')).headers.get('x-page-cache')).toBe('hit');
  expect((await t.client().get('/api/public-news/news-list?page=2')).headers.get('x-page-cache')).toBe('miss');
});

it('shows a staff change to the next reader', async () => {
  const before = (await t.client().get(LIST)).body as Array<{ name: string }>;
  await t.client().get(LIST);
  const name = `Paylaşılan ${Date.now()}`;
  const made = await staff.post('/api/categories', { name, description: 'Önbellek sınaması' });
  expect(made.status).toBe(201);
  const after = await t.client().get(LIST);
  expect(after.headers.get('x-page-cache')).toBe('miss');
  expect((after.body as Array<{ name: string }>).map((category) => category.name)).toEqual(expect.arrayContaining([...before.map((category) => category.name), name]));
  expect((await staff.delete(`/api/categories/${made.body.id}`)).status).toBe(204);
});

it('keeps no refusal: a bad parameter is answered 400 each time', async () => {
  const answers = [await t.client().get('/api/public-news/news-list?page=abc'), await t.client().get('/api/public-news/news-list?page=abc')];
  expect(answers.map((answer) => answer.status)).toEqual([400, 400]);
  expect(answers.map((answer) => answer.headers.get('x-page-cache'))).toEqual([null, null]);
  expect(answers[1]!.headers.get('cache-control')).toBe('no-store');
  expect(answers[1]!.body.error.code).toBe('BAD_USER_INPUT');
});

it('answers a request with a bearer token itself, privately', async () => {
  await t.client().get(LIST);
  const answer = await staff.get(LIST);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('x-page-cache')).toBeNull();
  expect(answer.headers.get('cache-control')).toBe('private, no-cache');
});

describe("readers' public GraphQL queries", () => {
  const QUERY = '{ publicAllCategories { id name } }';
  beforeAll(async () => {
    expect((await staff.post('/api/categories', { name: 'Kalıcı Kategori', description: 'Önbellek sınaması' })).status).toBe(201);
  });

  it('are answered from the kept copy for the next reader, with the same data', async () => {
    const reader = t.client();
    const first = await reader.graphql(QUERY);
    const second = await t.client().graphql(QUERY);
    expect(first.body.data.publicAllCategories.length).toBeGreaterThan(0);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.body).toEqual(first.body);
    // Other variables, another answer.
    const page = '($page: Int) { publicNewsList(page: $page) { page } }';
    await t.client().graphql(`query ${page}`, { page: 1 });
    const other = await t.client().graphql(`query ${page}`, { page: 2 });
    expect([other.headers.get('x-page-cache'), other.body.data.publicNewsList.page]).toEqual([null, 2]);
  });

  it('are sent as kept, before Apollo, and never kept by a browser or a shared cache', async () => {
    const unasked = `{ unasked${Date.now()}: publicAllCategories { id name } }`;
    const first = await t.client().graphql(unasked);
    const second = await t.client().graphql(unasked);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    // The kept answer's own strong validator; Apollo's answers carry express's weak one.
    expect(first.headers.get('etag')).toMatch(/^W\//);
    expect(second.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.body).toEqual(first.body);
  });

  it('keep no heavy query: its allowance is counted apart, by Apollo (request-rate.ts)', async () => {
    const heavy = 'query ($size: Int!) { publicNewsList(pageSize: $size) { items { id title slug teaser hit createdAt category { id name } } } }';
    const answers = [await t.client().graphql(heavy, { size: 100 }), await t.client().graphql(heavy, { size: 100 })];
    expect(answers.map((answer) => [answer.status, answer.headers.get('x-page-cache')])).toEqual([
      [200, null],
      [200, null],
    ]);
    await t.client().graphql(heavy, { size: 1 });
    expect((await t.client().graphql(heavy, { size: 1 })).headers.get('x-page-cache')).toBe('hit');
  });

  it('show a staff change to the next reader', async () => {
    await t.client().graphql(QUERY);
    const name = `GraphQL ${Date.now()}`;
    const made = await staff.post('/api/categories', { name, description: 'Önbellek sınaması' });
    expect(made.status).toBe(201);
    const after = await t.client().graphql(QUERY);
    expect(after.headers.get('x-page-cache')).toBeNull();
    expect(after.body.data.publicAllCategories.map((category: { name: string }) => category.name)).toContain(name);
    expect((await staff.delete(`/api/categories/${made.body.id}`)).status).toBe(204);
  });

  it('keep nothing for a staff token, a preview token, or a query that is not only public reads', async () => {
    await t.client().graphql(QUERY);
    expect((await staff.graphql(QUERY)).headers.get('x-page-cache')).toBeNull();
    expect((await t.client().graphql(QUERY, undefined, { headers: { 'x-preview-token': 'x' } })).headers.get('x-page-cache')).toBeNull();
    const mixed = `{ publicAllCategories { id } categoryList { items { id } } }`;
    const answers = [await t.client().graphql(mixed), await t.client().graphql(mixed)];
    expect(answers.map((answer) => [answer.headers.get('x-page-cache'), answer.body.errors?.[0]?.extensions.code])).toEqual([
      [null, 'UNAUTHENTICATED'],
      [null, 'UNAUTHENTICATED'],
    ]);
  });
});
