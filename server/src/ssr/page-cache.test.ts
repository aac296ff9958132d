import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { RedisCircuit } from '../lib/redis-fallback.js';
import { MemoryPageStore, PageCache, pageCacheKey, pageStoreWithFallback, RedisPageStore, type KeptPage, type PageStore, type RenderedPage } from './page-cache.js';

describe('pageCacheKey', () => {
  it('keeps the path and the parameters in a fixed order, without tracking parameters', () => {
    expect(pageCacheKey('/haber?sortBy=hit&categoryId=2')).toBe('/haber?categoryId=2&sortBy=hit');
    expect(pageCacheKey('/haber?categoryId=2&utm_source=x&sortBy=hit&fbclid=abc&gclid=1')).toBe('/haber?categoryId=2&sortBy=hit');
    expect(pageCacheKey('/en/news/a-story?utm_campaign=spring')).toBe('/en/news/a-story');
    expect(pageCacheKey('/haber?title=k%C3%BClt%C3%BCr')).toBe('/haber?title=k%C3%BClt%C3%BCr');
    expect(pageCacheKey('/haber')).not.toBe(pageCacheKey('/en/news'));
    expect(pageCacheKey('/haber?page=3&sortBy=hit&page=2')).toBe('/haber?page=3&page=2&sortBy=hit');
    expect(pageCacheKey('/haber?page=2&page=3')).not.toBe(pageCacheKey('/haber?page=3&page=2'));
  });
});

const shared = (html: string, status = 200): RenderedPage => ({ status, html, shared: true });
const keptPage = (html: string): KeptPage => ({ status: 200, html, encoded: { br: brotliCompressSync(html), gzip: gzipSync(html) } });
const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

/** What every store does, in memory and in Redis. */
function behavesAsAPageStore(create: () => PageStore) {
  it('keeps a page with its compressed forms until it expires', async () => {
    const store = create();
    const page = keptPage('<p>Ankara</p>'.repeat(50));
    await store.put('/', page, await store.generation(), 300);
    const found = await store.get('/');
    expect(found?.html).toBe(page.html);
    expect(found?.status).toBe(200);
    expect(brotliDecompressSync(found!.encoded.br).toString()).toBe(page.html);
    expect(gunzipSync(found!.encoded.gzip).toString()).toBe(page.html);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await store.get('/')).toBeUndefined();
  });

  it('forgets everything on a clear, and refuses a page rendered before it', async () => {
    const store = create();
    const before = await store.generation();
    await store.put('/a', keptPage('a'), before, 10_000);
    await store.clear();
    expect(await store.get('/a')).toBeUndefined();
    await store.put('/b', keptPage('rendered before the clear'), before, 10_000);
    expect(await store.get('/b')).toBeUndefined();
    await store.put('/b', keptPage('rendered after it'), await store.generation(), 10_000);
    expect((await store.get('/b'))?.html).toBe('rendered after it');
  });
}

describe('page store in memory', () => {
  behavesAsAPageStore(() => new MemoryPageStore(1_000_000));

  it('lets the least recently read pages go past its size', async () => {
    const store = new MemoryPageStore(3 * (10 + keptPage('x'.repeat(10)).encoded.br.byteLength + keptPage('x'.repeat(10)).encoded.gzip.byteLength) - 1);
    for (const key of ['/a', '/b']) await store.put(key, keptPage(key.repeat(5)), 0, 10_000);
    await store.get('/a');
    await store.put('/c', keptPage('/c'.repeat(5)), 0, 10_000);
    expect(store.size).toBe(2);
    expect(await store.get('/a')).toBeDefined();
    expect(await store.get('/b')).toBeUndefined();
  });
});

// Runs where a Redis server is given (CI sets TEST_REDIS_URL to the machine's Redis).
(redisUrl ? describe : describe.skip)('page store in Redis', () => {
  const connections: Redis[] = [];
  afterAll(() => Promise.all(connections.map((redis) => redis.quit())));
  behavesAsAPageStore(() => {
    const redis = new Redis(redisUrl!);
    connections.push(redis);
    const prefix = `test-pages-${randomUUID()}:`;
    return new RedisPageStore(redis, () => prefix);
  });
});

describe('PageCache', () => {
  it('serves a page from one render until the store lets it go', async () => {
    const pages = new PageCache(new MemoryPageStore(1_000_000), 200);
    let renders = 0;
    const render = async () => shared(`page ${++renders}`);
    expect(await pages.get('/', render)).toMatchObject({ page: { html: 'page 1' }, hit: false });
    expect(await pages.get('/', render)).toMatchObject({ page: { html: 'page 1' }, hit: true });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await pages.get('/', render)).toMatchObject({ page: { html: 'page 2' }, hit: false });
  });

  it('keeps shared pages and 404s, never redirects, staff pages or a timed-out 503', async () => {
    const store = new MemoryPageStore(1_000_000);
    const pages = new PageCache(store, 10_000);
    await pages.get('/a', async () => shared('found'));
    await pages.get('/missing', async () => shared('not found', 404));
    await pages.get('/old', async () => ({ status: 301, redirect: '/new', html: '', shared: true }));
    await pages.get('/giris', async () => ({ status: 200, html: 'sign in', shared: false }));
    await pages.get('/slow', async () => shared('try later', 503));
    expect(store.size).toBe(2);
  });

  it('renders once for readers asking at the same time', async () => {
    const pages = new PageCache(new MemoryPageStore(1_000_000), 10_000);
    let renders = 0;
    let finish!: () => void;
    const rendered = new Promise<void>((resolve) => (finish = resolve));
    const render = async () => {
      await rendered;
      return shared(`page ${++renders}`);
    };
    const answers = [pages.get('/', render), pages.get('/', render), pages.get('/', render)];
    finish();
    expect((await Promise.all(answers)).map(({ page }) => page.html)).toEqual(['page 1', 'page 1', 'page 1']);
    expect(renders).toBe(1);
  });

  it('does not keep a render begun before a clear, and renders afresh after it', async () => {
    const pages = new PageCache(new MemoryPageStore(1_000_000), 10_000);
    let finish!: () => void;
    const rendered = new Promise<void>((resolve) => (finish = resolve));
    const slow = pages.get('/', async () => {
      await rendered;
      return shared('before the change');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await pages.clear();
    const after = pages.get('/', async () => shared('after the change'));
    finish();
    expect((await slow).page.html).toBe('before the change');
    expect((await after).page.html).toBe('after the change');
    expect((await pages.get('/', async () => shared('again'))).page.html).toBe('after the change');
  });

  it('stands a kept copy in for a page that cannot be rendered now (stale-if-error), until a clear', async () => {
    const pages = new PageCache(new MemoryPageStore(1_000_000), 50, undefined, new MemoryPageStore(1_000_000));
    const unavailable = async (): Promise<RenderedPage> => ({ status: 503, html: 'database away', shared: true, unavailable: true });
    await pages.get('/', async () => shared('the last good page'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await pages.get('/', unavailable)).toMatchObject({ page: { status: 200, html: 'the last good page' }, hit: true, stale: true });
    // A page never served has no copy; a staff change drops the copies with the pages.
    expect(await pages.get('/other', unavailable)).toMatchObject({ page: { status: 503, html: 'database away' }, hit: false });
    await pages.clear();
    expect(await pages.get('/', unavailable)).toMatchObject({ page: { status: 503 }, hit: false });
    // Without copies the failed render is the answer.
    const plain = new PageCache(new MemoryPageStore(1_000_000), 50);
    await plain.get('/', async () => shared('good'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await plain.get('/', unavailable)).toMatchObject({ page: { status: 503 }, hit: false });
  });

  it('keeps the copy of a page served from the store, in every instance that served it', async () => {
    const store = new MemoryPageStore(1_000_000);
    const writer = new PageCache(store, 50);
    const reader = new PageCache(store, 50, undefined, new MemoryPageStore(1_000_000));
    await writer.get('/', async () => shared('rendered by another instance'));
    expect(await reader.get('/', async () => shared('not rendered'))).toMatchObject({ hit: true });
    await new Promise((resolve) => setTimeout(resolve, 80));
    const answer = await reader.get('/', async () => ({ status: 503, html: 'away', shared: true, unavailable: true }));
    expect(answer).toMatchObject({ page: { html: 'rendered by another instance' }, stale: true });
  });

  it('renders every time without a store, and only renders when the store fails', async () => {
    let renders = 0;
    const off = new PageCache(undefined, 10_000);
    await off.get('/', async () => shared(`page ${++renders}`));
    await off.get('/', async () => shared(`page ${++renders}`));
    expect(renders).toBe(2);

    const errors: unknown[] = [];
    const broken: PageStore = {
      get: async () => Promise.reject(new Error('store away')),
      generation: async () => 0,
      put: async () => Promise.reject(new Error('store away')),
      clear: async () => undefined,
    };
    const failing = new PageCache(broken, 10_000, (error) => errors.push(error));
    expect(await failing.get('/', async () => shared('still a page'))).toMatchObject({ page: { html: 'still a page', status: 200 }, hit: false });
    expect(errors).toHaveLength(2);
  });
});

/**
 * A client build whose renderer numbers its renders, so a test sees whether a page was rendered
 * again or kept; `/giris` is a staff page (not shared).
 */
function fakeClientDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dergi-dist-'));
  mkdirSync(path.join(dist, 'client', 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'client', 'index.html'), '<!doctype html><html><body><!--app-html--></body></html>');
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `let renders = 0;
    export async function render(request) {
      renders += 1;
      const html = '<!doctype html><html><body><p>render ' + renders + ' of ' + request.url + '</p>' + '<p>Dergi Ankara</p>'.repeat(200) + '</body></html>';
      return { status: 200, html, shared: !request.url.startsWith('/giris') };
    }\n`,
  );
  return dist;
}

/** The raw answer, to see its encoding (fetch would decode it). */
function rawGet(baseUrl: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const request = httpRequest(new URL(pathname, baseUrl), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** One site's address: its instances share their kept pages in Redis, other sites' are apart. */
const SITE = `https://dergi-${randomUUID().slice(0, 8)}.example`;

describe('public pages kept between readers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clientDist: fakeClientDist(), redisUrl, publicUrl: SITE });
  });
  afterAll(() => t?.close());

  const page = async (pathname: string, client = t.client()) => {
    const response = await client.get(pathname);
    return { status: response.status, cache: response.headers.get('x-page-cache'), text: String(response.body) };
  };

  it('renders a page once for every reader and every tracking parameter, whatever their cookies', async () => {
    const first = await page('/haber?sortBy=hit&categoryId=1');
    expect(first.cache).toBe('miss');
    const reader = t.client();
    reader.cookies.set('refresh_token', 'someone-else');
    const again = await page('/haber?categoryId=1&sortBy=hit&utm_source=newsletter', reader);
    expect(again).toEqual({ ...first, cache: 'hit' });
    expect((await page('/haber?categoryId=2&sortBy=hit')).cache).toBe('miss');
  });

  it('sends a kept page in the compressed form made for it', async () => {
    await page('/en/news');
    const br = await rawGet(t.baseUrl, '/en/news', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['x-page-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toContain('of /en/news</p>');
    const gzip = await rawGet(t.baseUrl, '/en/news', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(brotliDecompressSync(br.body).toString());
    const plain = await rawGet(t.baseUrl, '/en/news');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(brotliDecompressSync(br.body).toString());
  });

  it('never keeps the staff pages', async () => {
    expect((await page('/giris')).cache).toBe('miss');
    expect((await page('/giris')).cache).toBe('miss');
    const staff = await t.staff();
    const admin = await staff.get('/yonetim');
    expect(admin.headers.get('x-page-cache')).toBeNull();
  });

  it("is cleared by a staff member's change, not by a reader's form", async () => {
    const before = await page('/');
    expect((await page('/')).cache).toBe('hit');

    const reader = t.client();
    expect((await reader.post('/api/public-newsletter-subscription/subscribe', { email: 'okur@example.com' })).status).toBe(201);
    expect((await page('/')).cache).toBe('hit');

    const staff = await t.staff();
    expect((await staff.post('/api/categories', { name: 'Yeni Kategori', description: 'Önbellek sınaması' })).status).toBe(201);
    const after = await page('/');
    expect(after.cache).toBe('miss');
    expect(after.text).not.toBe(before.text);
  });

  (redisUrl ? it : it.skip)('shares kept pages and their clearing among the instances of one site, through Redis', async () => {
    const other = await startTestApp({ clientDist: fakeClientDist(), redisUrl, publicUrl: SITE });
    try {
      const rendered = await page('/arsiv', other.client());
      expect(rendered.cache).toBe('miss');
      expect(await page('/arsiv')).toEqual({ ...rendered, cache: 'hit' });

      const staff = await t.staff();
      expect((await staff.post('/api/categories', { name: 'Başka Kategori', description: 'Önbellek sınaması' })).status).toBe(201);
      expect((await page('/arsiv', other.client())).cache).toBe('miss');
    } finally {
      await other.close();
    }
  });
});

describe('the shared page store while Redis is away', () => {
  /** Only what the circuit reads of an ioredis client: its status and its events. */
  class FakeRedis extends EventEmitter {
    status = 'ready';
  }

  it('keeps pages in memory meanwhile, and clears Redis when it is back if the staff changed something', async () => {
    const redis = new FakeRedis();
    const circuit = new RedisCircuit(redis as unknown as Redis, { info() {}, error() {} });
    const shared = new MemoryPageStore(1_000_000);
    const memory = new MemoryPageStore(1_000_000);
    const store = pageStoreWithFallback(circuit, shared, memory);
    await store.put('/', keptPage('before the change'), await store.generation(), 10_000);
    expect(shared.size).toBe(1);

    redis.status = 'reconnecting';
    await store.put('/', keptPage('in memory'), await store.generation(), 10_000);
    expect(memory.size).toBe(1);
    await store.clear();
    expect(memory.size).toBe(0);
    expect(shared.size).toBe(1); // not reachable now

    redis.status = 'ready';
    redis.emit('ready');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await store.get('/')).toBeUndefined();
    expect(shared.size).toBe(0);
  });
});
