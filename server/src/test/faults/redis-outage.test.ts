import { rmSync } from 'node:fs';
import { jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { ADMIN, startTestApp, type TestApp } from '../test-app.js';
import { TestClient } from '../test-client.js';
import { fakeClientDist } from './fake-client.js';
import { canRunPrivateRedis, describeWhere, startPrivateRedis, type PrivateRedis } from './private-services.js';

/**
 * Issue 12 §5 (reliability review §4): while Redis is away, rate limits and kept pages live in the
 * process's memory (one warning in the log), so forms and sign-in keep working and pages are kept
 * instead of waiting on reconnects; when Redis returns it is used again. The Redis is a private
 * redis-server the test kills and starts.
 */
jest.setTimeout(180_000);

const CONTACT = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '05321234567', message: 'Merhaba, bir sorum var.' };

// Skipped only where the machine has no redis-server to run a private one.
describeWhere(canRunPrivateRedis, 'redis-server')('Redis outage', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  let dist: string;
  let lines: string[];
  const logged = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length;

  beforeAll(async () => {
    dist = fakeClientDist();
    redis = await startPrivateRedis();
    lines = [];
    const keep = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    jest.spyOn(console, 'error').mockImplementation(keep);
    jest.spyOn(console, 'log').mockImplementation(keep);
    jest.spyOn(console, 'warn').mockImplementation(keep);
    // The log's lines of one turn come in one write: each is kept as a line of its own.
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (String(chunk).split('\n').filter(Boolean).forEach((line) => keep(line)), true));
    t = await startTestApp({ redisUrl: redis.url, clientDist: dist, logLevel: 'info' });
  });
  afterAll(async () => {
    if (dist) rmSync(dist, { recursive: true, force: true });
    await t?.close();
    await redis?.destroy();
    jest.restoreAllMocks();
  });

  const pageCacheOf = async (reader: TestClient, path: string) => {
    const response = await reader.get(path);
    expect(response.status).toBe(200);
    return response.headers.get('x-page-cache');
  };

  it('keeps forms, sign-in and kept pages working on memory, with one warning, and goes back to Redis', async () => {
    const reader = t.client();
    expect(await pageCacheOf(reader, '/before')).toBe('miss');
    expect(await pageCacheOf(reader, '/before')).toBe('hit');
    expect((await reader.post('/api/public-contact/send-message', CONTACT)).status).toBe(201);

    await redis.stop();
    for (let i = 0; i < 5; i++) {
      expect(await pageCacheOf(reader, `/during-${i}`)).toBe('miss');
      expect(await pageCacheOf(reader, `/during-${i}`)).toBe('hit'); // kept in memory, no wait on reconnects
    }
    expect((await reader.post('/api/public-contact/send-message', CONTACT)).status).toBe(201);
    expect((await reader.post('/api/auth/signin', { email: ADMIN.email, password: 'Yanlis-Sifre-1' })).status).toBe(422);
    const staff = await t.staff();
    expect(staff.accessToken).toBeTruthy();
    expect((await staff.post('/api/categories', { name: 'Redis yokken', description: 'Açıklama' })).status).toBe(201);
    expect(logged(/Redis unreachable/)).toBe(1);
    expect(logged(/Unhandled error event/)).toBe(0);

    await redis.start();
    let back = false;
    for (let attempt = 0; attempt < 60 && !back; attempt++) {
      back = logged(/Redis is reachable again/) === 1;
      if (!back) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(back).toBe(true);
    expect(await pageCacheOf(reader, '/after')).toBe('miss');
    const direct = new Redis(redis.url);
    try {
      expect((await direct.keys('pages:*/after')).length).toBe(1);
    } finally {
      direct.disconnect();
    }
    expect((await reader.post('/api/public-contact/send-message', CONTACT)).status).toBe(201);
  });
});
