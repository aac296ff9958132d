import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { PageCache, pageCacheKey, type RenderedPage } from './page-cache.js';

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

describe('PageCache', () => {
  const shared = (html: string, status = 200): RenderedPage => ({ status, html, shared: true });
  let clock = 0;
  const cache = (ttlMs = 1000, maxBytes = 1_000_000) => new PageCache({ ttlMs, maxBytes, now: () => clock });
  beforeEach(() => {
    clock = 0;
  });

  it('serves a page from one render until it expires', async () => {
    const pages = cache();
    let renders = 0;
    const render = async () => shared(`page ${++renders}`);
    expect(await pages.get('/', render)).toMatchObject({ page: { html: 'page 1' }, hit: false });
    clock = 999;
    expect(await pages.get('/', render)).toMatchObject({ page: { html: 'page 1' }, hit: true });
    clock = 1000;
    expect(await pages.get('/', render)).toMatchObject({ page: { html: 'page 2' }, hit: false });
  });

  it('keeps shared pages and 404s, never redirects, staff pages or a timed-out 503', async () => {
    const pages = cache();
    await pages.get('/a', async () => shared('found'));
    await pages.get('/missing', async () => shared('not found', 404));
    await pages.get('/old', async () => ({ status: 301, redirect: '/new', html: '', shared: true }));
    await pages.get('/giris', async () => ({ status: 200, html: 'sign in', shared: false }));
    await pages.get('/slow', async () => shared('try later', 503));
    expect(pages.size).toBe(2);
  });

  it('renders once for readers asking at the same time', async () => {
    const pages = cache();
    let renders = 0;
    let finish!: () => void;
    const render = () => new Promise<RenderedPage>((resolve) => (finish = () => resolve(shared(`page ${++renders}`))));
    const answers = [pages.get('/', render), pages.get('/', render), pages.get('/', render)];
    finish();
    expect((await Promise.all(answers)).map(({ page }) => page.html)).toEqual(['page 1', 'page 1', 'page 1']);
    expect(renders).toBe(1);
  });

  it('does not keep a render begun before a clear, and renders afresh after it', async () => {
    const pages = cache();
    let finish!: () => void;
    const slow = pages.get('/', () => new Promise<RenderedPage>((resolve) => (finish = () => resolve(shared('before the change')))));
    pages.clear();
    const after = pages.get('/', async () => shared('after the change'));
    finish();
    expect((await slow).page.html).toBe('before the change');
    expect((await after).page.html).toBe('after the change');
    expect((await pages.get('/', async () => shared('again'))).page.html).toBe('after the change');
  });

  it('lets the least recently used pages go past its size', async () => {
    const pages = cache(1000, 25);
    await pages.get('/a', async () => shared('a'.repeat(10)));
    await pages.get('/b', async () => shared('b'.repeat(10)));
    await pages.get('/a', async () => shared('not rendered'));
    await pages.get('/c', async () => shared('c'.repeat(10)));
    expect(pages.size).toBe(2);
    expect((await pages.get('/a', async () => shared('rendered again'))).hit).toBe(true);
    expect((await pages.get('/b', async () => shared('rendered again'))).hit).toBe(false);
  });

  it('renders every time when it is off', async () => {
    const pages = cache(0);
    let renders = 0;
    await pages.get('/', async () => shared(`page ${++renders}`));
    await pages.get('/', async () => shared(`page ${++renders}`));
    expect(renders).toBe(2);
    expect(pages.size).toBe(0);
  });

  it('compresses a kept page once per encoding', async () => {
    const pages = cache();
    const { cached } = await pages.get('/', async () => shared('<p>Ankara</p>'.repeat(100)));
    const br = pages.encoded(cached!, 'br');
    expect(pages.encoded(cached!, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe('<p>Ankara</p>'.repeat(100));
    expect(gunzipSync(pages.encoded(cached!, 'gzip')).toString()).toBe('<p>Ankara</p>'.repeat(100));
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

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;

describe('public pages kept between readers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ clientDist: fakeClientDist(), redisUrl });
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

  (redisUrl ? it : it.skip)('is cleared on every instance sharing Redis', async () => {
    const other = await startTestApp({ clientDist: fakeClientDist(), redisUrl });
    try {
      await other.client().get('/arsiv');
      expect((await other.client().get('/arsiv')).headers.get('x-page-cache')).toBe('hit');
      const staff = await t.staff();
      expect((await staff.post('/api/categories', { name: 'Başka Kategori', description: 'Önbellek sınaması' })).status).toBe(201);
      // The message travels through Redis: the other instance clears as soon as it arrives.
      const deadline = Date.now() + 5000;
      let cache: string | null = 'hit';
      while (cache === 'hit' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        cache = (await other.client().get('/arsiv')).headers.get('x-page-cache');
      }
      expect(cache).toBe('miss');
    } finally {
      await other.close();
    }
  });
});
