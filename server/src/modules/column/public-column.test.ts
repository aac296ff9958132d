import sharp from 'sharp';
import { expectError, expectGraphQLError } from '../../test/expect.js';
import { AddressedClient, unique } from '../../test/factories.js';
import { useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { Column } from './column.entity.js';

/*
 * The reader's columns over HTTP, anonymously: list (both orders, columnist filter, paging),
 * latest, detail by slug, old slug or id, deleted columns hidden, and hit counting.
 */

const api = useTestApp({ trustProxy: 1 });
let t: TestApp;
let staff: TestClient;
let anonymous: TestClient;
let jpeg: Buffer;

const CONTENT = [{ type: 'paragraph', children: [{ text: 'Kentin belleği' }] }];

async function newColumnist(name = unique('Yazar ')): Promise<{ id: number; name: string }> {
  const response = await staff.multipart('POST', '/api/columnists', { name }, { image: { name: 'portre.jpg', bytes: jpeg, type: 'image/jpeg' } });
  expect(response.status).toBe(201);
  return response.body;
}

async function create(columnistId: number, title = unique('Yazı ')): Promise<{ id: number; title: string; slug: string }> {
  const response = await staff.post('/api/columns', { title, content: CONTENT, columnistId });
  expect(response.status).toBe(201);
  return response.body;
}

/** Sets the hit count of a column straight in the database (the order tests' data). */
const setHit = (id: number, hit: number) => t.app.db.orm.em.fork().nativeUpdate(Column, { id }, { hit });
const hitOf = async (id: number) => (await staff.get(`/api/columns/${id}`)).body.hit as number;
const ids = (items: { id: number }[]) => items.map((item) => item.id);

let writer: { id: number; name: string };
beforeAll(async () => {
  ({ t, staff } = api);
  anonymous = t.client();
  jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } }).jpeg().toBuffer();
  writer = await newColumnist();
});

describe('GET /api/public-columns/column-list', () => {
  it('pages a columnist’s live columns newest first, 12 a page by default: each as its card, the column answers its text', async () => {
    const own = await newColumnist();
    const made = [];
    for (let i = 0; i < 14; i += 1) made.push(await create(own.id));
    const gone = await create(own.id);
    expect((await staff.delete(`/api/columns/${gone.id}`)).status).toBe(204);
    await create(writer.id);
    const newest = [...made].reverse();

    const first = await anonymous.get(`/api/public-columns/column-list?columnistId=${own.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 12, totalItems: 14, totalPages: 2 });
    expect(ids(first.body.items)).toEqual(ids(newest.slice(0, 12)));
    expect(first.body.items[0]).toEqual({
      id: made[13]!.id,
      title: made[13]!.title,
      slug: made[13]!.slug,
      hit: 0,
      columnist: {
        id: own.id,
        name: own.name,
        slug: expect.any(String),
        imageUrl: expect.stringMatching(/\/large\.webp$/),
        thumbUrl: expect.stringMatching(/\/thumb\.webp$/),
        deleted: false,
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const column = await anonymous.get(`/api/public-columns/${made[13]!.slug}`);
    expect(column.body).toEqual({ ...first.body.items[0], content: CONTENT, contentHtml: '<p>Kentin belleği</p>' });

    const second = await anonymous.get(`/api/public-columns/column-list?columnistId=${own.id}&page=2&pageSize=5`);
    expect(second.body).toMatchObject({ page: 2, pageSize: 5, totalItems: 14, totalPages: 3 });
    expect(ids(second.body.items)).toEqual(ids(newest.slice(5, 10)));

    const unknown = await anonymous.get('/api/public-columns/column-list?columnistId=999999');
    expect(unknown.body).toEqual({ items: [], page: 1, pageSize: 12, totalItems: 0, totalPages: 0 });
  });

  it('sorts by hit (most read first, then newest) or by createdAt', async () => {
    const own = await newColumnist();
    const [a, b, c] = [await create(own.id), await create(own.id), await create(own.id)];
    await setHit(a!.id, 5);
    await setHit(b!.id, 40);
    await setHit(c!.id, 5);
    expect(ids((await anonymous.get(`/api/public-columns/column-list?columnistId=${own.id}&sortBy=hit`)).body.items)).toEqual([b!.id, c!.id, a!.id]);
    expect(ids((await anonymous.get(`/api/public-columns/column-list?columnistId=${own.id}&sortBy=createdAt`)).body.items)).toEqual([c!.id, b!.id, a!.id]);
    const graphql = await anonymous.graphql(`{ publicColumnList(columnistId: ${own.id}, sortBy: "hit", pageSize: 1) { items { id } totalItems totalPages } }`);
    expect(graphql.body).toEqual({ data: { publicColumnList: { items: [{ id: b!.id }], totalItems: 3, totalPages: 3 } } });
  });

  it.each([
    ['an unknown sortBy', 'sortBy=views', { sortBy: 'PublicColumns.SortBy.invalid' }],
    ['page 0', 'page=0', { page: 'Paging.Page.min' }],
    ['a columnistId that is not a number', 'columnistId=ali', { columnistId: 'PublicColumns.ColumnistId.invalid' }],
  ])('answers 400 with the key for %s', async (_label, query, fields) => {
    expectError(await anonymous.get(`/api/public-columns/column-list?${query}`), 400, 'BAD_USER_INPUT', fields);
  });
});

describe('GET /api/public-columns/latest', () => {
  it('answers the newest live columns, 6 by default, `limit` of them otherwise', async () => {
    const made = [];
    for (let i = 0; i < 7; i += 1) made.push(await create(writer.id));
    const gone = await create(writer.id);
    expect((await staff.delete(`/api/columns/${gone.id}`)).status).toBe(204);
    const newest = [...made].reverse();
    expect(ids((await anonymous.get('/api/public-columns/latest')).body)).toEqual(ids(newest.slice(0, 6)));
    expect(ids((await anonymous.get('/api/public-columns/latest?limit=2')).body)).toEqual(ids(newest.slice(0, 2)));
    expectError(await anonymous.get('/api/public-columns/latest?limit=21'), 400, 'BAD_USER_INPUT', { limit: 'Public.Limit.invalid' });
    expectGraphQLError(await anonymous.graphql('{ publicLatestColumns(limit: 0) { id } }'), 'BAD_USER_INPUT', 400, { limit: 'Public.Limit.invalid' });
  });
});

describe('GET /api/public-columns/:idOrSlug', () => {
  it('opens a column by slug, id and an earlier slug (answering the current slug); 404 once deleted', async () => {
    const made = await create(writer.id, unique('Eski Başlık '));
    expect((await anonymous.get(`/api/public-columns/${made.slug}`)).body).toMatchObject({ id: made.id, slug: made.slug, columnist: { id: writer.id } });
    expect((await anonymous.get(`/api/public-columns/${made.id}`)).body).toMatchObject({ id: made.id, slug: made.slug });
    const renamed = await staff.patch(`/api/columns/${made.id}`, { title: `${made.title} Yeni` });
    expect(renamed.status).toBe(200);
    const byOld = await anonymous.get(`/api/public-columns/${made.slug}`);
    expect(byOld.status).toBe(200);
    expect(byOld.body).toMatchObject({ id: made.id, slug: renamed.body.slug });
    expect((await anonymous.graphql(`{ publicColumn(slug: "${made.slug}") { slug } }`)).body).toEqual({ data: { publicColumn: { slug: renamed.body.slug } } });

    expect((await staff.delete(`/api/columns/${made.id}`)).status).toBe(204);
    for (const key of [made.slug, renamed.body.slug, String(made.id), 'olmayan-yazi', '999999']) {
      expectError(await anonymous.get(`/api/public-columns/${key}`), 404, 'NOT_FOUND');
    }
    expectGraphQLError(await anonymous.graphql(`{ publicColumn(slug: "${made.id}") { id } }`), 'NOT_FOUND', 404);
  });

  it('counts a view once per reader an hour, not for staff', async () => {
    const made = await create(writer.id);
    const reader = new AddressedClient(t.baseUrl);
    expect((await reader.get(`/api/public-columns/${made.slug}`)).status).toBe(200);
    expect((await reader.get(`/api/public-columns/${made.id}`)).status).toBe(200);
    expect(await hitOf(made.id)).toBe(1);
    expect((await staff.get(`/api/public-columns/${made.slug}`)).status).toBe(200);
    expect(await hitOf(made.id)).toBe(1);
    const other = new AddressedClient(t.baseUrl);
    expect((await other.graphql(`mutation { recordView(kind: "column", id: ${made.id}) }`)).body).toEqual({ data: { recordView: true } });
    expect(await hitOf(made.id)).toBe(2);
  });
});

describe("a list's columns read as cards", () => {
  it('answer their rich text when a client asks for it, as the column itself does', async () => {
    const own = await newColumnist();
    const made = [await create(own.id), await create(own.id)];
    const fields = 'id slug content contentHtml';
    const lists = await anonymous.graphql(`query ($c: Int) { publicLatestColumns(limit: 20) { ${fields} } publicColumnList(columnistId: $c) { items { ${fields} } } }`, { c: own.id });
    expect(lists.body.errors).toBeUndefined();
    expect(ids(lists.body.data.publicColumnList.items).sort()).toEqual(ids(made).sort());
    for (const list of [lists.body.data.publicLatestColumns.slice(0, 3), lists.body.data.publicColumnList.items]) {
      for (const card of list) {
        const column = (await anonymous.graphql('query ($s: String!) { publicColumn(slug: $s) { id slug content contentHtml } }', { s: card.slug })).body.data.publicColumn;
        expect(card).toEqual(column);
        expect(card.contentHtml).toMatch(/^<p>/);
      }
    }
  });
});
