import sharp from 'sharp';
import { expectError, expectGraphQLError } from '../../test/expect.js';
import { unique } from '../../test/factories.js';
import { useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { Column } from '../column/column.entity.js';
import { saveEditorial } from './publication.service.js';
import { WITH_UNPUBLISHED } from './publishable.entity.js';

/*
 * Draft, publish now, withdraw and schedule through GraphQL and REST, the version check of a save
 * (409 on a stale one, nothing changed), the audit entries of publication changes, the admin lists'
 * status filter and the editorial calendar, on the real server and database.
 */

const api = useTestApp();
let t: TestApp;
let staff: TestClient;
let jpeg: Buffer;
let columnistId: number;
beforeAll(async () => {
  ({ t, staff } = api);
  jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#36c' } }).jpeg().toBuffer();
  const columnist = await staff.multipart('POST', '/api/columnists', { name: unique('Yazar ') }, { image: { name: 'portre.jpg', bytes: jpeg, type: 'image/jpeg' } });
  expect(columnist.status).toBe(201);
  columnistId = columnist.body.id;
});

const CONTENT = [{ type: 'paragraph', children: [{ text: 'Kentin belleği üzerine.' }] }];
const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

interface ColumnBody {
  id: number;
  title: string;
  slug: string;
  status: string;
  publishAt: string | null;
  publishedAt: string | null;
  version: number;
}

async function createColumn(extra: Record<string, unknown> = {}): Promise<ColumnBody> {
  const response = await staff.post('/api/columns', { title: unique('Yazı '), content: CONTENT, columnistId, ...extra });
  expect(response.status).toBe(201);
  return response.body;
}

const readColumn = async (id: number): Promise<ColumnBody> => (await staff.get(`/api/columns/${id}`)).body;
const publicColumn = (slug: string) => t.client().get(`/api/public-columns/${slug}`);

const CHANGE = `mutation ($input: ChangePublicationInput!) { changePublication(input: $input) { kind id status publishAt publishedAt version } }`;

describe('status on create', () => {
  it('publishes a create without a status at once (the spec REST unchanged): published, publishedAt now, version 1, public', async () => {
    const before = Date.now();
    const column = await createColumn();
    expect(column).toMatchObject({ status: 'published', publishAt: null, version: 1 });
    expect(Date.parse(column.publishedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await publicColumn(column.slug)).status).toBe(200);
  });

  it('keeps a draft from readers: no publishedAt, the public detail answers 404', async () => {
    const column = await createColumn({ status: 'draft' });
    expect(column).toMatchObject({ status: 'draft', publishAt: null, publishedAt: null, version: 1 });
    expectError(await publicColumn(column.slug), 404, 'NOT_FOUND');
  });

  it('schedules with a publishAt ahead; a publishAt alone schedules too', async () => {
    const at = inHours(2);
    expect(await createColumn({ status: 'scheduled', publishAt: at })).toMatchObject({ status: 'scheduled', publishAt: at, publishedAt: null });
    expect(await createColumn({ publishAt: at })).toMatchObject({ status: 'scheduled', publishAt: at });
  });

  it('refuses a schedule without a time, in the past or not a time, and an unknown status, creating nothing', async () => {
    const title = unique('Reddedilen ');
    const send = (extra: Record<string, unknown>) => staff.post('/api/columns', { title, content: CONTENT, columnistId, ...extra });
    expectError(await send({ status: 'scheduled' }), 400, 'BAD_USER_INPUT', { publishAt: 'Editorial.PublishAt.required' });
    expectError(await send({ status: 'scheduled', publishAt: new Date(Date.now() - 60_000).toISOString() }), 400, 'BAD_USER_INPUT', {
      publishAt: 'Editorial.PublishAt.past',
    });
    expect((await send({ status: 'scheduled', publishAt: 'yarın sabah' })).status).toBe(400);
    expect((await send({ status: 'hidden' })).status).toBe(400);
    const listed = await staff.get(`/api/columns?query=${encodeURIComponent(title)}`);
    expect(listed.body.totalItems).toBe(0);
  });

  it('takes the status through multipart forms too (a news item and an archive issue)', async () => {
    const category = await staff.post('/api/categories', { name: unique('Kategori '), description: 'Haberler' });
    const tag = await staff.post('/api/tags', { name: unique('Etiket '), description: 'Etiket' });
    const news = await staff.multipart(
      'POST',
      '/api/news',
      { title: unique('Taslak haber '), teaser: 'Özet', content: JSON.stringify(CONTENT), categoryId: String(category.body.id), tagIds: [String(tag.body.id)], status: 'draft' },
      { poster: { name: 'afis.jpg', bytes: jpeg, type: 'image/jpeg' } },
    );
    expect(news.status).toBe(201);
    expect(news.body).toMatchObject({ status: 'draft', publishedAt: null, version: 1 });
    expectError(await t.client().get(`/api/public-news/${news.body.slug}`), 404, 'NOT_FOUND');

    const edited = await staff.multipart('POST', `/api/news/${news.body.id}`, { teaser: 'Yeni özet', version: '1', status: 'published' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ teaser: 'Yeni özet', status: 'published', version: 2 });
    expect((await t.client().get(`/api/public-news/${news.body.slug}`)).status).toBe(200);
  });
});

describe('the version check of a save', () => {
  it('adds one to the version on every save, relations-only ones too', async () => {
    const column = await createColumn();
    const first = await staff.patch(`/api/columns/${column.id}`, { title: `${column.title} 2`, version: 1 });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(2);
    const other = await createColumn();
    const second = await staff.patch(`/api/columns/${other.id}`, { columnistId, version: 1 });
    expect(second.body.version).toBe(2);
    // Without a version the save is not checked (the spec's REST clients), and still counts.
    expect((await staff.patch(`/api/columns/${column.id}`, { title: `${column.title} 3` })).body.version).toBe(3);
  });

  it('refuses a save based on an older version: 409 CONFLICT with the stored version, and nothing changes', async () => {
    const column = await createColumn();
    expect((await staff.patch(`/api/columns/${column.id}`, { title: `${column.title} (ilk)`, version: 1 })).status).toBe(200);

    const stale = await staff.patch(`/api/columns/${column.id}`, { title: `${column.title} (eski)`, status: 'draft', version: 1 });
    expectError(stale, 409, 'CONFLICT', { version: 'Editorial.Version.conflict' });
    expect(stale.body.error.currentVersion).toBe(2);
    expect(await readColumn(column.id)).toMatchObject({ title: `${column.title} (ilk)`, status: 'published', version: 2 });

    const graphql = await staff.graphql(`mutation ($input: UpdateColumnInput!) { updateColumn(input: $input) { id } }`, {
      input: { id: column.id, title: `${column.title} (gq)`, version: 1 },
    });
    expect(graphql.body.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', status: 409, fields: { version: 'Editorial.Version.conflict' }, currentVersion: 2 });
    expect((await readColumn(column.id)).title).toBe(`${column.title} (ilk)`);
  });

  it('lets exactly one of two saves based on the same version through', async () => {
    const column = await createColumn();
    const saves = await Promise.all(['A', 'B'].map((name) => staff.patch(`/api/columns/${column.id}`, { title: `${column.title} ${name}`, version: 1 })));
    expect(saves.map((save) => save.status).sort()).toEqual([200, 409]);
    const winner = saves.find((save) => save.status === 200)!;
    expect(await readColumn(column.id)).toMatchObject({ title: winner.body.title, version: 2 });
  });

  it('writes a save that names no version over a colleague’s save made in between (the last one wins, the version still goes up)', async () => {
    const column = await createColumn();
    const em = t.app.db.orm.em.fork();
    const loaded = await em.findOneOrFail(Column, { id: column.id }, WITH_UNPUBLISHED);
    expect((await staff.patch(`/api/columns/${column.id}`, { title: `${column.title} (araya)` })).body.version).toBe(2);
    loaded.title = `${column.title} (son)`;
    await saveEditorial(em, loaded, undefined);
    expect(await readColumn(column.id)).toMatchObject({ title: `${column.title} (son)`, version: 3 });
    // A save based on the version it read is refused instead.
    const other = t.app.db.orm.em.fork();
    const stale = await other.findOneOrFail(Column, { id: column.id }, WITH_UNPUBLISHED);
    expect((await staff.patch(`/api/columns/${column.id}`, { title: `${column.title} (yeni)` })).body.version).toBe(4);
    stale.title = `${column.title} (eski)`;
    await expect(saveEditorial(other, stale, 3)).rejects.toMatchObject({ extensions: { code: 'CONFLICT', currentVersion: 4 } });
    expect((await readColumn(column.id)).title).toBe(`${column.title} (yeni)`);
  });

  it('refuses a version that is not a positive whole number', async () => {
    const column = await createColumn();
    expectError(await staff.patch(`/api/columns/${column.id}`, { version: 0 }), 400, 'BAD_USER_INPUT', { version: 'Editorial.Version.invalid' });
  });
});

describe('changePublication', () => {
  it('withdraws, publishes again (publishedAt kept from the first time) and schedules, through GraphQL', async () => {
    const column = await createColumn();
    const change = async (input: Record<string, unknown>) => {
      const response = await staff.graphql(CHANGE, { input: { kind: 'Column', id: column.id, ...input } });
      expect(response.body.errors).toBeUndefined();
      return response.body.data.changePublication;
    };
    const withdrawn = await change({ status: 'draft', version: 1 });
    expect(withdrawn).toEqual({ kind: 'Column', id: column.id, status: 'draft', publishAt: null, publishedAt: column.publishedAt, version: 2 });
    expectError(await publicColumn(column.slug), 404, 'NOT_FOUND');

    expect(await change({ status: 'published' })).toMatchObject({ status: 'published', publishedAt: column.publishedAt, version: 3 });
    expect((await publicColumn(column.slug)).status).toBe(200);

    const at = inHours(24);
    expect(await change({ status: 'scheduled', publishAt: at })).toMatchObject({ status: 'scheduled', publishAt: at, version: 4 });
    expectError(await publicColumn(column.slug), 404, 'NOT_FOUND');
  });

  it('publishes a draft now through REST: publishedAt set, the item public', async () => {
    const column = await createColumn({ status: 'draft' });
    const before = Date.now();
    const response = await staff.post(`/api/columns/${column.id}/publication`, { status: 'published', version: 1 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ kind: 'Column', id: column.id, status: 'published', version: 2 });
    expect(Date.parse(response.body.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await publicColumn(column.slug)).status).toBe(200);
  });

  it('refuses a stale version (409, nothing changed), a missing item (404), a bad schedule (400) and readers (401)', async () => {
    const column = await createColumn();
    await staff.patch(`/api/columns/${column.id}`, { title: `${column.title} 2` });
    const stale = await staff.post(`/api/columns/${column.id}/publication`, { status: 'draft', version: 1 });
    expectError(stale, 409, 'CONFLICT', { version: 'Editorial.Version.conflict' });
    expect(stale.body.error.currentVersion).toBe(2);
    expect((await readColumn(column.id)).status).toBe('published');

    expectError(await staff.post('/api/columns/999999/publication', { status: 'draft' }), 404, 'NOT_FOUND');
    expectError(await staff.post(`/api/columns/${column.id}/publication`, { status: 'scheduled' }), 400, 'BAD_USER_INPUT', {
      publishAt: 'Editorial.PublishAt.required',
    });
    expect((await staff.post(`/api/columns/${column.id}/publication`, {})).status).toBe(400);

    const reader = t.client();
    expectError(await reader.post(`/api/columns/${column.id}/publication`, { status: 'draft' }), 401, 'UNAUTHENTICATED');
    expectGraphQLError(await reader.graphql(CHANGE, { input: { kind: 'Column', id: column.id, status: 'draft' } }), 'UNAUTHENTICATED', 401);
    expect((await readColumn(column.id)).status).toBe('published');
  });

  it('records publish, unpublish and schedule in the audit log with the item and its title', async () => {
    const column = await createColumn({ status: 'draft' });
    await staff.post(`/api/columns/${column.id}/publication`, { status: 'published' });
    await staff.post(`/api/columns/${column.id}/publication`, { status: 'draft' });
    await staff.post(`/api/columns/${column.id}/publication`, { status: 'scheduled', publishAt: inHours(3) });
    const log = await staff.get('/api/audit-log?kind=Column&pageSize=100');
    const entries = (log.body.items as { action: string; recordId: number; label: string; kind: string }[]).filter((entry) => entry.recordId === column.id);
    expect(entries.map(({ action, kind, label }) => ({ action, kind, label }))).toEqual([
      { action: 'schedule', kind: 'Column', label: column.title },
      { action: 'unpublish', kind: 'Column', label: column.title },
      { action: 'publish', kind: 'Column', label: column.title },
      { action: 'create', kind: 'Column', label: column.title },
    ]);
  });
});

describe('admin lists by status', () => {
  it('filters news, columns and archive issues by status (GraphQL and REST)', async () => {
    const marker = unique('Durum ');
    const draft = await createColumn({ title: `${marker} taslak`, status: 'draft' });
    const published = await createColumn({ title: `${marker} yayında` });
    const ids = async (status?: string) => {
      const response = await staff.get(`/api/columns?query=${encodeURIComponent(marker)}${status ? `&status=${status}` : ''}`);
      expect(response.status).toBe(200);
      return (response.body.items as { id: number }[]).map((item) => item.id).sort();
    };
    expect(await ids('draft')).toEqual([draft.id]);
    expect(await ids('published')).toEqual([published.id]);
    expect(await ids()).toEqual([draft.id, published.id].sort());
    expect((await staff.get('/api/columns?status=hidden')).status).toBe(400);

    for (const list of ['newsList', 'archiveIssueList', 'columnList']) {
      const response = await staff.graphql(`{ ${list}(status: draft, pageSize: 100) { items { status } } }`);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data[list].items.every((item: { status: string }) => item.status === 'draft')).toBe(true);
    }
  });
});

describe('editorialCalendar', () => {
  it('lists the scheduled items of the coming days soonest first and the latest drafts, with who saved them', async () => {
    const later = await createColumn({ status: 'scheduled', publishAt: inHours(30) });
    const sooner = await createColumn({ status: 'scheduled', publishAt: inHours(5) });
    const farAway = await createColumn({ status: 'scheduled', publishAt: inHours(24 * 20) });
    const draft = await createColumn({ status: 'draft' });
    const query = `query ($days: Int) { editorialCalendar(days: $days) {
      scheduled { kind id title status publishAt updatedAt author { id name } }
      recentDrafts { kind id title status author { id name } } } }`;
    const response = await staff.graphql(query, { days: 7 });
    expect(response.body.errors).toBeUndefined();
    const { scheduled, recentDrafts } = response.body.data.editorialCalendar;
    const ids = (scheduled as { id: number; kind: string }[]).filter((item) => item.kind === 'Column').map((item) => item.id);
    expect(ids.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(farAway.id);
    expect(scheduled.find((item: { id: number }) => item.id === sooner.id)).toMatchObject({ status: 'scheduled', author: { name: expect.any(String) } });
    expect(recentDrafts[0]).toMatchObject({ kind: 'Column', id: draft.id, status: 'draft', title: draft.title, author: { id: expect.any(Number) } });

    expectGraphQLError(await staff.graphql(query, { days: 0 }), 'BAD_USER_INPUT', 400, { days: 'Editorial.Days.invalid' });
    expectGraphQLError(await t.client().graphql(query, { days: 7 }), 'UNAUTHENTICATED', 401);
  });
});
