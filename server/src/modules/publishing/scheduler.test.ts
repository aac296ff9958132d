import { jest } from '@jest/globals';
import sharp from 'sharp';
import { createApp, type App } from '../../app.js';
import { unique } from '../../test/factories.js';
import { ADMIN, freshDatabase, testConfig, type TestDatabase } from '../../test/test-app.js';
import { TestClient } from '../../test/test-client.js';
import { PublicationScheduler } from './scheduler.js';

/*
 * Scheduled publishing on a clock the test moves: nothing before its time, each item exactly once
 * after it (also with two schedulers racing, which on PostgreSQL take turns under the advisory lock),
 * overdue items at the start after a restart, with a `publish` revision, an audit entry of the
 * server's own and the kept pages cleared.
 */

const HOUR = 60 * 60 * 1000;
const CONTENT = [{ type: 'paragraph', children: [{ text: 'Zamanı gelince yayımlanır.' }] }];

let database: TestDatabase;
let clock = Date.now();
const now = () => new Date(clock);

/** The server on the test's database with the test's clock; the scheduler runs at start only (no interval). */
async function start(): Promise<{ app: App; staff: TestClient; reader: TestClient }> {
  const app = await createApp(testConfig(database, { publishIntervalSeconds: 0 }), { now });
  const port = await app.listen(0);
  const staff = new TestClient(`http://127.0.0.1:${port}`);
  await staff.signIn(ADMIN.email, ADMIN.password);
  return { app, staff, reader: new TestClient(`http://127.0.0.1:${port}`) };
}

let server: Awaited<ReturnType<typeof start>>;
let columnistId: number;
let newsFields: Record<string, string | string[]>;
let jpeg: Buffer;

beforeAll(async () => {
  database = await freshDatabase();
  server = await start();
  jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#393' } }).jpeg().toBuffer();
  const { staff } = server;
  const columnist = await staff.multipart('POST', '/api/columnists', { name: unique('Yazar ') }, { image: { name: 'p.jpg', bytes: jpeg, type: 'image/jpeg' } });
  columnistId = columnist.body.id;
  const category = await staff.post('/api/categories', { name: unique('Kategori '), description: 'Haberler' });
  const tag = await staff.post('/api/tags', { name: unique('Etiket '), description: 'Etiket' });
  newsFields = { teaser: 'Özet', content: JSON.stringify(CONTENT), categoryId: String(category.body.id), tagIds: [String(tag.body.id)] };
});
afterAll(async () => {
  await server?.app.close();
  await database?.drop();
});

async function scheduleColumn(hoursAhead: number): Promise<{ id: number; slug: string; title: string; publishAt: string }> {
  const response = await server.staff.post('/api/columns', {
    title: unique('Zamanlı yazı '),
    content: CONTENT,
    columnistId,
    status: 'scheduled',
    publishAt: new Date(Date.now() + hoursAhead * HOUR).toISOString(),
  });
  expect(response.status).toBe(201);
  return response.body;
}

const columnOf = async (id: number) => (await server.staff.get(`/api/columns/${id}`)).body;

async function revisionsOf(kind: string, itemId: number): Promise<{ reason: string; published: boolean; author: unknown }[]> {
  const response = await server.staff.graphql(`query ($kind: EditorialKind!, $itemId: Int!) { revisions(kind: $kind, itemId: $itemId) { reason published author { id } } }`, {
    kind,
    itemId,
  });
  expect(response.body.errors).toBeUndefined();
  return response.body.data.revisions;
}

async function auditOf(recordId: number) {
  const log = await server.staff.get('/api/audit-log?kind=Column&pageSize=100');
  return (log.body.items as { action: string; recordId: number; userName: string; user: unknown; label: string }[]).filter((entry) => entry.recordId === recordId);
}

describe('scheduled publishing', () => {
  it('publishes nothing before its time, then the item once at its time: public, publishedAt = publishAt, a publish revision, an audit entry', async () => {
    clock = Date.now();
    const column = await scheduleColumn(2);
    expect(await server.app.scheduler.runOnce()).toEqual([]);
    expect((await server.reader.get(`/api/public-columns/${column.slug}`)).status).toBe(404);

    clock = Date.now() + 2 * HOUR + 1000;
    const published = await server.app.scheduler.runOnce();
    expect(published).toContainEqual({ kind: 'Column', id: column.id, title: column.title });
    expect(await columnOf(column.id)).toMatchObject({ status: 'published', publishedAt: column.publishAt, publishAt: null, version: 2 });
    expect((await server.reader.get(`/api/public-columns/${column.slug}`)).status).toBe(200);
    expect((await revisionsOf('Column', column.id))[0]).toEqual({ reason: 'publish', published: true, author: null });
    expect((await auditOf(column.id)).map(({ action, userName, user, label }) => ({ action, userName, user, label }))).toContainEqual({
      action: 'publish',
      userName: 'system',
      user: null,
      label: column.title,
    });

    // Once: the next round finds nothing more of it.
    expect((await server.app.scheduler.runOnce()).map((item) => item.id)).not.toContain(column.id);
    expect((await auditOf(column.id)).filter((entry) => entry.action === 'publish')).toHaveLength(1);
  });

  it('shows a published news item in the public list and RSS', async () => {
    clock = Date.now();
    const title = unique('Zamanlı haber ');
    const created = await server.staff.multipart(
      'POST',
      '/api/news',
      { ...newsFields, title, status: 'scheduled', publishAt: new Date(Date.now() + HOUR).toISOString() },
      { poster: { name: 'a.jpg', bytes: jpeg, type: 'image/jpeg' } },
    );
    expect(created.status).toBe(201);
    const rss = async () => (await server.reader.get('/rss.xml')).body as string;
    expect(await rss()).not.toContain(title);

    clock = Date.now() + HOUR + 1000;
    await server.app.scheduler.runOnce();
    expect(await rss()).toContain(title);
    const list = await server.reader.get(`/api/public-news/news-list?title=${encodeURIComponent(title)}`);
    expect(list.body.items.map((item: { id: number }) => item.id)).toEqual([created.body.id]);
  });

  it('leaves alone an item withdrawn to draft or deleted before its time', async () => {
    clock = Date.now();
    const withdrawn = await scheduleColumn(1);
    const deleted = await scheduleColumn(1);
    expect((await server.staff.post(`/api/columns/${withdrawn.id}/publication`, { status: 'draft' })).status).toBe(200);
    expect((await server.staff.delete(`/api/columns/${deleted.id}`)).status).toBe(204);
    clock = Date.now() + 2 * HOUR;
    const ids = (await server.app.scheduler.runOnce()).map((item) => item.id);
    expect(ids).not.toContain(withdrawn.id);
    expect(ids).not.toContain(deleted.id);
    expect((await columnOf(withdrawn.id)).status).toBe('draft');
  });

  it('publishes each item exactly once when two schedulers race, and clears the kept pages once', async () => {
    clock = Date.now();
    const columns = [await scheduleColumn(1), await scheduleColumn(1)];
    clock = Date.now() + HOUR + 1000;
    const cleared = jest.fn(async () => undefined);
    const schedulers = [0, 1].map(() => new PublicationScheduler({ db: server.app.db, log: server.app.log, intervalMs: 0, now, onPublished: cleared }));
    const rounds = await Promise.all(schedulers.map((scheduler) => scheduler.runOnce()));
    const published = rounds.flat().map((item) => item.id);
    for (const column of columns) {
      expect(published.filter((id) => id === column.id)).toHaveLength(1);
      expect((await revisionsOf('Column', column.id)).filter((revision) => revision.reason === 'publish')).toHaveLength(1);
      expect((await auditOf(column.id)).filter((entry) => entry.action === 'publish')).toHaveLength(1);
    }
    expect(cleared).toHaveBeenCalledTimes(rounds.filter((round) => round.length > 0).length);
  });

  it('publishes overdue items at once when the server starts again', async () => {
    clock = Date.now();
    const column = await scheduleColumn(1);
    await server.app.close();

    clock = Date.now() + 3 * HOUR;
    server = await start();
    // The start's round may still be running: this waits for it (or finds nothing left to do).
    await server.app.scheduler.runOnce();
    expect(await columnOf(column.id)).toMatchObject({ status: 'published', publishedAt: column.publishAt });
  });

  it('keeps going when a round fails, and stops on close', async () => {
    const log = Object.assign(Object.create(server.app.log) as typeof server.app.log, { error: jest.fn() });
    const failing = new PublicationScheduler({
      db: { ...server.app.db, orm: { em: { fork: () => { throw new Error('database away'); } } } as never },
      log,
      intervalMs: 20,
      now,
      onPublished: async () => undefined,
    });
    failing.start();
    await new Promise((resolve) => setTimeout(resolve, 90));
    await failing.stop();
    const calls = log.error.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(log.error.mock.calls.length).toBe(calls);
  });
});
