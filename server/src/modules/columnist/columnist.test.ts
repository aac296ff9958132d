import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expectError, expectGraphQLError } from '../../test/expect.js';
import { unique } from '../../test/factories.js';
import { describePagingErrors, describeRouteGuards, describeUnknownIds, useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';

/*
 * Columnists over HTTP: the real server, a cloned database and real files under DATA_DIR/uploads.
 * The guards, paging keys and unknown ids every staff resource shares come from resource-contract.ts.
 */

const api = useTestApp();
let t: TestApp;
let staff: TestClient;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  ({ t, staff } = api);
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } }).jpeg().toBuffer();
  png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#36c' } }).png().toBuffer();
});

const IMAGE_PATH = /^\/media\/columnists\/[0-9a-f]{20}-(jpg|png)\/large\.webp$/;
const COLUMNIST_SHAPE = {
  id: expect.any(Number),
  name: expect.any(String),
  slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  imageUrl: expect.stringMatching(IMAGE_PATH),
  thumbUrl: expect.stringMatching(/^\/media\/columnists\/[0-9a-f]{20}-(jpg|png)\/thumb\.webp$/),
  columnCount: expect.any(Number),
  deleted: false,
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
};

interface ColumnistBody {
  id: number;
  name: string;
  slug: string;
  imageUrl: string;
  thumbUrl: string;
  columnCount: number;
  deleted: boolean;
}

const uploadsDir = () => path.join(t.config.dataDir, 'uploads', 'columnists');
/** The folders of stored portraits on disk. */
const folders = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : []);
/** The folder on disk of a stored `/media/columnists/<id>-<ext>/large.webp`. */
const folderOf = (imageUrl: string) => path.join(t.config.dataDir, 'uploads', path.dirname(imageUrl.replace(/^\/media\//, '')));

const image = (bytes: Buffer = jpeg, name = 'portre.jpg', type = 'image/jpeg') => ({ image: { name, bytes, type } });

async function create(name = unique('Yazar ')): Promise<ColumnistBody> {
  const response = await staff.multipart('POST', '/api/columnists', { name }, image());
  expect(response.status).toBe(201);
  return response.body;
}

describe('POST /api/columnists (multipart)', () => {
  it('creates: 201 with the item, the slug folded from Turkish, the variants on disk', async () => {
    const before = folders();
    const response = await staff.multipart('POST', '/api/columnists', { name: 'Ayşe Işıkçı' }, image());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ...COLUMNIST_SHAPE, name: 'Ayşe Işıkçı', slug: 'ayse-isikci', columnCount: 0 });
    const folder = folderOf(response.body.imageUrl);
    expect(readdirSync(folder).sort()).toEqual(['large.webp', 'medium.webp', 'original.jpg', 'small.webp', 'thumb.webp']);
    expect(folders()).toEqual([...before, path.basename(folder)].sort());
    expect((await sharp(path.join(folder, 'thumb.webp')).metadata()).width).toBe(320);

    const served = await fetch(t.baseUrl + response.body.thumbUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const read = await staff.get(`/api/columnists/${response.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(response.body);
  });

  it('trims the name and accepts 150 letters', async () => {
    const name = unique('Ş').padEnd(150, 'ğ');
    const response = await staff.multipart('POST', '/api/columnists', { name: `  ${name} ` }, image());
    expect(response.status).toBe(201);
    expect(response.body.name).toBe(name);
  });

  it.each([
    ['no fields and no image', {}, false, { name: 'Columnist.Name.required', image: 'Columnist.Image.required' }],
    ['no image', { name: 'Geçerli Ad' }, false, { image: 'Columnist.Image.required' }],
    ['an empty name', { name: '' }, true, { name: 'Columnist.Name.required' }],
    ['a whitespace-only name', { name: '   ' }, true, { name: 'Columnist.Name.required' }],
    ['a one-letter name', { name: ' Ş ' }, true, { name: 'Columnist.Name.min' }],
    ['a 151-letter name', { name: 'ş'.repeat(151) }, true, { name: 'Columnist.Name.max' }],
  ])('answers 400 with field keys for %s, and stores neither a record nor a file', async (_label, fields, withImage, keys) => {
    const before = folders();
    const total = (await staff.get('/api/columnists')).body.totalItems;
    expectError(await staff.multipart('POST', '/api/columnists', fields, withImage ? image() : {}), 400, 'BAD_USER_INPUT', keys);
    expect(folders()).toEqual(before);
    expect((await staff.get('/api/columnists')).body.totalItems).toBe(total);
  });

  it('refuses a text file named .png: 415 Media.File.unsupported, nothing stored', async () => {
    const before = folders();
    const response = await staff.multipart('POST', '/api/columnists', { name: unique('Sahte ') }, image(Buffer.from('bu bir resim değil'), 'sahte.png', 'image/png'));
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE', { image: 'Media.File.unsupported' });
    expect(folders()).toEqual(before);
  });

  it('gives the name of a deleted columnist a numbered slug', async () => {
    const first = await create(`Çağdaş Yazar ${unique('')}`);
    expect((await staff.delete(`/api/columnists/${first.id}`)).status).toBe(204);
    const second = await create(first.name);
    expect(second.slug).toBe(`${first.slug}-2`);
  });
});

describe('GET /api/columnists', () => {
  it('pages newest first with totals, the admin default being 20 a page', async () => {
    const prefix = unique('Liste');
    const made: ColumnistBody[] = [];
    for (let i = 1; i <= 3; i += 1) made.push(await create(`${prefix} ${i}`));
    const all = await staff.get(`/api/columnists?query=${prefix}`);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ items: expect.any(Array), page: 1, pageSize: 20, totalItems: 3, totalPages: 1 });
    expect(all.body.items.map((c: ColumnistBody) => c.id)).toEqual([made[2]!.id, made[1]!.id, made[0]!.id]);
    for (const item of all.body.items) expect(item).toEqual(COLUMNIST_SHAPE);

    const second = await staff.get(`/api/columnists?query=${prefix}&page=2&pageSize=2`);
    expect(second.body).toEqual({ items: [expect.objectContaining({ id: made[0]!.id })], page: 2, pageSize: 2, totalItems: 3, totalPages: 2 });
  });

  it('searches the folded name, words in any order: "isik ayse" finds "Ayşe Işık …"', async () => {
    const tail = unique('');
    const made = await create(`Ayşe Işık ${tail}`);
    for (const query of [`isik ayse ${tail}`, `AYŞE ${tail}`, `${tail} IŞIK`]) {
      const response = await staff.get(`/api/columnists?${new URLSearchParams({ query })}`);
      expect(response.body.items.map((c: ColumnistBody) => c.id)).toEqual([made.id]);
    }
  });

  it('GET /api/columnists/all-columnists lists every live columnist by name', async () => {
    const made = await create();
    const response = await staff.get('/api/columnists/all-columnists');
    expect(response.status).toBe(200);
    const names = response.body.map((c: ColumnistBody) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(response.body).toContainEqual({ ...made, updatedAt: expect.any(String) });
  });

  it('GET /api/public-columnists/all-columnists answers anonymously', async () => {
    const made = await create();
    const response = await t.client().get('/api/public-columnists/all-columnists');
    expect(response.status).toBe(200);
    expect(response.body.map((c: ColumnistBody) => c.id)).toContain(made.id);
    for (const item of response.body) expect(item).toEqual(COLUMNIST_SHAPE);
  });
});

describePagingErrors(api, '/columnists');

describe('GET /api/columnists/:id', () => {
  describeUnknownIds(api, {
    path: '/columnists',
    sampleBody: () => ({ name: unique('Olmayan Yazar ') }),
    sampleFiles: () => image(),
    expectNothingCreated: async (_api, body) => expect((await staff.get(`/api/columnists?${new URLSearchParams({ query: body.name as string })}`)).body.totalItems).toBe(0),
  });
});

describe('PUT and PATCH /api/columnists/:id (multipart)', () => {
  it('PATCH with a new image replaces the files: the old folder is gone, the new one present', async () => {
    const made = await create();
    const oldFolder = folderOf(made.imageUrl);
    expect(existsSync(oldFolder)).toBe(true);
    const response = await staff.multipart('PATCH', `/api/columnists/${made.id}`, {}, image(png, 'yeni.png', 'image/png'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...made, imageUrl: expect.stringMatching(/-png\/large\.webp$/), thumbUrl: expect.stringMatching(/-png\/thumb\.webp$/), updatedAt: expect.any(String) });
    expect(existsSync(oldFolder)).toBe(false);
    expect(readdirSync(folderOf(response.body.imageUrl))).toContain('original.png');
  });

  it('PUT renames without an image: the image stays, the slug follows the name', async () => {
    const made = await create(`Eski Ad ${unique('')}`);
    const name = `Yeni Ad ${unique('')}`;
    const response = await staff.multipart('PUT', `/api/columnists/${made.id}`, { name });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: made.id, name, slug: expect.stringMatching(/^yeni-ad-/), imageUrl: made.imageUrl });
    expect(existsSync(folderOf(made.imageUrl))).toBe(true);
  });

  it('PUT requires the name; PATCH keeps it; a bad name with a new image stores no file', async () => {
    const made = await create();
    expectError(await staff.multipart('PUT', `/api/columnists/${made.id}`, {}), 400, 'BAD_USER_INPUT', { name: 'Columnist.Name.required' });
    const before = folders();
    expectError(await staff.multipart('PATCH', `/api/columnists/${made.id}`, { name: 'x' }, image()), 400, 'BAD_USER_INPUT', { name: 'Columnist.Name.min' });
    expect(folders()).toEqual(before);
    const kept = await staff.multipart('PATCH', `/api/columnists/${made.id}`, {});
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ name: made.name, imageUrl: made.imageUrl });
  });

  it.each(['PUT', 'PATCH'])('%s of an unknown id with an image answers 404 and stores no file', async (method) => {
    const before = folders();
    expectError(await staff.multipart(method, '/api/columnists/999999', { name: 'Olmayan Yazar' }, image()), 404, 'NOT_FOUND');
    expect(folders()).toEqual(before);
  });
});

describe('DELETE /api/columnists/:id', () => {
  it('answers 204, then 404, gone from every list; the portrait files are removed', async () => {
    const made = await create();
    expect((await staff.delete(`/api/columnists/${made.id}`)).status).toBe(204);
    expectError(await staff.get(`/api/columnists/${made.id}`), 404, 'NOT_FOUND');
    expectError(await staff.delete(`/api/columnists/${made.id}`), 404, 'NOT_FOUND');
    expect((await staff.get(`/api/columnists?query=${encodeURIComponent(made.name)}`)).body.totalItems).toBe(0);
    expect((await staff.get('/api/columnists/all-columnists')).body.map((c: ColumnistBody) => c.id)).not.toContain(made.id);
    expect((await t.client().get('/api/public-columnists/all-columnists')).body.map((c: ColumnistBody) => c.id)).not.toContain(made.id);
    expect(existsSync(folderOf(made.imageUrl))).toBe(false);
  });
});

/** The portrait folders once the guards' target exists: refused calls, which carry an image, add none. */
let stored: string[];
describeRouteGuards(api, {
  path: '/columnists',
  otherPaths: ['/public-columnists/all-columnists'],
  documented: [
    'DELETE /columnists/:id',
    'GET /columnists',
    'GET /columnists/:id',
    'GET /columnists/all-columnists',
    'GET /public-columnists/all-columnists',
    'PATCH /columnists/:id',
    'POST /columnists',
    'PUT /columnists/:id',
  ],
  sampleBody: () => ({ name: unique('İzinsiz ') }),
  sampleFiles: () => image(),
  async createTarget() {
    const target = await create();
    stored = folders();
    return target;
  },
  async expectUnchanged(_api, target) {
    expect(folders()).toEqual(stored);
    const read = await staff.get(`/api/columnists/${target.id}`);
    expect(read.body).toMatchObject({ name: target.name, imageUrl: target.imageUrl });
    expect((await staff.get('/api/columnists?query=izinsiz')).body.totalItems).toBe(0);
  },
});

describe('the same operations through GraphQL', () => {
  it('list, one, all and the public list; bad input and NOT_FOUND in extensions', async () => {
    const made = await create();
    const fields = 'id name slug imageUrl thumbUrl columnCount deleted';
    const read = await staff.graphql(`query ($id: Int!) { columnist(id: $id) { ${fields} } }`, { id: made.id });
    expect(read.body).toEqual({ data: { columnist: { id: made.id, name: made.name, slug: made.slug, imageUrl: made.imageUrl, thumbUrl: made.thumbUrl, columnCount: 0, deleted: false } } });
    const listed = await staff.graphql(`query ($q: String) { columnistList(query: $q, pageSize: 5) { items { id } totalItems } }`, { q: made.name });
    expect(listed.body.data.columnistList).toEqual({ items: [{ id: made.id }], totalItems: 1 });
    const open = await t.client().graphql('{ publicAllColumnists { id deleted } }');
    expect(open.body.data.publicAllColumnists).toContainEqual({ id: made.id, deleted: false });
    expectGraphQLError(await t.client().graphql('{ allColumnists { id } }'), 'UNAUTHENTICATED', 401);

    expectGraphQLError(await staff.graphql('mutation { createColumnist(input: { name: "x" }) { id } }'), 'BAD_USER_INPUT', 400, {
      name: 'Columnist.Name.min',
      image: 'Columnist.Image.required',
    });
    expectGraphQLError(await staff.graphql('{ columnist(id: 999999) { id } }'), 'NOT_FOUND', 404);
    expectGraphQLError(await staff.graphql('mutation { updateColumnist(input: { id: 999999, name: "Olmayan" }) { id } }'), 'NOT_FOUND', 404);
    expect((await staff.graphql(`mutation { deleteColumnist(input: { id: ${made.id} }) }`)).body).toEqual({ data: { deleteColumnist: true } });
    expectGraphQLError(await staff.graphql(`mutation { deleteColumnist(input: { id: ${made.id} }) }`), 'NOT_FOUND', 404);
  });

  it('creates with an upload through the GraphQL multipart request', async () => {
    const token = await staff.csrf();
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation ($input: CreateColumnistInput!) { createColumnist(input: $input) { id name imageUrl } }', variables: { input: { name: 'Grafik Yazar', image: null } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.image'] }));
    form.append('0', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'portre.jpg');
    const response = await fetch(`${t.baseUrl}/graphql`, {
      method: 'POST',
      body: form,
      headers: { 'x-csrf-token': token, 'apollo-require-preflight': 'true', authorization: `Bearer ${staff.accessToken}` },
    });
    const body = (await response.json()) as { data: { createColumnist: { imageUrl: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.createColumnist).toEqual({ id: expect.any(Number), name: 'Grafik Yazar', imageUrl: expect.stringMatching(IMAGE_PATH) });
    expect(existsSync(folderOf(body.data.createColumnist.imageUrl))).toBe(true);
  });
});
