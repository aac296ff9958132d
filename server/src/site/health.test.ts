import { jest } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createMetrics } from '../lib/metrics.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { healthRoutes } from './health.js';

/* Issue 14 §4: a load balancer's /healthz and /readyz, Prometheus's /metrics behind METRICS_TOKEN, one JSON log entry a request. */

const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;
const TOKEN = 'metrics-token-0123456789abcdef';

/** A bare express app with only the health routes, for the cases a real database cannot show. */
async function healthOnly(deps: Parameters<typeof healthRoutes>[0]) {
  const app = express().use(healthRoutes(deps));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('readiness without the real dependencies', () => {
  it('is 503 with the reason when the database does not answer in time or fails, and while shutting down', async () => {
    const never = () => new Promise(() => undefined);
    let draining = false;
    const slow = await healthOnly({ pingDatabase: never, draining: () => draining, timeoutMs: 20 });
    const failing = await healthOnly({ pingDatabase: async () => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:5432')), redis: { ping: async () => 'PONG' }, draining: () => false });
    const redisAway = await healthOnly({ pingDatabase: async () => 1, redis: { ping: async () => Promise.reject(new Error('down')) }, draining: () => false });
    try {
      const answer = await fetch(`${slow.base}/readyz`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'unavailable', reasons: ['database did not answer within 20 ms'] });
      // The process itself still lives.
      expect((await fetch(`${slow.base}/healthz`)).status).toBe(200);
      // The driver's message (addresses) stays out of the answer.
      expect(await (await fetch(`${failing.base}/readyz`)).json()).toEqual({ status: 'unavailable', reasons: ['database unreachable'] });
      expect(await (await fetch(`${redisAway.base}/readyz`)).json()).toEqual({ status: 'unavailable', reasons: ['redis unreachable'] });
      draining = true;
      const shutting = await fetch(`${slow.base}/readyz`);
      expect(shutting.status).toBe(503);
      expect(await shutting.json()).toEqual({ status: 'unavailable', reasons: ['shutting down'] });
    } finally {
      await Promise.all([slow.close(), failing.close(), redisAway.close()]);
    }
  });
});

describe('the probes on the real server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ redisUrl, metricsToken: TOKEN });
  });
  afterAll(() => t?.close());

  it('/healthz and /readyz answer 200 with no-store while the database (and Redis) answer', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const answer = await fetch(`${t.baseUrl}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ status: 'ok' });
    }
  });

  it('/metrics wants the bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const answer = await fetch(`${t.baseUrl}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(answer.status).toBe(401);
    }
  });

  it('/metrics counts requests by route kind (never by path), the pool, the event loop and the process', async () => {
    await fetch(`${t.baseUrl}/api/public-news/latest`);
    await fetch(`${t.baseUrl}/api/public-news/some-slug-${Date.now()}`);
    const form = new FormData();
    form.append('poster', new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'a.png');
    expect((await fetch(`${t.baseUrl}/api/news`, { method: 'POST', body: form })).status).toBe(403); // no CSRF token: refused
    const answer = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await answer.text();
    expect(text).toMatch(/^http_requests_total\{kind="api",method="GET",status="2xx"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.005",kind="api"\} \d+/m);
    expect(text).not.toContain('some-slug');
    expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
    expect(text).toMatch(/^db_pool_connections\{state="waiting"\} 0/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(text).toMatch(/^process_resident_memory_bytes /m);
    expect(text).toMatch(/^# TYPE page_cache_requests_total counter/m);
    expect(text).toMatch(/^uploads_total\{outcome="refused"\} 1$/m);
    expect(text).toMatch(/^upload_bytes_total\{outcome="refused"\} (\d{4,})$/m);
  });
});

it('/metrics is not there without METRICS_TOKEN', async () => {
  const t = await startTestApp();
  try {
    const answer = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(404);
  } finally {
    await t.close();
  }
});

describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({ logLevel: 'info' });
    // The log's lines of one turn come in one write.
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  const entriesOf = (requestId: string) =>
    lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.requestId === requestId);

  /** Waits (a bounded number of turns) for the entry written when the answer ends. */
  async function entryOf(requestId: string) {
    for (let tries = 0; tries < 100 && entriesOf(requestId).length === 0; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    return entriesOf(requestId);
  }

  it('writes one JSON entry per request with its id, method, path (no query), status and duration, and echoes the id', async () => {
    const answer = await fetch(`${t.baseUrl}/api/public-news?title=gizli%20arama`, { headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(answer.headers.get('x-request-id')).toBe('lb-1234.abc');
    const entries = await entryOf('lb-1234.abc');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', path: '/api/public-news', status: answer.status });
    expect(typeof entries[0]!.durationMs).toBe('number');
    expect(JSON.stringify(entries)).not.toContain('gizli');
  });

  it('makes its own id when the given one is not sane', async () => {
    const answer = await fetch(`${t.baseUrl}/api/app/get-csrf-token`, { headers: { 'x-request-id': 'x'.repeat(200) } });
    const id = answer.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await entryOf(id)).toHaveLength(1);
    const spoofed = await fetch(`${t.baseUrl}/api/app/get-csrf-token`, { headers: { 'x-request-id': 'a"b\\c d' } });
    expect(spoofed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves the probes out at info', async () => {
    const answer = await fetch(`${t.baseUrl}/healthz`, { headers: { 'x-request-id': 'probe-1' } });
    expect(answer.status).toBe(200);
    await fetch(`${t.baseUrl}/api/app/get-csrf-token`, { headers: { 'x-request-id': 'after-probe' } });
    expect(await entryOf('after-probe')).toHaveLength(1);
    expect(entriesOf('probe-1')).toHaveLength(0);
  });
});

it('createMetrics keeps each app apart (tests start several in one process)', async () => {
  const a = createMetrics();
  const b = createMetrics();
  a.pageCache('hit');
  expect((await a.scrape()).text).toMatch(/^page_cache_requests_total\{result="hit"\} 1$/m);
  expect((await b.scrape()).text).not.toMatch(/^page_cache_requests_total\{result="hit"\}/m);
});
