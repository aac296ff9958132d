import { jest } from '@jest/globals';
import sharp from 'sharp';
import { ColumnistService } from '../columnist/columnist.service.js';
import { ColumnService } from './column.service.js';
import { expectError, expectGraphQLError } from '../../test/expect.js';
import { unique } from '../../test/factories.js';
import { describePagingErrors, describeRouteGuards, describeUnknownIds, useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';

/*
 * Columns over HTTP: the real server on a cloned database; columnists are made through their API.
 * The guards, paging keys and unknown ids every staff resource shares come from resource-contract.ts.
 */

const api = useTestApp();
let t: TestApp;
let staff: TestClient;
let jpeg: Buffer;
let writer: { id: number; name: string };
beforeAll(async () => {
  ({ t, staff } = api);
  jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } }).jpeg().toBuffer();
  writer = await newColumnist();
});

async function newColumnist(name = unique('Yazar ')): Promise<{ id: number; name: string; slug: string; imageUrl: string; thumbUrl: string }> {
  const response = await staff.multipart('POST', '/api/columnists', { name }, { image: { name: 'portre.jpg', bytes: jpeg, type: 'image/jpeg' } });
  expect(response.status).toBe(201);
  return response.body;
}

const CONTENT = [
  { type: 'paragraph', children: [{ text: 'Kentin ' }, { text: 'belleği', bold: true }] },
  { type: 'paragraph', children: [{ text: '<script>alert(1)</script>' }] },
];
const BLANK = [{ type: 'paragraph', children: [{ text: '' }] }];

const COLUMNIST_SHAPE = {
  id: expect.any(Number),
  name: expect.any(String),
  slug: expect.any(String),
  imageUrl: expect.stringMatching(/^\/media\/columnists\/.+\/large\.webp$/),
  thumbUrl: expect.stringMatching(/^\/media\/columnists\/.+\/thumb\.webp$/),
  columnCount: expect.any(Number),
  deleted: false,
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
};
const COLUMN_SHAPE = {
  id: expect.any(Number),
  title: expect.any(String),
  slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  content: expect.any(Array),
  contentHtml: expect.any(String),
  hit: 0,
  columnist: COLUMNIST_SHAPE,
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  status: 'published',
  publishAt: null,
  publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  version: expect.any(Number),
};

interface ColumnBody {
  id: number;
  title: string;
  slug: string;
  content: unknown;
  contentHtml: string;
  columnist: { id: number; deleted: boolean; columnCount: number } | null;
}

async function create(title = unique('Yazı '), columnistId = writer.id): Promise<ColumnBody> {
  const response = await staff.post('/api/columns', { title, content: CONTENT, columnistId });
  expect(response.status).toBe(201);
  return response.body;
}

describe('POST /api/columns', () => {
  it('creates: 201 with the item, the slug folded from Turkish, the HTML rendered by the server', async () => {
    const response = await staff.post('/api/columns', { title: 'Şehrin Işıkları Üzerine', content: CONTENT, columnistId: writer.id });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      ...COLUMN_SHAPE,
      title: 'Şehrin Işıkları Üzerine',
      slug: 'sehrin-isiklari-uzerine',
      content: CONTENT,
      columnist: { ...COLUMNIST_SHAPE, id: writer.id, name: writer.name },
    });
    expect(response.body.contentHtml).toContain('<strong>belleği</strong>');
    expect(response.body.contentHtml).not.toContain('<script>');

    const read = await staff.get(`/api/columns/${response.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(response.body);
  });

  it('takes columnistId as digits too (form posts) and trims the title', async () => {
    const response = await staff.post('/api/columns', { title: '  Kırpılmış Başlık  ', content: CONTENT, columnistId: String(writer.id) });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ title: 'Kırpılmış Başlık', columnist: { id: writer.id } });
  });

  it('gives a repeated title a numbered slug', async () => {
    const title = unique('Aynı Başlık ');
    const first = await create(title);
    const second = await create(title);
    expect(second.slug).toBe(`${first.slug}-2`);
  });

  it.each([
    ['no fields', {}, { title: 'Column.Title.required', content: 'Column.Content.required', columnistId: 'Column.ColumnistId.required' }],
    ['an empty title', { title: '', content: CONTENT, columnistId: 0 }, { title: 'Column.Title.required', columnistId: 'Column.ColumnistId.invalid' }],
    ['a whitespace-only title', { title: '   ', content: CONTENT }, { title: 'Column.Title.required', columnistId: 'Column.ColumnistId.required' }],
    ['a one-letter title', { title: ' Ş ', content: CONTENT, withWriter: true }, { title: 'Column.Title.min' }],
    ['a 151-letter title', { title: 'ş'.repeat(151), content: CONTENT, withWriter: true }, { title: 'Column.Title.max' }],
    ['the blank paragraph as content', { title: 'Geçerli Başlık', content: BLANK, withWriter: true }, { content: 'Column.Content.required' }],
    ['an empty content', { title: 'Geçerli Başlık', content: [], withWriter: true }, { content: 'Column.Content.required' }],
    ['content that is not allow-listed', { title: 'Geçerli Başlık', content: [{ type: 'script', children: [{ text: 'x' }] }], withWriter: true }, { content: 'Column.Content.invalid' }],
    ['content that is not Slate JSON', { title: 'Geçerli Başlık', content: { html: '<p>x</p>' }, withWriter: true }, { content: 'Column.Content.invalid' }],
  ])('answers 400 with field keys for %s and creates nothing', async (_label, { withWriter, ...body }: Record<string, unknown>, fields) => {
    const before = (await staff.get('/api/columns')).body.totalItems;
    expectError(await staff.post('/api/columns', { ...body, ...(withWriter ? { columnistId: writer.id } : {}) }), 400, 'BAD_USER_INPUT', fields);
    expect((await staff.get('/api/columns')).body.totalItems).toBe(before);
  });

  it('answers 400 Column.ColumnistId.invalid for an unknown or deleted columnist', async () => {
    const gone = await newColumnist();
    expect((await staff.delete(`/api/columnists/${gone.id}`)).status).toBe(204);
    for (const columnistId of [999999, gone.id]) {
      expectError(await staff.post('/api/columns', { title: 'Geçerli Başlık', content: CONTENT, columnistId }), 400, 'BAD_USER_INPUT', {
        columnistId: 'Column.ColumnistId.invalid',
      });
    }
  });
});

describe('GET /api/columns', () => {
  it('pages newest first with totals, each column as its row (the column answers its text); searches the folded title in any word order; filters by columnist', async () => {
    const own = await newColumnist();
    const prefix = unique('Kültür');
    const made: ColumnBody[] = [];
    for (let i = 1; i <= 3; i += 1) made.push(await create(`${prefix} Işığı ${i}`, i === 2 ? writer.id : own.id));

    const all = await staff.get(`/api/columns?${new URLSearchParams({ query: `isigi ${prefix.toLocaleLowerCase('tr')}` })}`);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ items: expect.any(Array), page: 1, pageSize: 20, totalItems: 3, totalPages: 1 });
    expect(all.body.items.map((c: ColumnBody) => c.id)).toEqual([made[2]!.id, made[1]!.id, made[0]!.id]);
    const { content: _content, contentHtml: _contentHtml, ...row } = COLUMN_SHAPE;
    for (const item of all.body.items) expect(item).toEqual(row);
    expect((await staff.get(`/api/columns/${made[2]!.id}`)).body).toEqual({ ...all.body.items[0], content: CONTENT, contentHtml: expect.stringContaining('<p>') });

    const paged = await staff.get(`/api/columns?query=${prefix}&page=2&pageSize=2`);
    expect(paged.body).toMatchObject({ page: 2, pageSize: 2, totalItems: 3, totalPages: 2 });
    expect(paged.body.items.map((c: ColumnBody) => c.id)).toEqual([made[0]!.id]);

    const byColumnist = await staff.get(`/api/columns?columnistId=${own.id}`);
    expect(byColumnist.body.items.map((c: ColumnBody) => c.id)).toEqual([made[2]!.id, made[0]!.id]);
    expect(byColumnist.body.items[0].columnist).toMatchObject({ id: own.id, columnCount: 2 });
  });

  it('counts live columns per columnist in a columnist list', async () => {
    const a = await newColumnist(unique('Sayaç A '));
    const b = await newColumnist(unique('Sayaç B '));
    const columns = [await create(undefined, a.id), await create(undefined, a.id), await create(undefined, b.id)];
    expect((await staff.delete(`/api/columns/${columns[1]!.id}`)).status).toBe(204);
    const response = await staff.graphql('{ allColumnists { id columnCount } }');
    expect(response.body.data.allColumnists).toEqual(expect.arrayContaining([{ id: a.id, columnCount: 1 }, { id: b.id, columnCount: 1 }]));
  });

  it('loads the columnists of a page of columns, and their column counts, with one query each', async () => {
    const a = await newColumnist();
    const b = await newColumnist();
    const prefix = unique('Toplu');
    for (const columnist of [a, b, a, b]) await create(`${prefix} ${columnist.id}`, columnist.id);
    type Batch = (ids: readonly number[]) => Promise<Map<number, unknown>>;
    const columnists = jest.spyOn(ColumnistService.prototype as unknown as { byIdsWithDeleted: Batch }, 'byIdsWithDeleted');
    const counts = jest.spyOn(ColumnService.prototype as unknown as { countsBy: Batch }, 'countsBy');
    try {
      const response = await staff.get(`/api/columns?query=${prefix}`);
      expect(response.body.items.map((c: ColumnBody) => c.columnist!.columnCount)).toEqual([2, 2, 2, 2]);
      expect(columnists).toHaveBeenCalledTimes(1);
      expect(counts).toHaveBeenCalledTimes(1);
      expect([...counts.mock.calls[0]![0]].sort()).toEqual([a.id, b.id].sort());
    } finally {
      columnists.mockRestore();
      counts.mockRestore();
    }
  });
});

describePagingErrors(api, '/columns');

describe('GET /api/columns/:id', () => {
  describeUnknownIds(api, {
    path: '/columns',
    sampleBody: () => ({ title: unique('Olmayan Yazı '), content: CONTENT, columnistId: writer.id }),
    expectNothingCreated: async (_api, body) => expect((await staff.get(`/api/columns?${new URLSearchParams({ query: body.title as string })}`)).body.totalItems).toBe(0),
  });
});

describe('PUT and PATCH /api/columns/:id', () => {
  it('PUT replaces every field; the old slug is kept as a redirect', async () => {
    const made = await create(`İlk Başlık ${unique('')}`);
    const other = await newColumnist();
    const content = [{ type: 'paragraph', children: [{ text: 'Yeni metin' }] }];
    const title = `Son Başlık ${unique('')}`;
    const response = await staff.put(`/api/columns/${made.id}`, { title, content, columnistId: other.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...COLUMN_SHAPE, id: made.id, title, slug: expect.stringMatching(/^son-baslik-/), content, columnist: { ...COLUMNIST_SHAPE, id: other.id } });
    expect(response.body.contentHtml).toBe('<p>Yeni metin</p>');
    const rows = await t.app.db.orm.em.fork().getConnection().execute('select target_id from slug_redirects where kind = ? and old_slug = ?', ['Column', made.slug]);
    expect(rows).toEqual([{ target_id: made.id }]);
  });

  it('PUT reports missing fields as required; PATCH changes only what it sends', async () => {
    const made = await create();
    expectError(await staff.put(`/api/columns/${made.id}`, {}), 400, 'BAD_USER_INPUT', { title: 'Column.Title.required', content: 'Column.Content.required' });
    const patched = await staff.patch(`/api/columns/${made.id}`, { title: `${made.title} (2)` });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: `${made.title} (2)`, content: CONTENT, columnist: { id: writer.id } });
    expectError(await staff.patch(`/api/columns/${made.id}`, { content: BLANK }), 400, 'BAD_USER_INPUT', { content: 'Column.Content.required' });
    expectError(await staff.patch(`/api/columns/${made.id}`, { columnistId: 999999 }), 400, 'BAD_USER_INPUT', { columnistId: 'Column.ColumnistId.invalid' });
  });

  it('PATCH of an unknown id with only some fields answers 404', async () => {
    expectError(await staff.patch('/api/columns/999999', { title: 'Olmayan Yazı' }), 404, 'NOT_FOUND');
  });
});

describe('DELETE /api/columns/:id', () => {
  it('answers 204, then 404, gone from the list', async () => {
    const made = await create();
    expect((await staff.delete(`/api/columns/${made.id}`)).status).toBe(204);
    expectError(await staff.get(`/api/columns/${made.id}`), 404, 'NOT_FOUND');
    expectError(await staff.delete(`/api/columns/${made.id}`), 404, 'NOT_FOUND');
    expect((await staff.get(`/api/columns?query=${encodeURIComponent(made.title)}`)).body.totalItems).toBe(0);
  });

  it('a column of a deleted columnist still reads, with columnist.deleted true, and can still be edited', async () => {
    const gone = await newColumnist();
    const made = await create(undefined, gone.id);
    expect((await staff.delete(`/api/columnists/${gone.id}`)).status).toBe(204);
    const read = await staff.get(`/api/columns/${made.id}`);
    expect(read.status).toBe(200);
    expect(read.body.columnist).toEqual({ ...COLUMNIST_SHAPE, id: gone.id, name: gone.name, deleted: true, columnCount: 1 });
    const listed = await staff.get(`/api/columns?columnistId=${gone.id}`);
    expect(listed.body.items.map((c: ColumnBody) => c.columnist!.deleted)).toEqual([true]);
    const edited = await staff.put(`/api/columns/${made.id}`, { title: made.title, content: CONTENT, columnistId: gone.id });
    expect(edited.status).toBe(200);
    expect(edited.body.columnist).toMatchObject({ id: gone.id, deleted: true });
  });
});

describeRouteGuards(api, {
  path: '/columns',
  // The public column paths live under /public-columns (public-column.test.ts).
  documented: ['DELETE /columns/:id', 'GET /columns', 'GET /columns/:id', 'PATCH /columns/:id', 'POST /columns', 'POST /columns/:id/publication', 'PUT /columns/:id'],
  sampleBody: () => ({ title: unique('İzinsiz '), content: CONTENT, columnistId: writer.id }),
  createTarget: () => create(),
  async expectUnchanged(_api, target) {
    const read = await staff.get(`/api/columns/${target.id}`);
    expect(read.body).toMatchObject({ title: target.title });
    expect((await staff.get('/api/columns?query=izinsiz')).body.totalItems).toBe(0);
  },
});

describe('the same operations through GraphQL', () => {
  const FIELDS = 'id title slug content contentHtml hit columnist { id name deleted }';

  it('create, read, list, update and delete as staff', async () => {
    const title = `Grafik Yazısı ${unique('')}`;
    const created = await staff.graphql(`mutation ($input: CreateColumnInput!) { createColumn(input: $input) { ${FIELDS} } }`, {
      input: { title, content: CONTENT, columnistId: writer.id },
    });
    expect(created.body.errors).toBeUndefined();
    const column = created.body.data.createColumn;
    expect(column).toEqual({
      id: expect.any(Number),
      title,
      slug: expect.stringMatching(/^grafik-yazisi-/),
      content: CONTENT,
      contentHtml: expect.stringContaining('<strong>belleği</strong>'),
      hit: 0,
      columnist: { id: writer.id, name: writer.name, deleted: false },
    });

    const read = await staff.graphql(`query ($id: Int!) { column(id: $id) { ${FIELDS} } }`, { id: column.id });
    expect(read.body).toEqual({ data: { column } });

    const listed = await staff.graphql(`query ($q: String, $c: Int) { columnList(query: $q, columnistId: $c, pageSize: 5) { items { id } page pageSize totalItems totalPages } }`, {
      q: title.toLocaleUpperCase('tr'),
      c: writer.id,
    });
    expect(listed.body.data.columnList).toEqual({ items: [{ id: column.id }], page: 1, pageSize: 5, totalItems: 1, totalPages: 1 });

    const updated = await staff.graphql(`mutation ($input: UpdateColumnInput!) { updateColumn(input: $input) { ${FIELDS} } }`, {
      input: { id: column.id, title: `${title} Güncel` },
    });
    expect(updated.body.data.updateColumn).toEqual({ ...column, title: `${title} Güncel`, slug: `${column.slug}-guncel` });

    const deleted = await staff.graphql('mutation ($input: IdInput!) { deleteColumn(input: $input) }', { input: { id: column.id } });
    expect(deleted.body).toEqual({ data: { deleteColumn: true } });
    expectGraphQLError(await staff.graphql(`{ column(id: ${column.id}) { id } }`), 'NOT_FOUND', 404);
  });

  it('reports bad input with code, status and fields in extensions, and answers UNAUTHENTICATED anonymously', async () => {
    expectGraphQLError(
      await staff.graphql('mutation ($input: CreateColumnInput!) { createColumn(input: $input) { id } }', { input: { title: 'x', content: [] } }),
      'BAD_USER_INPUT',
      400,
      { title: 'Column.Title.min', content: 'Column.Content.required', columnistId: 'Column.ColumnistId.required' },
    );
    expectGraphQLError(await t.client().graphql('{ columnList { totalItems } }'), 'UNAUTHENTICATED', 401);
    expectGraphQLError(await staff.graphql('mutation { deleteColumn(input: { id: 999999 }) }'), 'NOT_FOUND', 404);
  });
});
