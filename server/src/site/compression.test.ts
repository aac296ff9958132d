import { mkdirSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { insertNews } from '../test/factories.js';
import { fakeClientDist } from '../test/fake-client-dist.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import express from 'express';
import { brotliOptions, compression, isCompressible, negotiateEncoding, ONE_SHOT_LIMIT, ownBytes, SMALL_WINDOW_LIMIT } from './compression.js';

/*
 * Compression of answers by Accept-Encoding, and the build's precompressed assets under /assets,
 * against the real server with a small fake client build (template, renderer, hashed assets).
 */

describe('negotiateEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['GZIP;Q=1', 'gzip'],
    ['deflate', undefined],
  ])('%j → %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('brotliOptions', () => {
  const windowOf = (length: number) => brotliOptions(length, 5).params?.[constants.BROTLI_PARAM_LGWIN];

  it('gives a known body up to 128 kB the 64 kB window, a larger one a window that fits it (16 MB at most), and a stream the default', () => {
    expect([windowOf(1), windowOf(65_000), windowOf(88_576), windowOf(SMALL_WINDOW_LIMIT), windowOf(SMALL_WINDOW_LIMIT + 1), windowOf(300_000), windowOf(300_000_000)]).toEqual([16, 16, 16, 16, 18, 19, 24]);
    expect(windowOf(0)).toBeUndefined();
    expect(brotliOptions(0, 4).params?.[constants.BROTLI_PARAM_QUALITY]).toBe(4);
  });

  it('gives a page-sized body within 3% of the bytes a default window would (real pages: ±0.3%)', () => {
    const body = Buffer.from(Array.from({ length: 1500 }, (_, i) => `<li><a href="/haber/ulus-${i * 7919}">Ulus ${i}</a></li>`).join(''));
    const fitted = brotliCompressSync(body, brotliOptions(body.byteLength, 5));
    const usual = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
    expect(brotliDecompressSync(fitted)).toEqual(body);
    // Links numbered far apart repeat less within 64 kB than a real page does: 1.9% more here.
    expect(fitted.byteLength).toBeLessThanOrEqual(usual.byteLength * 1.03);
  });
});

describe('ownBytes', () => {
  it('copies a view into a larger block out to bytes of its own, and leaves bytes that own their block as they are', () => {
    const block = Buffer.from('önce|Ankara|sonra');
    const view = block.subarray(6, 12);
    const own = ownBytes(view);
    expect(own.toString()).toBe('Ankara');
    expect(own.buffer.byteLength).toBe(6);
    block.write('XXXXXX', 6);
    expect(own.toString()).toBe('Ankara');
    expect(ownBytes(own)).toBe(own);
  });
});

describe('isCompressible', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['application/json; charset=utf-8', true],
    ['application/graphql-response+json; charset=utf-8', true],
    ['application/rss+xml; charset=utf-8', true],
    ['image/svg+xml', true],
    ['text/javascript; charset=utf-8', true],
    ['image/webp', false],
    ['image/jpeg', false],
    ['application/pdf', false],
    ['application/octet-stream', false],
    [undefined, false],
  ])('%j → %j', (type, expected) => {
    expect(isCompressible(type)).toBe(expected);
  });
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they crossed the wire (no transparent decompression, unlike fetch). */
  raw: Buffer;
}

function raw(baseUrl: string, pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    // The path goes as written (a URL object would resolve dot segments before sending).
    const req = httpRequest({ hostname, port, path: pathname, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.raw).toString('utf8');
  if (encoding) throw new Error(`unexpected encoding ${encoding}`);
  return response.raw.toString('utf8');
}

const vary = (response: RawResponse) => String(response.headers.vary ?? '').toLowerCase();

/** A long text that compresses well. */
const PAGE_TEXT = 'Ankara dergisi: düşünce, kültür ve gündem. '.repeat(200);
const SCRIPT = `export const message = ${JSON.stringify('x'.repeat(50) + 'ğüşiöç '.repeat(300))};\n`;
const FROM_BR = '/* served from app-1a2b.js.br */' + SCRIPT;
const FROM_GZ = '/* served from app-1a2b.js.gz */' + SCRIPT;

/** A client build as `vite build` leaves it (plus the precompress step), small enough to read in a test. */
function fakeBuild(): string {
  // The renderer shows what it was given, so a test can see the origin and the URL.
  const renderer = `export async function render(request) {
    return { status: 200, html: '<!doctype html><html><head><link rel="alternate" hreflang="en" href="' + request.origin + '/en"></head><body><p>' + ${JSON.stringify(PAGE_TEXT)} + '</p></body></html>' };
  }\n`;
  return fakeClientDist(renderer, {
    indexHtml: '<!doctype html><html><head><!--app-head--></head><body><!--app-html--></body></html>',
    assets: {
      'app-1a2b.js': SCRIPT,
      // Distinct contents in the variants prove which file was sent.
      'app-1a2b.js.br': brotliCompressSync(FROM_BR),
      'app-1a2b.js.gz': gzipSync(FROM_GZ, { level: 9 }),
      'style-9f8e.css': 'body { color: #222; }\n'.repeat(200),
      'logo-77aa.png': Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4096, 7)]),
    },
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clientDist: fakeBuild(), publicUrl: 'https://dergi.example' });
  // Uploaded media: already compressed kinds, larger than any threshold.
  const uploads = path.join(t.config.dataDir, 'uploads', 'test');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(path.join(uploads, 'photo.webp'), Buffer.concat([Buffer.from('RIFF0000WEBPVP8 '), Buffer.alloc(8192, 1)]));
  writeFileSync(path.join(uploads, 'issue.pdf'), Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(8192, 32)]));
});
afterAll(() => t.close());

describe('compression of answers', () => {
  it('sends pages in brotli when it is accepted, preferring it to gzip', async () => {
    const response = await raw(t.baseUrl, '/haber', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(vary(response)).toContain('accept-encoding');
    // A whole page is compressed at once and sent with its length.
    expect(Number(response.headers['content-length'])).toBe(response.raw.length);
    expect(decoded(response)).toContain(PAGE_TEXT);
    expect(response.raw.length).toBeLessThan(PAGE_TEXT.length / 10);
  });

  it('sends gzip when only gzip is accepted, and the plain page when nothing is', async () => {
    const gzip = await raw(t.baseUrl, '/haber', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toContain(PAGE_TEXT);

    const plain = await raw(t.baseUrl, '/haber', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(vary(plain)).toContain('accept-encoding');
    expect(plain.raw.toString('utf8')).toContain(PAGE_TEXT);
  });

  it('compresses GraphQL and REST JSON', async () => {
    const client = t.client();
    const token = await client.csrf();
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const query = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    const graphql = await raw(t.baseUrl, '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie, 'accept-encoding': 'br' },
      body: query,
    });
    expect(graphql.status).toBe(200);
    expect(graphql.headers['content-encoding']).toBe('br');
    expect(graphql.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
    expect(JSON.parse(decoded(graphql)).data.__schema.types.length).toBeGreaterThan(10);

    // A REST list of the admin: a page of news is several kilobytes of JSON.
    await insertNews(t, undefined, 12, { titlePrefix: 'Sıkıştırılan haber' });
    const staff = await t.staff();
    const rest = await raw(t.baseUrl, '/api/news?pageSize=12', { headers: { authorization: `Bearer ${staff.accessToken}`, 'accept-encoding': 'gzip' } });
    expect(rest.status).toBe(200);
    expect(rest.headers['content-type']).toMatch(/^application\/json/);
    expect(rest.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(rest)).items).toHaveLength(12);
  });

  it('leaves short answers as they are (not worth the bytes), still varying on the encoding', async () => {
    const response = await raw(t.baseUrl, '/healthz', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.raw.toString('utf8'))).toEqual({ status: 'ok' });
    expect(vary(response)).toContain('accept-encoding');
  });

  it('never compresses images and PDFs again', async () => {
    for (const file of ['photo.webp', 'issue.pdf']) {
      const response = await raw(t.baseUrl, `/media/test/${file}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.raw.length).toBeGreaterThan(8192);
    }
    const png = await raw(t.baseUrl, '/assets/logo-77aa.png', { headers: { 'accept-encoding': 'br, gzip' } });
    expect([png.status, png.headers['content-type'], png.headers['content-encoding']]).toEqual([200, 'image/png', undefined]);
  });

  it('answers HEAD without a body or an encoding', async () => {
    const response = await raw(t.baseUrl, '/haber', { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.raw.length).toBe(0);
  });
});

describe('compression of bodies written in parts or past the one-shot limit', () => {
  let server: Server;
  let baseUrl: string;
  const part = 'Çankaya, Kızılay, Ulus. '.repeat(100);
  beforeAll(async () => {
    const app = express();
    app.use(compression());
    app.get('/parts', (_req, res) => {
      res.type('text/plain');
      res.write(part);
      res.end(part);
    });
    app.get('/large', (_req, res) => void res.type('text/plain').send('x'.repeat(ONE_SHOT_LIMIT + 1)));
    app.get('/whole', (_req, res) => void res.type('text/plain').send(part));
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it.each([
    ['/parts', 'br', part + part],
    ['/parts', 'gzip', part + part],
    ['/large', 'br', 'x'.repeat(ONE_SHOT_LIMIT + 1)],
  ])('streams %s in %s, without a length', async (pathname, encoding, text) => {
    const response = await raw(baseUrl, pathname, { headers: { 'accept-encoding': encoding } });
    expect([response.status, response.headers['content-encoding'], response.headers['content-length']]).toEqual([200, encoding, undefined]);
    expect(decoded(response)).toBe(text);
  });

  it.each(['br', 'gzip'])('compresses a whole body at once in %s, with its length', async (encoding) => {
    const response = await raw(baseUrl, '/whole', { headers: { 'accept-encoding': encoding } });
    expect([response.status, response.headers['content-encoding'], Number(response.headers['content-length'])]).toEqual([200, encoding, response.raw.length]);
    expect(decoded(response)).toBe(part);
  });
});

describe('precompressed assets', () => {
  const asset = '/assets/app-1a2b.js';

  it('sends the .br file for brotli, with the type, Vary and a year of immutable caching', async () => {
    const response = await raw(t.baseUrl, asset, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(vary(response)).toContain('accept-encoding');
    expect(decoded(response)).toBe(FROM_BR);
    expect(Number(response.headers['content-length'])).toBe(response.raw.length);
  });

  it('sends the .gz file for gzip', async () => {
    const response = await raw(t.baseUrl, asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response)).toBe(FROM_GZ);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to the plain file when no encoding is accepted', async () => {
    const response = await raw(t.baseUrl, asset, { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.raw.toString('utf8')).toBe(SCRIPT);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(vary(response)).toContain('accept-encoding');
  });

  it('falls back to the plain file, compressed on the way, when the build left no variant', async () => {
    const response = await raw(t.baseUrl, '/assets/style-9f8e.css', { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(decoded(response)).toBe('body { color: #222; }\n'.repeat(200));
  });

  it('answers 304 to a revalidation of the same variant', async () => {
    const first = await raw(t.baseUrl, asset, { headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    const again = await raw(t.baseUrl, asset, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    // The gzip variant is another representation: it does not match the brotli one's tag.
    const other = await raw(t.baseUrl, asset, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(other.status).toBe(200);
  });

  it('reads each form of an asset from disk once (a hashed name never changes), and a missing one again', async () => {
    const assets = path.join(t.config.clientDist!, 'client', 'assets');
    const first = await raw(t.baseUrl, asset, { headers: { 'accept-encoding': 'br' } });
    writeFileSync(path.join(assets, 'app-1a2b.js.br'), brotliCompressSync('/* rewritten */'));
    const again = await raw(t.baseUrl, asset, { headers: { 'accept-encoding': 'br' } });
    expect([again.status, again.headers.etag, decoded(again)]).toEqual([200, first.headers.etag, FROM_BR]);

    // Not there yet: a 404 that is not kept, so the file is served once the disk has it.
    expect((await raw(t.baseUrl, '/assets/late-5c5c.js', { headers: { 'accept-encoding': 'br' } })).status).toBe(404);
    writeFileSync(path.join(assets, 'late-5c5c.js'), SCRIPT);
    const late = await raw(t.baseUrl, '/assets/late-5c5c.js', { headers: { 'accept-encoding': 'identity' } });
    expect([late.status, late.raw.toString('utf8'), Number(late.headers['content-length'])]).toEqual([200, SCRIPT, Buffer.byteLength(SCRIPT)]);
    const head = await raw(t.baseUrl, '/assets/late-5c5c.js', { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect([head.status, head.raw.length, Number(head.headers['content-length'])]).toEqual([200, 0, Buffer.byteLength(SCRIPT)]);
  });

  it('serves nothing outside the assets folder and 404s unknown assets', async () => {
    expect((await raw(t.baseUrl, '/assets/missing-0000.js', { headers: { 'accept-encoding': 'br' } })).status).toBe(404);
    for (const pathname of ['/assets/..%2f..%2fserver%2fentry-server.js', '/assets/%2e%2e/index.html', '/assets/..%2f..%2fserver%2fentry-server.js.br']) {
      const response = await raw(t.baseUrl, pathname, { headers: { 'accept-encoding': 'br' } });
      expect([403, 404]).toContain(response.status);
      expect(decoded(response)).not.toContain('export async function render');
    }
  });
});

describe('absolute links of pages', () => {
  it('come from PUBLIC_URL, never from the Host header of the request', async () => {
    const response = await raw(t.baseUrl, '/', { headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' } });
    const html = decoded(response);
    expect(html).toContain('hreflang="en" href="https://dergi.example/en"');
    expect(html).not.toContain('attacker.example');
  });
});

describe('client/scripts/precompress.mjs (the build step that writes the variants)', () => {
  it('writes .br and .gz beside each text file that decompress to it, and leaves images and tiny files alone', async () => {
    const { execFileSync } = await import('node:child_process');
    const { existsSync, mkdtempSync, readFileSync, rmSync, statSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { fileURLToPath } = await import('node:url');
    const script = fileURLToPath(new URL('../../../client/scripts/precompress.mjs', import.meta.url));
    const folder = mkdtempSync(path.join(tmpdir(), 'dergi-precompress-'));
    try {
      mkdirSync(path.join(folder, 'assets'));
      const texts = { 'assets/app-1.js': SCRIPT, 'assets/app-1.css': 'a { color: red; }\n'.repeat(100), 'assets/icon.svg': `<svg>${'<g/>'.repeat(200)}</svg>`, 'index.html': PAGE_TEXT };
      for (const [name, text] of Object.entries(texts)) writeFileSync(path.join(folder, name), text);
      writeFileSync(path.join(folder, 'assets/tiny.js'), 'export {};\n');
      writeFileSync(path.join(folder, 'assets/photo.png'), Buffer.alloc(4096, 3));

      for (let run = 0; run < 2; run += 1) {
        execFileSync(process.execPath, [script, folder], { stdio: 'pipe' });
        for (const [name, text] of Object.entries(texts)) {
          const file = path.join(folder, name);
          expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString('utf8')).toBe(text);
          expect(gunzipSync(readFileSync(`${file}.gz`)).toString('utf8')).toBe(text);
          expect(statSync(`${file}.br`).size).toBeLessThan(statSync(`${file}.gz`).size);
          expect(Math.floor(statSync(`${file}.br`).mtimeMs / 1000)).toBe(Math.floor(statSync(file).mtimeMs / 1000));
        }
        for (const name of ['assets/tiny.js', 'assets/photo.png']) {
          expect(existsSync(path.join(folder, `${name}.br`))).toBe(false);
          expect(existsSync(path.join(folder, `${name}.gz`))).toBe(false);
        }
        // A second run does not compress the variants themselves.
        expect(existsSync(path.join(folder, 'assets/app-1.js.br.gz'))).toBe(false);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
