import { rmSync } from 'node:fs';
import { jest } from '@jest/globals';
import { startTestApp, type TestApp } from '../test-app.js';
import type { TestClient } from '../test-client.js';
import { fakeClientDist } from './fake-client.js';
import { canRunPrivatePostgres, describeWhere, startPrivatePostgres, type PrivatePostgres } from './private-services.js';

/**
 * Issue 12 §5 (reliability review §4): while PostgreSQL is stopped readers, forms and staff get
 * 503 with Retry-After (never 500, never a false 403), a kept page is served stale, and the site
 * recovers by itself when the database returns. The database is a private cluster the test stops.
 */
jest.setTimeout(180_000);

const CONTACT = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '05321234567', message: 'Merhaba, bir sorum var.' };
const GRAPHQL_HEADERS = { 'apollo-require-preflight': 'true' };

// Skipped only where the machine has no PostgreSQL server tools to run a private one.
describeWhere(canRunPrivatePostgres, 'PostgreSQL server tools (initdb, pg_ctl)')('database outage', () => {
  let postgres: PrivatePostgres;
  let t: TestApp;
  let dist: string;
  let staff: TestClient;

  beforeAll(async () => {
    dist = fakeClientDist();
    postgres = await startPrivatePostgres();
    t = await startTestApp({ databaseUrl: postgres.url, clientDist: dist, pageCache: { ttlSeconds: 1, maxMegabytes: 16 } });
    staff = await t.staff();
  });
  afterAll(async () => {
    if (dist) rmSync(dist, { recursive: true, force: true });
    await t?.close();
    postgres?.destroy();
  });

  const expectUnavailable = (response: { status: number; headers: Headers; body: any }) => {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect(response.body.error).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  };

  it('answers 503 with Retry-After everywhere, serves a kept page stale, and recovers by itself', async () => {
    const reader = t.client();
    expect((await reader.get('/kept')).headers.get('x-page-cache')).toBe('miss');
    const kept = await reader.get('/kept');
    expect(kept.headers.get('x-page-cache')).toBe('hit');
    await reader.csrf();

    postgres.stop();
    await new Promise((resolve) => setTimeout(resolve, 1200)); // past the page's 1-s freshness

    const stale = await reader.get('/kept');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-page-cache')).toBe('stale');
    expect(stale.body).toBe(kept.body);

    const page = await reader.get('/never-kept');
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('10');
    expect(page.body).toContain('Sunucu hatası');
    // The admin's sign-in check cannot run either: its page too, in HTML, not a JSON error.
    const admin = await staff.get('/yonetim');
    expect(admin.status).toBe(503);
    expect(admin.headers.get('content-type')).toMatch(/^text\/html/);
    expect(admin.body).toContain('Sunucu hatası');

    expectUnavailable(await reader.get('/api/public-categories/all-categories'));
    expectUnavailable(await reader.post('/api/public-contact/send-message', CONTACT));
    expectUnavailable(await reader.post('/api/auth/signin', { email: 'nobody@example.com', password: 'Yanlis-Sifre-1' }));
    // Staff whose permission the database cannot check now: 503, not 403 "Not allowed."
    expectUnavailable(await staff.get('/api/categories'));
    expectUnavailable(await staff.post('/api/categories', { name: 'Kesinti', description: 'Açıklama' }));

    const graphql = await reader.post('/graphql', { query: '{ publicAllCategories { name } }' }, { headers: GRAPHQL_HEADERS });
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get('retry-after')).toBe('10');
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    const staffGraphql = await staff.post('/graphql', { query: '{ categoryList { totalItems } }' }, { headers: GRAPHQL_HEADERS });
    expect(staffGraphql.body.errors[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });

    postgres.start();
    let recovered = false;
    for (let attempt = 0; attempt < 50 && !recovered; attempt++) {
      recovered = (await reader.get('/api/public-categories/all-categories')).status === 200;
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(recovered).toBe(true);
    expect((await staff.get('/api/categories')).status).toBe(200);
    expect((await staff.post('/api/categories', { name: 'Kesinti sonrası', description: 'Açıklama' })).status).toBe(201);
    expect((await reader.post('/api/public-contact/send-message', CONTACT)).status).toBe(201);
    const fresh = await reader.get('/never-kept');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toContain('Kesinti sonrası');
  });
});
