import path from 'node:path';
import { createApp, type App } from './app.js';
import { loadConfig, type Config } from './config.js';
import { testDatabaseUrl } from './test/databases.js';
import { rawPost, unique } from './test/factories.js';
import { freshDatabase, startTestApp, type TestApp, type TestDatabase } from './test/test-app.js';
import { TestClient } from './test/test-client.js';

/*
 * Starting the server: first start on a brand-new database (migrations, Turkish demo content, the
 * staff account from ADMIN_EMAIL), restarts on the same data, and the envelope of answers that no
 * route gives (unknown paths, bad JSON, health).
 */

const NO_STACK = /\bat .+:\d+:\d+|node_modules|SyntaxError|\/src\/|\.ts\b/;

describe('a database that was migrated but never started (the test template)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seedDemo: true });
  });
  afterAll(() => t.close());

  it('is seeded on its first start, as an empty database is', async () => {
    const response = await t.client().get('/api/public-categories/all-categories');
    expect(response.status).toBe(200);
    expect(response.body.map((category: { name: string }) => category.name)).toContain('Kültür-Sanat');
  });

  it('seeds upcoming and past events, searchable by their folded title and location', async () => {
    const staff = await t.staff();
    const response = await staff.get('/api/events?pageSize=100');
    expect(response.status).toBe(200);
    const dates = response.body.items.map((event: { date: string }) => Date.parse(event.date));
    expect(dates.length).toBeGreaterThanOrEqual(4);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates.some((date: number) => date > Date.now())).toBe(true);
    expect(dates.some((date: number) => date < Date.now())).toBe(true);
    const found = await staff.get('/api/events?query=ankara%20cankaya%20KULTUR');
    expect(found.body.items.map((event: { title: string }) => event.title)).toEqual(['Düşünce Okulu: Kamusal alan ve demokrasi']);
  });

  it('seeds columnists and their columns through the entity hooks (folded search, rendered HTML)', async () => {
    const columnists = await t.client().get('/api/public-columnists/all-columnists');
    expect(columnists.status).toBe(200);
    expect(columnists.body.map((c: { name: string }) => c.name)).toContain('Ayşe Karaman');
    // Demo portraits went through the media pipeline: a WebP thumbnail beside the large variant, served.
    for (const c of columnists.body) {
      expect(c.thumbUrl).toBe(c.imageUrl.replace('/large.webp', '/thumb.webp'));
      const served = await fetch(`${t.baseUrl}${c.thumbUrl}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    }
    const staff = await t.staff();
    const found = await staff.get('/api/columnists?query=ayse');
    expect(found.body.items.map((c: { name: string }) => c.name)).toEqual(['Ayşe Karaman']);
    const columns = await staff.get('/api/columns');
    expect(columns.body.totalItems).toBeGreaterThan(0);
    for (const row of columns.body.items) {
      // A list answers rows; the column's own answer has its text.
      const column = (await staff.get(`/api/columns/${row.id}`)).body;
      expect(column.contentHtml).toMatch(/^<p>/);
      expect(column.columnist).toMatchObject({ deleted: false });
    }
    const title: string = columns.body.items[0].title;
    const searched = await staff.get(`/api/columns?${new URLSearchParams({ query: title.toLocaleUpperCase('tr') })}`);
    expect(searched.body.items.map((c: { title: string }) => c.title)).toContain(title);
  });

  it('seeds news, galleries and archive issues through the services: slugs, variants, PDF previews', async () => {
    const staff = await t.staff();
    const rows = (await staff.get('/api/news?pageSize=100')).body.items as Array<{ id: number }>;
    expect(rows.length).toBeGreaterThanOrEqual(8);
    // A list answers rows; each item's own answer has its text and gallery.
    const news = await Promise.all(rows.map(async (row) => (await staff.get(`/api/news/${row.id}`)).body));
    for (const item of news) {
      expect(item.posterUrl).toMatch(/^\/media\/news\/[0-9a-f]+-jpg\/large\.webp$/);
      expect(item.slug).toMatch(/^[a-z0-9-]+$/);
      expect(item.contentHtml).toMatch(/^<(p|h3|ul|ol|blockquote)/);
    }
    expect(news.some((item: { photos: unknown[] }) => item.photos.length === 3)).toBe(true);
    expect(news.some((item: { isFeatured: string }) => item.isFeatured !== 'no')).toBe(true);
    const archives = (await staff.get('/api/archives')).body.items;
    expect(archives.length).toBeGreaterThanOrEqual(4);
    const pdf = await fetch(`${t.baseUrl}${archives[0].previewUrl}`);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  });

  it('answers /healthz with 200', async () => {
    const response = await t.client().get('/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('sends the security headers and hides the framework', async () => {
    const response = await t.client().get('/healthz');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('marks token and user answers no-store, so no browser or shared cache keeps them', async () => {
    const staff = await t.staff();
    const answers = [
      await t.client().get('/api/app/get-csrf-token'),
      await staff.get('/api/auth/user'),
      await staff.get('/api/auth/get-access-token'),
      await staff.graphql('{ me { id email } }'),
    ];
    expect(answers.map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
    ]);
  });

  it.each(['GET', 'POST', 'PUT', 'DELETE'])('answers an unknown /api path (%s) with the 404 JSON envelope', async (method) => {
    const response = await t.client().request(method, '/api/does-not-exist/42', method === 'GET' || method === 'DELETE' ? {} : { json: {} });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ error: { status: 404, code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('answers a missing media file with the 404 envelope', async () => {
    const response = await t.client().get('/media/news/missing.webp');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { status: 404, code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it.each(['/api/auth/signin', '/api/categories', '/graphql'])('answers malformed JSON on %s with 400 and no stack trace', async (target) => {
    const client = await t.staff();
    const response = await rawPost(client, target, '{"email": "editor@dergi.test", "password": ');
    expect(response.status).toBe(400);
    const error = { status: 400, code: 'BAD_USER_INPUT', message: 'The request body is not valid JSON.' };
    if (target === '/graphql') {
      expect(response.body).toEqual({ errors: [{ message: error.message, extensions: { code: error.code, status: error.status } }] });
    } else {
      expect(response.body).toEqual({ error });
    }
    expect(response.text).not.toMatch(NO_STACK);
  });

  it('answers a body over 1 MB with 413 and no stack trace', async () => {
    const client = t.client();
    const response = await rawPost(client, '/api/auth/signin', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(response.text).not.toMatch(NO_STACK);
  });

  it('answers a GraphQL syntax or schema error with BAD_USER_INPUT (400) in extensions', async () => {
    const client = t.client();
    const syntax = await client.graphql('{ publicAllCategories { id ');
    expect(syntax.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    const unknownField = await client.graphql('{ publicAllCategories { id secretField } }');
    expect(unknownField.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
    expect(JSON.stringify(unknownField.body)).not.toMatch(NO_STACK);
  });
});

const FRESH_SECRET = 'fresh-start-secret-that-is-long-enough-0123456789';
const FRESH_ADMIN = { email: 'yonetici@dergi.test', password: 'Ilk-Kurulum-2024' };

function freshConfig(database: { dataDir: string; databaseUrl?: string }, seedDemo: boolean): Config {
  return loadConfig(
    // DATA_DIR in the environment too, so no secret file is read or written outside the temp folder.
    { DATA_DIR: database.dataDir },
    {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      port: 0,
      logLevel: 'silent',
      appSecret: FRESH_SECRET,
      adminEmail: FRESH_ADMIN.email,
      adminPassword: FRESH_ADMIN.password,
      seedDemo,
      clientDist: path.join(database.dataDir, 'no-client'),
    },
  );
}

describe('a brand-new database started with SEED_DEMO=false', () => {
  it('stays empty, and is not seeded by a later start with SEED_DEMO=true either', async () => {
    const database = await freshDatabase({ empty: true });
    let app: App | undefined;
    try {
      app = await createApp(freshConfig(database, false));
      let client = new TestClient(`http://127.0.0.1:${await app.listen(0)}`);
      expect((await client.get('/api/public-categories/all-categories')).body).toEqual([]);
      await client.signIn(FRESH_ADMIN.email, FRESH_ADMIN.password);
      await app.close();
      app = undefined;

      app = await createApp(freshConfig(database, true));
      client = new TestClient(`http://127.0.0.1:${await app.listen(0)}`);
      expect((await client.get('/api/public-categories/all-categories')).body).toEqual([]);
    } finally {
      await app?.close();
      await database.drop();
    }
  });
});

describe('a brand-new database', () => {
  const admin = FRESH_ADMIN;
  let database: TestDatabase;
  let config: Config;
  let app: App | undefined;
  let client: TestClient;

  async function start() {
    app = await createApp(config);
    const port = await app.listen(0);
    client = new TestClient(`http://127.0.0.1:${port}`);
  }

  async function stop() {
    await app?.close();
    app = undefined;
  }

  beforeAll(async () => {
    database = await freshDatabase({ empty: true });
    config = freshConfig(database, true);
    expect(config.databaseUrl).toBe(testDatabaseUrl() ? database.databaseUrl : undefined);
    await start();
  });

  afterAll(async () => {
    await stop();
    await database.drop();
  });

  it('runs on the embedded database unless a database URL is given', () => {
    expect(app!.db.embedded).toBe(!testDatabaseUrl());
  });

  it('seeds the Turkish demo content: public categories with news', async () => {
    const response = await client.get('/api/public-categories/all-categories');
    expect(response.status).toBe(200);
    const names: string[] = response.body.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names).toContain('Kültür-Sanat');
    expect(names.filter((name) => /[çğıöşüÇĞİÖŞÜ]/.test(name)).length).toBeGreaterThan(0);
    expect(response.body.some((c: { newsCount: number }) => c.newsCount > 0)).toBe(true);
    for (const c of response.body) expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('creates the ADMIN_EMAIL account, which can sign in', async () => {
    const response = await client.signIn(admin.email, admin.password);
    expect(response.body.user).toMatchObject({ email: admin.email, language: 'tr' });
    expect((await client.get('/api/auth/user')).body.email).toBe(admin.email);
  });

  it('keeps data across a restart on the same data and does not seed twice', async () => {
    await client.signIn(admin.email, admin.password);
    const name = unique('Yeniden Başlatma ');
    expect((await client.post('/api/categories', { name, description: 'Kalıcı mı?' })).status).toBe(201);
    const before = (await client.get('/api/public-categories/all-categories')).body as { id: number; name: string }[];

    await stop();
    await start();

    const after = (await client.get('/api/public-categories/all-categories')).body as { id: number; name: string }[];
    expect(after).toEqual(before);
    expect(after.map((c) => c.name)).toContain(name);
    expect(after.filter((c) => c.name === 'Kültür-Sanat')).toHaveLength(1);

    // The staff account is still there and its password still the configured one.
    const signedIn = new TestClient(client.baseUrl);
    await signedIn.signIn(admin.email, admin.password);
    expect((await signedIn.get(`/api/categories?query=${encodeURIComponent(name)}`)).body.totalItems).toBe(1);
  });

  it('keeps sign-ins across a restart (refresh tokens are stored, the secret is stable)', async () => {
    const browser = new TestClient(client.baseUrl);
    await browser.signIn(admin.email, admin.password, true);
    const accessToken = browser.accessToken;

    await stop();
    await start();
    const again = new TestClient(client.baseUrl);
    for (const [name, value] of browser.cookies) again.cookies.set(name, value);
    again.accessToken = accessToken;
    expect((await again.get('/api/auth/user')).status).toBe(200);
    expect((await again.get('/api/auth/get-access-token')).status).toBe(200);
  });
});
