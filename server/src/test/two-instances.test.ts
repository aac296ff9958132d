import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { countingRenderer, fakeClientDist } from './fake-client-dist.js';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { jest } from '@jest/globals';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import sharp from 'sharp';
import { createApp, type App } from '../app.js';
import type { S3Settings } from '../config.js';
import { MediaService } from '../media/media.service.js';
import { migrationsList } from '../db/migrations/index.js';
import { testDatabaseUrl } from './databases.js';
import { startS3Server, type TestS3Server } from './s3-server.js';
import { ADMIN, freshDatabase, testConfig, type TestDatabase } from './test-app.js';
import { TestClient } from './test-client.js';

/*
 * Two app instances of one site behind a round-robin proxy, on one PostgreSQL database, one Redis
 * and one S3-compatible store (s3rver): what a reader or an editor does through either must not
 * depend on which one answers (design.md §4, issue 14 §3). Both start together on an empty
 * database, as a deployment's replicas do.
 */

// Tests may read the environment directly: they configure the app, they are not the app.
const redisUrl = process.env.TEST_REDIS_URL?.trim() || undefined;
const ready = Boolean(testDatabaseUrl() && redisUrl);
const describeWithServices = ready ? describe : describe.skip;
if (!ready) {
  // The reason is printed, so a skipped run says why.
  describe.skip('two instances: needs TEST_DATABASE_URL (PostgreSQL) and TEST_REDIS_URL (Redis); the embedded database is one process by design', () => {
    it('is skipped', () => undefined);
  });
}


/** A round-robin HTTP proxy: request n goes to backend n mod 2; each answer names its backend in `x-served-by`. */
class RoundRobinProxy {
  readonly server: Server;
  backends: { name: string; port: number }[] = [];
  private next = 0;

  constructor() {
    this.server = createServer((req, res) => {
      const backend = this.backends[this.next++ % this.backends.length]!;
      const upstream = request(
        { host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': backend.name });
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describeWithServices('two instances of one site behind a round-robin proxy', () => {
  const proxy = new RoundRobinProxy();
  let siteUrl: string;
  let s3: TestS3Server;
  let bucket: S3Settings;
  let database: TestDatabase;
  let instances: App[] = [];
  let sweeps = 0;
  const orphan = `news/${randomBytes(10).toString('hex')}-png/large.webp`;
  /** An instance's settings: its own data folder, the shared database, Redis, bucket and address, and a build. */
  const instanceConfig = (clientDist: string) =>
    testConfig({ ...database, dataDir: mkdtempSync(path.join(tmpdir(), 'dergi-instance-')) }, { s3: bucket, redisUrl, publicUrl: siteUrl, clientDist });

  beforeAll(async () => {
    siteUrl = await proxy.listen();
    s3 = await startS3Server();
    bucket = await s3.bucket();
    // What a crash left behind: an upload folder no record names. One instance's start-up sweep removes it.
    const client = new S3Client({ endpoint: bucket.endpoint, region: bucket.region, forcePathStyle: true, credentials: bucket });
    await client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: orphan, Body: Buffer.from('left by a crash') }));
    client.destroy();

    database = await freshDatabase({ empty: true });
    const clientDist = fakeClientDist(countingRenderer());
    const config = () => instanceConfig(clientDist);

    // Counts the sweeps, and holds the first one until both instances are past their start-up
    // work: were the sweep not exclusive, the second instance would sweep meanwhile.
    let releaseSweep!: () => void;
    const sweepHeld = new Promise<void>((resolve) => (releaseSweep = resolve));
    const realSweep = MediaService.prototype.sweep;
    const spy = jest.spyOn(MediaService.prototype, 'sweep').mockImplementation(async function (this: MediaService, ...args) {
      sweeps += 1;
      if (sweeps === 1) await Promise.race([sweepHeld, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      return realSweep.apply(this, args);
    });
    try {
      const starting = [createApp(config()), createApp(config())];
      // The instance that does not sweep finishes its start while the other's sweep is held.
      await Promise.race(starting).catch(() => undefined);
      releaseSweep();
      const started = await Promise.allSettled(starting);
      instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      for (const result of started) if (result.status === 'rejected') throw result.reason;
    } finally {
      spy.mockRestore();
    }
    proxy.backends = await Promise.all(instances.map(async (app, index) => ({ name: `instance-${index + 1}`, port: await app.listen(0) })));
  }, 120_000);

  afterAll(async () => {
    await proxy.close();
    for (const app of instances) await app.close();
    await database?.drop();
    await s3?.close();
  });

  /** Runs `request` twice in a row through the proxy: once on each instance. */
  async function onBoth<T extends { headers: Headers }>(request: () => Promise<T>): Promise<T[]> {
    const answers = [await request(), await request()];
    expect(new Set(answers.map((answer) => answer.headers.get('x-served-by')))).toEqual(new Set(['instance-1', 'instance-2']));
    return answers;
  }

  it('migrated the empty database once, though both instances started on it together', async () => {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>('select name from mikro_orm_migrations order by id');
      expect(rows.map((row) => row.name)).toEqual(migrationsList.map((migration) => migration.name));
    } finally {
      await client.end();
    }
  });

  it('swept the orphan media once, not once per instance', async () => {
    expect(sweeps).toBe(1);
    expect((await fetch(`${siteUrl}/media/${orphan}`)).status).toBe(404);
  });

  it('takes a sign-in made on one instance on the other', async () => {
    const staff = new TestClient(siteUrl);
    await staff.signIn(ADMIN.email, ADMIN.password);
    const answers = await onBoth(() => staff.get('/api/categories'));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const anonymous = await new TestClient(siteUrl).get('/api/categories');
    expect(anonymous.status).toBe(401);
  });

  it('counts the sign-in rate limit across the instances', async () => {
    const stranger = new TestClient(siteUrl);
    const email = `nobody-${randomUUID()}@dergi.test`;
    const attempt = () => stranger.post('/api/auth/signin', { email, password: 'Yanlis-Sifre-1' });
    const failures = [];
    // Five failures a minute are allowed for one account from one address, wherever they land.
    for (let i = 0; i < 5; i++) failures.push(await attempt());
    expect(failures.map((answer) => answer.status).filter((status) => status === 429)).toEqual([]);
    expect(new Set(failures.map((answer) => answer.headers.get('x-served-by'))).size).toBe(2);
    const [sixth, seventh] = await onBoth(attempt);
    expect([sixth!.status, seventh!.status]).toEqual([429, 429]);
  });

  it('serves a page kept by one instance from the other, and a staff edit on one clears it for readers of both', async () => {
    const reader = new TestClient(siteUrl);
    const [rendered, kept] = await onBoth(() => reader.get('/arsiv'));
    expect(rendered!.headers.get('x-page-cache')).toBe('miss');
    expect(kept!.headers.get('x-page-cache')).toBe('hit');
    expect(kept!.body).toBe(rendered!.body);

    const staff = new TestClient(siteUrl);
    await staff.signIn(ADMIN.email, ADMIN.password);
    const created = await staff.post('/api/categories', { name: `Kategori ${randomUUID().slice(0, 8)}`, description: 'İki sunucu' });
    expect(created.status).toBe(201);

    const [fresh, keptAgain] = await onBoth(() => reader.get('/arsiv'));
    expect(fresh!.headers.get('x-page-cache')).toBe('miss');
    expect(keptAgain!.headers.get('x-page-cache')).toBe('hit');
    // Readers of both see the new category at once.
    const lists = await onBoth(() => reader.get('/api/public-categories/all-categories'));
    for (const list of lists) expect(JSON.stringify(list.body)).toContain(created.body.name);
  });

  it("keeps a staff list on each instance only while the database is unchanged: an edit through one shows in both instances' lists at once", async () => {
    const staff = new TestClient(siteUrl);
    await staff.signIn(ADMIN.email, ADMIN.password);
    const LIST = '/api/categories?page=1&pageSize=100';
    // Each instance keeps its own. The snapshot is the PostgreSQL server's: a write in another
    // database there (CI runs other suites' beside this one) makes a read render again, so a few
    // rounds may pass before both answer from what they kept.
    let kept: string[] = [];
    for (let round = 0; round < 20 && kept.join() !== 'hit,hit'; round += 1) {
      kept = (await onBoth(() => staff.get(LIST))).map((answer) => answer.headers.get('x-staff-read') ?? '');
    }
    expect(kept).toEqual(['hit', 'hit']);

    const created = await staff.post('/api/categories', { name: `Kategori ${randomUUID().slice(0, 8)}`, description: 'İki sunucunun listesi' });
    expect(created.status).toBe(201);
    const lists = await onBoth(() => staff.get(LIST));
    for (const list of lists) {
      expect(list.headers.get('x-staff-read')).toBe('miss');
      expect(JSON.stringify(list.body)).toContain(created.body.name);
    }
  });

  it('keeps the pages of one build apart from another\'s: after a deploy, no page names scripts the new build lacks', async () => {
    const reader = new TestClient(siteUrl);
    const [, kept] = await onBoth(() => reader.get('/arsiv'));
    expect(kept!.headers.get('x-page-cache')).toBe('hit');
    // A new build of the site starts on the same database, Redis and public address.
    const newBuild = fakeClientDist(countingRenderer({ padding: "'<p>new build</p>'" }));
    const deployed = await createApp(instanceConfig(newBuild));
    try {
      const port = await deployed.listen(0);
      const page = await new TestClient(`http://localhost:${port}`).get('/arsiv');
      expect(page.headers.get('x-page-cache')).toBe('miss');
      expect(page.body).toContain('new build');
      // The old build's instances still serve their own kept page.
      const [old] = await onBoth(() => reader.get('/arsiv'));
      expect(old!.headers.get('x-page-cache')).toBe('hit');
      expect(old!.body).toBe(kept!.body);
    } finally {
      await deployed.close();
    }
  });

  it('serves an upload made through one instance from the other', async () => {
    const staff = new TestClient(siteUrl);
    await staff.signIn(ADMIN.email, ADMIN.password);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const uploaded = await staff.multipart('POST', '/api/profile/upload-avatar', {}, { avatar: { name: 'me.jpg', type: 'image/jpeg', bytes: jpeg } });
    expect(uploaded.status).toBe(200);
    const avatar = uploaded.body.avatarUrl as string;
    expect(avatar).toMatch(/^\/media\//);
    const answers = await onBoth(() => fetch(siteUrl + avatar));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      expect(answer.headers.get('content-security-policy')).toBe('sandbox');
    }
  });
});
