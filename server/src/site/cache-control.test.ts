import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { publicReadCaching, sharedCacheControl } from './cache-control.js';

/* Issue 14 §2: readers' public API answers carry what a CDN needs (s-maxage, stale-while-revalidate, stale-if-error), an ETag, and a 304. */

describe('sharedCacheControl', () => {
  it('names the freshness, the stale time and a day of stale-if-error; nothing kept without freshness', () => {
    expect(sharedCacheControl(10_000, 60_000)).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400');
    expect(sharedCacheControl(0, 0)).toBe('no-cache');
  });
});

function conditionalGet(url: string, etag: string) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const request = httpRequest(url, { headers: { 'if-none-match': etag } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('public API reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ pageCache: { ttlSeconds: 10, maxMegabytes: 16 } });
  });
  afterAll(() => t?.close());

  const SHARED = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400';

  it('carry the shared Cache-Control and an ETag, and answer 304 when the reader has the answer', async () => {
    const first = await fetch(`${t.baseUrl}/api/public-categories/all-categories`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(SHARED);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a CDN asks (fetch would add Cache-Control: no-cache to a conditional request).
    const again = await conditionalGet(`${t.baseUrl}/api/public-categories/all-categories`, etag!);
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(SHARED);
    expect((await fetch(`${t.baseUrl}/api/public-categories/all-categories`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('let a CDN keep a definite 404, never a refusal or a failure', async () => {
    const missing = await fetch(`${t.baseUrl}/api/public-news/no-such-story-anywhere`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(SHARED);
    // A refusal or a failure, on a bare app with the same middleware.
    const app = express().use(publicReadCaching('public, s-maxage=1'));
    app.get('/:status', (req, res) => void res.status(Number(req.params.status)).json({}));
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const cacheControlOf = async (status: number) => (await fetch(`${base}/${status}`)).headers.get('cache-control');
      expect(await cacheControlOf(200)).toBe('public, s-maxage=1');
      expect(await cacheControlOf(404)).toBe('public, s-maxage=1');
      for (const status of [400, 429, 500, 503]) expect(await cacheControlOf(status)).toBe('no-store');
    } finally {
      server.close();
    }
  });

  it('are private when the request carries a bearer token, and writes and staff reads stay no-store', async () => {
    const signedIn = await fetch(`${t.baseUrl}/api/public-categories/all-categories`, { headers: { authorization: 'Bearer something' } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    const staff = await t.staff();
    expect((await staff.get('/api/categories')).headers.get('cache-control')).toBe('no-store');
  });
});
