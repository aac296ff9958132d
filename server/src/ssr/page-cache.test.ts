import { countingRenderer, fakeClientDist } from '../test/fake-client-dist.js';
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { insertNews } from '../test/factories.js';
import { RedisCircuit } from '../lib/redis-fallback.js';
import { gzipFormOf, keptBody, keptPage, MemoryPageStore, PageCache, pageStoreWithFallback, RedisPageStore, type KeptPage, type PageAnswer, type PageStore, type RenderedPage } from './page-cache.js';

const shared = (body: string, status = 200): RenderedPage => ({ status, body, shared: true });
const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

/** A clock the test moves. */
function testClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

/** A render the test finishes when it likes. */
function pendingRender(html: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let calls = 0;
  const render = async () => {
    calls += 1;
    await done;
    return shared(html);
  };
  return { render, finish, calls: () => calls };
}

const htmlOf = (answer: PageAnswer) => (answer.kept ? keptBody(answer.kept).toString() : answer.page?.body);

/** What every store does, in memory and in Redis (Redis keeps its own time: only the memory store takes a clock). */
function behavesAsAPageStore(create: () => PageStore) {
  it('keeps a page with its compressed forms and ETag, fresh then stale, with its generation', async () => {
    const store = create();
    const page = await keptPage(shared('<p>Ankara</p>'.repeat(50)));
    const generation = await store.generation();
    await store.put('/', page, generation, 60_000, 60_000);
    const { stored, generation: now } = await store.get('/');
    expect(now).toBe(generation);
    expect(stored?.generation).toBe(generation);
    expect(stored?.freshUntil).toBeGreaterThan(Date.now() - 1000);
    expect(keptBody(stored!.page).toString()).toBe(keptBody(page).toString());
    expect(stored?.page.size).toBe(page.size);
    expect(stored?.page.etag).toBe(page.etag);
    expect(stored?.page.status).toBe(200);
    expect(brotliDecompressSync(stored!.page.encoded.br).toString()).toBe(keptBody(page).toString());
    expect(keptBody(page).byteLength).toBe(page.size);
  });

  it('keeps the gzip form made for the page it gave back, and not for a page that replaced it', async () => {
    const store = create();
    const generation = await store.generation();
    await store.put('/', await keptPage(shared('<p>Ulus</p>'.repeat(40))), generation, 60_000, 60_000);
    const first = (await store.get('/')).stored!.page;
    expect(first.encoded.gzip).toBeUndefined();
    const made: KeptPage[] = [];
    const gzipped = gzipFormOf(first, (page) => made.push(page));
    expect(made).toEqual([first]);
    expect(gunzipSync(gzipped).toString()).toBe('<p>Ulus</p>'.repeat(40));
    await store.keepGzipForm(first);
    const again = (await store.get('/')).stored!.page;
    expect(gunzipSync(again.encoded.gzip!).toString()).toBe('<p>Ulus</p>'.repeat(40));
    // Asked again, the form is not made again.
    gzipFormOf(again, (page) => made.push(page));
    expect(made).toHaveLength(1);

    // A new render under the key drops the old form; the old page's form is not added to the new one.
    await store.put('/', await keptPage(shared('<p>Kızılay</p>'.repeat(40))), generation, 60_000, 60_000);
    const replaced = (await store.get('/')).stored!.page;
    expect(replaced.encoded.gzip).toBeUndefined();
    await store.keepGzipForm(again);
    expect((await store.get('/')).stored!.page.encoded.gzip).toBeUndefined();
  });

  it('keeps the pages past a clear as of an older generation, and refuses a page rendered before it', async () => {
    const store = create();
    const before = await store.generation();
    await store.put('/a', await keptPage(shared('a')), before, 10_000, 10_000);
    await store.clear();
    const after = await store.get('/a');
    expect(after.generation).toBeGreaterThan(before);
    expect(after.stored?.generation).toBe(before);
    await store.put('/b', await keptPage(shared('rendered before the clear')), before, 10_000, 10_000);
    expect((await store.get('/b')).stored).toBeUndefined();
    await store.put('/b', await keptPage(shared('rendered after it')), after.generation, 10_000, 10_000);
    expect(keptBody((await store.get('/b')).stored!.page).toString()).toBe('rendered after it');
  });
}

describe('keptPage', () => {
  it('compresses once and gives the same HTML the same strong ETag', async () => {
    const a = await keptPage(shared('<p>Çağrı</p>'));
    const b = await keptPage(shared('<p>Çağrı</p>'));
    const c = await keptPage(shared('<p>Cagri</p>'));
    expect(a.etag).toMatch(/^"[\w-]{27}"$/);
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
    expect(brotliDecompressSync(a.encoded.br).toString()).toBe('<p>Çağrı</p>');
    expect(a.encoded.gzip).toBeUndefined();
  });

  it('keeps each form in memory of its own, not a view into the compressor\'s larger output block', async () => {
    const page = await keptPage(shared('<p>Ankara kültür haberleri</p>'.repeat(300)));
    gzipFormOf(page);
    for (const form of [page.encoded.br, page.encoded.gzip!]) {
      expect(form.byteLength).toBeGreaterThan(0);
      expect(form.buffer.byteLength).toBe(form.byteLength);
    }
  });
});

describe('page store in memory', () => {
  behavesAsAPageStore(() => new MemoryPageStore(1_000_000));

  it('keeps a page that came as a view into a larger block (a socket\'s read) in bytes of its own', async () => {
    const store = new MemoryPageStore(1_000_000);
    const made = await keptPage(shared('<p>Çağrı</p>'));
    const read = Buffer.alloc(64 * 1024);
    made.encoded.br.copy(read, 100);
    const page: KeptPage = { ...made, encoded: { br: read.subarray(100, 100 + made.encoded.br.byteLength) } };
    await store.put('/', page, 0, 10_000, 0);
    const kept = store.read('/')!.page;
    expect(kept.encoded.br.buffer.byteLength).toBe(made.encoded.br.byteLength);
    expect(brotliDecompressSync(kept.encoded.br).toString()).toBe('<p>Çağrı</p>');
    expect(store.keptBytes).toBe(made.encoded.br.byteLength);
  });

  it('lets a page go at the end of its stale time', async () => {
    const clock = testClock();
    const store = new MemoryPageStore(1_000_000, clock.now);
    await store.put('/', await keptPage(shared('x')), 0, 100, 200);
    expect(store.readFresh('/')).toBeDefined();
    clock.advance(100);
    expect(store.readFresh('/')).toBeUndefined();
    expect(store.read('/')).toBeDefined();
    clock.advance(200);
    expect(store.read('/')).toBeUndefined();
  });

  it('lets the least recently read pages go past its size', async () => {
    const page = async (text: string) => keptPage(shared(text.repeat(5)));
    const one = await page('/a');
    const store = new MemoryPageStore(3 * one.encoded.br.byteLength - 1);
    for (const key of ['/a', '/b']) await store.put(key, await page(key), 0, 10_000, 0);
    await store.get('/a');
    await store.put('/c', await page('/c'), 0, 10_000, 0);
    expect(store.size).toBe(2);
    expect((await store.get('/a')).stored).toBeDefined();
    expect((await store.get('/b')).stored).toBeUndefined();
  });

  it('counts a gzip form made later against its size, letting the least recently read go', async () => {
    const page = async (text: string) => keptPage(shared(`<p>${text}</p>`.repeat(200)));
    const a = await page('Ankara');
    const b = await page('Bursa');
    const gzipBytes = gzipFormOf(await page('Bursa')).byteLength;
    const store = new MemoryPageStore(a.encoded.br.byteLength + b.encoded.br.byteLength + gzipBytes - 1);
    await store.put('/a', a, 0, 10_000, 0);
    await store.put('/b', b, 0, 10_000, 0);
    expect(store.keptBytes).toBe(a.encoded.br.byteLength + b.encoded.br.byteLength);
    gzipFormOf(b);
    await store.keepGzipForm(b);
    // The gzip form does not fit beside /a: the page read least recently goes, the grown one stays.
    expect(store.read('/a')).toBeUndefined();
    expect(store.read('/b')?.page).toBe(b);
    expect(store.keptBytes).toBe(b.encoded.br.byteLength + b.encoded.gzip!.byteLength);
  });
});

// Runs where a Redis server is given (CI sets TEST_REDIS_URL to the machine's Redis).
(redisUrl ? describe : describe.skip)('page store in Redis', () => {
  const connections: Redis[] = [];
  afterAll(() => Promise.all(connections.map((redis) => redis.quit())));
  const create = () => {
    const redis = new Redis(redisUrl!);
    connections.push(redis);
    const prefix = `test-pages-${randomUUID()}:`;
    return new RedisPageStore(redis, () => prefix, 'code-a');
  };
  behavesAsAPageStore(create);

  it('keeps each page under the code that made it, and shares the generation with other code', async () => {
    const redis = new Redis(redisUrl!);
    connections.push(redis);
    const prefix = `test-pages-${randomUUID()}:`;
    const oldCode = new RedisPageStore(redis, () => prefix, 'code-a');
    const newCode = new RedisPageStore(redis, () => prefix, 'code-b');
    await oldCode.put('/api/news', await keptPage(shared('old shape')), 0, 10_000, 10_000);
    expect((await newCode.get('/api/news')).stored).toBeUndefined();
    expect((await oldCode.get('/api/news')).stored).toBeDefined();
    await newCode.clear();
    expect(await oldCode.get('/api/news')).toMatchObject({ generation: 1, stored: { generation: 0 } });
  });

  it('lets a page go at the end of its stale time', async () => {
    const store = create();
    await store.put('/', await keptPage(shared('x')), 0, 50, 50);
    expect((await store.get('/')).stored).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await store.get('/')).stored).toBeUndefined();
  });

  it('coalesces the readers of one page on one render, and serves it kept after', async () => {
    const pages = new PageCache({ store: create(), ttlMs: 10_000 });
    const { render, finish, calls } = pendingRender('one render');
    const answers = [pages.get('/', render), pages.get('/', render), pages.get('/', render)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    finish();
    expect((await Promise.all(answers)).map(htmlOf)).toEqual(['one render', 'one render', 'one render']);
    expect(calls()).toBe(1);
    expect(await pages.get('/', render)).toMatchObject({ result: 'hit' });
  });
});

describe('PageCache', () => {
  it('serves a page from one render while it is fresh', async () => {
    const clock = testClock();
    const pages = new PageCache({ store: new MemoryPageStore(1_000_000, clock.now), ttlMs: 200, staleWhileRevalidateMs: 1000, now: clock.now });
    let renders = 0;
    const render = async () => shared(`page ${++renders}`);
    const first = await pages.get('/', render);
    expect({ html: htmlOf(first), result: first.result }).toEqual({ html: 'page 1', result: 'miss' });
    const second = await pages.get('/', render);
    expect({ html: htmlOf(second), result: second.result }).toEqual({ html: 'page 1', result: 'hit' });
    expect(renders).toBe(1);
  });

  it('serves an expired page stale at once while one render replaces it (stale-while-revalidate), within a bound', async () => {
    const clock = testClock();
    const pages = new PageCache({ store: new MemoryPageStore(1_000_000, clock.now), ttlMs: 100, staleWhileRevalidateMs: 500, now: clock.now });
    await pages.get('/', async () => shared('old'));
    clock.advance(150);
    const next = pendingRender('new');
    const stale = await Promise.all([pages.get('/', next.render), pages.get('/', next.render)]);
    expect(stale.map((answer) => [answer.result, htmlOf(answer)])).toEqual([
      ['stale', 'old'],
      ['stale', 'old'],
    ]);
    expect(next.calls()).toBe(1);
    next.finish();
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 20 && (await pages.get('/', next.render)).result !== 'hit'; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(htmlOf(await pages.get('/', next.render))).toBe('new');
    // Past the stale bound a reader waits for the render.
    clock.advance(100 + 500);
    const late = await pages.get('/', async () => shared('newest'));
    expect([late.result, htmlOf(late)]).toEqual(['miss', 'newest']);
  });

  it('keeps shared pages and 404s, never redirects, staff pages or a timed-out 503', async () => {
    const store = new MemoryPageStore(1_000_000);
    const pages = new PageCache({ store, ttlMs: 10_000 });
    await pages.get('/a', async () => shared('found'));
    await pages.get('/missing', async () => shared('not found', 404));
    await pages.get('/old', async () => ({ status: 301, redirect: '/new', body: '', shared: true }));
    await pages.get('/giris', async () => ({ status: 200, body: 'sign in', shared: false }));
    await pages.get('/slow', async () => shared('try later', 503));
    expect(store.size).toBe(2);
  });

  it('renders once for readers asking at the same time', async () => {
    const pages = new PageCache({ store: new MemoryPageStore(1_000_000), ttlMs: 10_000 });
    const { render, finish, calls } = pendingRender('page 1');
    const answers = [pages.get('/', render), pages.get('/', render), pages.get('/', render)];
    finish();
    expect((await Promise.all(answers)).map(htmlOf)).toEqual(['page 1', 'page 1', 'page 1']);
    expect(calls()).toBe(1);
  });

  it('after a staff change, the first reader waits for the new page and readers meanwhile get the stale one at once', async () => {
    const pages = new PageCache({ store: new MemoryPageStore(1_000_000), ttlMs: 10_000 });
    await pages.get('/', async () => shared('before the change'));
    await pages.clear();
    const next = pendingRender('after the change');
    const first = pages.get('/', next.render);
    await new Promise((resolve) => setImmediate(resolve));
    const meanwhile = await pages.get('/', next.render);
    expect([meanwhile.result, htmlOf(meanwhile)]).toEqual(['stale', 'before the change']);
    next.finish();
    expect(htmlOf(await first)).toBe('after the change');
    expect(next.calls()).toBe(1);
    expect(await pages.get('/', next.render)).toMatchObject({ result: 'hit' });
  });

  it('does not keep a render begun before a change', async () => {
    const pages = new PageCache({ store: new MemoryPageStore(1_000_000), ttlMs: 10_000 });
    const slow = pendingRender('before the change');
    const answer = pages.get('/', slow.render);
    await new Promise((resolve) => setImmediate(resolve));
    await pages.clear();
    slow.finish();
    expect(htmlOf(await answer)).toBe('before the change');
    expect(htmlOf(await pages.get('/', async () => shared('after the change')))).toBe('after the change');
    expect(htmlOf(await pages.get('/', async () => shared('again')))).toBe('after the change');
  });

  it('stands a kept copy in for a page that cannot be rendered now (stale-if-error), until a change', async () => {
    const clock = testClock();
    const options = { ttlMs: 50, staleWhileRevalidateMs: 0, now: clock.now };
    const pages = new PageCache({ ...options, store: new MemoryPageStore(1_000_000, clock.now), errorCopies: new MemoryPageStore(1_000_000, clock.now) });
    const unavailable = async (): Promise<RenderedPage> => ({ status: 503, body: 'database away', shared: true, unavailable: true });
    await pages.get('/', async () => shared('the last good page'));
    clock.advance(80);
    const copy = await pages.get('/', unavailable);
    expect([copy.result, copy.kept?.status, htmlOf(copy)]).toEqual(['error-copy', 200, 'the last good page']);
    // A page never served has no copy; a staff change drops the copies (a deleted story never comes back).
    expect(await pages.get('/other', unavailable)).toMatchObject({ result: 'miss', page: { status: 503, body: 'database away' } });
    await pages.clear();
    expect(await pages.get('/', unavailable)).toMatchObject({ result: 'miss', page: { status: 503 } });
    // Without copies the failed render is the answer.
    const plain = new PageCache({ ...options, store: new MemoryPageStore(1_000_000, clock.now) });
    await plain.get('/', async () => shared('good'));
    clock.advance(80);
    expect(await plain.get('/', unavailable)).toMatchObject({ result: 'miss', page: { status: 503 } });
  });

  it('keeps the copy of a page served from the store, in every instance that served it', async () => {
    const clock = testClock();
    const store = new MemoryPageStore(1_000_000, clock.now);
    const writer = new PageCache({ store, ttlMs: 50, staleWhileRevalidateMs: 0, now: clock.now });
    const reader = new PageCache({ store, ttlMs: 50, staleWhileRevalidateMs: 0, now: clock.now, errorCopies: new MemoryPageStore(1_000_000, clock.now) });
    await writer.get('/', async () => shared('rendered by another instance'));
    expect(await reader.get('/', async () => shared('not rendered'))).toMatchObject({ result: 'hit' });
    clock.advance(80);
    const answer = await reader.get('/', async () => ({ status: 503, body: 'away', shared: true, unavailable: true }));
    expect([answer.result, htmlOf(answer)]).toEqual(['error-copy', 'rendered by another instance']);
  });

  it('renders every time without a store, and only renders when the store fails', async () => {
    let renders = 0;
    const off = new PageCache({ ttlMs: 10_000 });
    await off.get('/', async () => shared(`page ${++renders}`));
    await off.get('/', async () => shared(`page ${++renders}`));
    expect(renders).toBe(2);

    const errors: unknown[] = [];
    const broken: PageStore = {
      get: async () => Promise.reject(new Error('store away')),
      generation: async () => 0,
      put: async () => Promise.reject(new Error('store away')),
      clear: async () => undefined,
      keepGzipForm: async () => undefined,
    };
    const failing = new PageCache({ store: broken, ttlMs: 10_000, onStoreError: (error) => errors.push(error) });
    const answer = await failing.get('/', async () => shared('still a page'));
    expect([answer.result, htmlOf(answer)]).toEqual(['miss', 'still a page']);
    expect(errors).toHaveLength(2);
  });

  it('gives a render the generation it renders in, and none when nothing is kept', async () => {
    const pages = new PageCache({ store: new MemoryPageStore(1_000_000), ttlMs: 1000 });
    const seen: Array<number | undefined> = [];
    const render = async (generation?: number) => (seen.push(generation), shared('page'));
    await pages.get('/a', render);
    await pages.clear();
    await pages.get('/b', render);
    await new PageCache({ ttlMs: 1000 }).get('/c', render);
    expect(seen).toEqual([0, 1, undefined]);
  });

  it('reads shared data once per generation while fresh, for every render asking at once or after', async () => {
    const clock = testClock();
    const pages = new PageCache({ store: new MemoryPageStore(1_000_000, clock.now), ttlMs: 100, now: clock.now });
    let reads = 0;
    const read = async () => `answer ${++reads}`;
    const ask = (generation: number) => pages.sharedRead('most read', generation, read, () => true);
    expect(await Promise.all([ask(0), ask(0)])).toEqual(['answer 1', 'answer 1']);
    expect(await ask(0)).toBe('answer 1');
    expect(await pages.sharedRead('latest', 0, read, () => true)).toBe('answer 2');
    // A staff change (a new generation, here or in another instance), then the end of its freshness.
    expect(await ask(1)).toBe('answer 3');
    clock.advance(150);
    expect(await ask(1)).toBe('answer 4');
    expect(reads).toBe(4);
  });

  it('hands back a shared read that failed or is refused, and reads it again next time', async () => {
    const pages = new PageCache({ store: new MemoryPageStore(1_000_000), ttlMs: 1000 });
    let reads = 0;
    const refused = () => pages.sharedRead('x', 0, async () => ({ errors: [++reads] }), (answer) => answer.errors.length === 0);
    expect(await refused()).toEqual({ errors: [1] });
    expect(await refused()).toEqual({ errors: [2] });
    const failing = () => pages.sharedRead('y', 0, async () => Promise.reject(new Error(`away ${++reads}`)), () => true);
    await expect(failing()).rejects.toThrow('away 3');
    await expect(failing()).rejects.toThrow('away 4');
  });

  it('counts hits, misses and stale answers for /metrics', async () => {
    const clock = testClock();
    const results: string[] = [];
    const metrics = { request() {}, upload() {}, watchPool() {}, pageCache: (result: string) => void results.push(result) };
    const pages = new PageCache({ store: new MemoryPageStore(1_000_000, clock.now), ttlMs: 100, now: clock.now, metrics });
    await pages.get('/', async () => shared('a'));
    await pages.get('/', async () => shared('a'));
    clock.advance(150);
    await pages.get('/', async () => shared('b'));
    expect(results).toEqual(['miss', 'hit', 'stale']);
  });
});


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

describe('the key a page is kept under', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A client whose pages read no parameter: every address of a path is one kept page.
    t = await startTestApp({ clientDist: fakeClientDist(`${countingRenderer()}export function pageKey(url) { return new URL(url, 'http://localhost').pathname; }\n`) });
  });
  afterAll(() => t?.close());

  it('is the one the client gives the address; a preview is still rendered for its request alone', async () => {
    const first = await t.client().get('/arsiv?x=1');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const again = await t.client().get('/arsiv?x=2&utm_source=mail');
    expect([again.headers.get('x-page-cache'), String(again.body)]).toEqual(['hit', String(first.body)]);
    const preview = await t.client().get('/arsiv?onizleme=bir-jeton');
    expect(preview.headers.get('x-page-cache')).toBeNull();
    expect(String(preview.body)).toContain('of /arsiv?onizleme=bir-jeton</p>');
  });
});

describe('public pages kept between readers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clientDist: fakeClientDist(countingRenderer({ padding: "'<p>Dergi Ankara</p>'.repeat(200)", shared: "!request.url.startsWith('/giris')" })), redisUrl, publicUrl: SITE });
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
    // The gzip form is made when a reader first asks for it, then sent as kept, with its own length and tag.
    for (const round of [1, 2]) {
      const gzip = await rawGet(t.baseUrl, '/en/news', { 'accept-encoding': 'gzip' });
      expect([round, gzip.headers['content-encoding'], gzip.headers['x-page-cache']]).toEqual([round, 'gzip', 'hit']);
      expect(Number(gzip.headers['content-length'])).toBe(gzip.body.byteLength);
      expect(String(gzip.headers.etag)).toBe(String(br.headers.etag).replace(/-br"$/, '-gzip"'));
      expect(gunzipSync(gzip.body).toString()).toBe(brotliDecompressSync(br.body).toString());
    }
    const plain = await rawGet(t.baseUrl, '/en/news');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(brotliDecompressSync(br.body).toString());
  });

  it('answers any Accept-Encoding a client sends with the kept page in a form it takes, and readers asking for gzip at once alike', async () => {
    await page('/haber');
    const html = brotliDecompressSync((await rawGet(t.baseUrl, '/haber', { 'accept-encoding': 'br' })).body).toString();
    const decode = (answer: Awaited<ReturnType<typeof rawGet>>) =>
      answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body;
    const gzipAtOnce = await Promise.all(Array.from({ length: 8 }, () => rawGet(t.baseUrl, '/haber', { 'accept-encoding': 'gzip;q=0.5, br;q=0' })));
    expect(new Set(gzipAtOnce.map((answer) => `${answer.status} ${answer.headers['content-encoding']} ${answer.headers.etag}`)).size).toBe(1);
    expect(gunzipSync(gzipAtOnce[0]!.body).toString()).toBe(html);
    const odd: Array<[string, string | undefined]> = [
      ['br;q=0, gzip;q=0', undefined],
      ['*', 'br'],
      ['*;q=0.1, br;q=0', 'gzip'],
      ['gzip;q=abc, br;q=', undefined],
      ['deflate, compress, zstd', undefined],
      [`${'gzip,'.repeat(2000)}x`, 'gzip'],
    ];
    for (const [header, coding] of odd) {
      const answer = await rawGet(t.baseUrl, '/haber', { 'accept-encoding': header });
      expect([header.slice(0, 30), answer.status, answer.headers['content-encoding']]).toEqual([header.slice(0, 30), 200, coding]);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
      expect(decode(answer).toString()).toBe(html);
    }
  });

  it("carries an ETag and a CDN's Cache-Control, and answers 304 to a reader who has the page", async () => {
    const first = await rawGet(t.baseUrl, '/kose-yazisi', { 'accept-encoding': 'br' });
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=86400$/);
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const plain = await rawGet(t.baseUrl, '/kose-yazisi');
    expect(plain.headers['x-page-cache']).toBe('hit');
    expect(String(plain.headers.etag)).toBe(etag.replace(/-br"$/, '"'));
    expect(Number(plain.headers['content-length'])).toBe(plain.body.byteLength);
    for (const tag of [etag, String(plain.headers.etag), `W/${plain.headers.etag}`, `"other", ${etag}`]) {
      const again = await rawGet(t.baseUrl, '/kose-yazisi', { 'accept-encoding': 'gzip', 'if-none-match': tag });
      expect(again.status).toBe(304);
      expect(again.body.byteLength).toBe(0);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    }
    expect((await rawGet(t.baseUrl, '/kose-yazisi', { 'if-none-match': '"something-else"' })).status).toBe(200);
  });

  it('sends a kept page with the headers and request id of every answer', async () => {
    await page('/etkinlikler');
    const kept = await rawGet(t.baseUrl, '/etkinlikler', { 'x-request-id': 'kept-page-1' });
    expect(kept.headers['x-page-cache']).toBe('hit');
    expect(kept.headers).toMatchObject({
      'x-request-id': 'kept-page-1',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    // An address the URL parser refuses is bad input before any route reads it, never a 500.
    const { port } = new URL(t.baseUrl);
    const odd = await new Promise<number>((resolve, reject) =>
      httpRequest({ host: '127.0.0.1', port, path: '//' }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
        .on('error', reject)
        .end(),
    );
    expect(odd).toBe(400);
  });

  it('sends pages that are not kept (sign-in, the admin) with no-store', async () => {
    expect((await rawGet(t.baseUrl, '/giris')).headers['cache-control']).toBe('no-store');
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
    const other = await startTestApp({ clientDist: fakeClientDist(countingRenderer({ padding: "'<p>Dergi Ankara</p>'.repeat(200)", shared: "!request.url.startsWith('/giris')" })), redisUrl, publicUrl: SITE });
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

/** A client build whose pages show the most read item twice: as a shared box and as their own data. */
const RENDERER_WITH_A_SHARED_BOX = `export async function render(request) {
  const query = '{ publicTopNews(limit: 1) { title hit } }';
  const [box, own] = await Promise.all([request.execute({ query, shared: true }), request.execute({ query })]);
  const line = (name, result) => '<p>' + name + ' ' + result.data.publicTopNews.map((news) => news.title + ':' + news.hit).join() + '</p>';
  return { status: 200, html: line('box', box) + line('own', own), shared: true };
}\n`;

describe('data several kept pages show alike', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clientDist: fakeClientDist(RENDERER_WITH_A_SHARED_BOX), redisUrl, publicUrl: SITE });
  });
  afterAll(() => t?.close());

  const lines = async (pathname: string) => String((await t.client().get(pathname)).body).match(/<p>.*<\/p>/)?.[0];
  const setHits = async (id: number, hit: number) => {
    const em = t.app.db.orm.em.fork();
    await em.getConnection().execute('update news set hit = ? where id = ?', [hit, id]);
  };

  it("is read once for the pages of one generation, while a page's own data is read for it; a staff change reads it again", async () => {
    const [news] = await insertNews(t, undefined, 1, { titlePrefix: 'Çok okunan', hit: 1_000_000 });
    await t.app.pages.clear();
    expect(await lines('/haber/bir')).toBe('<p>box Çok okunan 1:1000000</p><p>own Çok okunan 1:1000000</p>');

    // Readers' views change the data without a staff change: another page shows its own data as it is now.
    await setHits(news.id, 1_000_005);
    expect(await lines('/haber/iki')).toBe('<p>box Çok okunan 1:1000000</p><p>own Çok okunan 1:1000005</p>');

    await t.app.pages.clear();
    expect(await lines('/haber/uc')).toBe('<p>box Çok okunan 1:1000005</p><p>own Çok okunan 1:1000005</p>');
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
    const sharedStore = new MemoryPageStore(1_000_000);
    const memory = new MemoryPageStore(1_000_000);
    const store = pageStoreWithFallback(circuit, sharedStore, memory);
    await store.put('/', await keptPage(shared('before the change')), await store.generation(), 10_000, 0);
    expect(sharedStore.size).toBe(1);

    redis.status = 'reconnecting';
    await store.put('/', await keptPage(shared('in memory')), await store.generation(), 10_000, 0);
    expect(memory.size).toBe(1);
    await store.clear();
    // The change made the memory's page stale; Redis cannot be told now.
    expect(memory.currentGeneration).toBe(1);
    expect(sharedStore.currentGeneration).toBe(0);

    redis.status = 'ready';
    redis.emit('ready');
    await new Promise((resolve) => setImmediate(resolve));
    const { stored, generation } = await store.get('/');
    expect(keptBody(stored!.page).toString()).toBe('before the change');
    expect(generation).toBeGreaterThan(stored!.generation);
  });
});
