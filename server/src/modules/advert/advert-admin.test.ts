import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expectError, expectGraphQLError } from '../../test/expect.js';
import { unique } from '../../test/factories.js';
import { describePagingErrors, describeRouteGuards, describeUnknownIds, useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { Advert } from './advert.entity.js';

/*
 * The staff side of adverts over HTTP (spec §6: list and edit only): the real server, a cloned
 * database and real files under DATA_DIR/uploads. The template database has no advert, so each
 * test inserts its own; only one may hold the real slot `home-main`.
 */

const api = useTestApp();
let t: TestApp;
let staff: TestClient;
let jpeg: Buffer;
let png: Buffer;
let home: AdvertBody;
beforeAll(async () => {
  ({ t, staff } = api);
  jpeg = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#c33' } }).jpeg().toBuffer();
  png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#36c' } }).png().toBuffer();
  home = await insert({ location: 'home-main', name: 'Ana sayfa reklamı', link: 'https://example.com/ilk' });
});

interface AdvertBody {
  id: number;
  name: string;
  link: string;
  location: string;
  imageUrl: string | null;
  thumbUrl: string | null;
}

const SHAPE = {
  id: expect.any(Number),
  name: expect.any(String),
  link: expect.any(String),
  location: expect.any(String),
  imageUrl: null,
  thumbUrl: null,
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
};

/** An advert row straight through the ORM (staff cannot create adverts); not in `home-main` unless asked. */
async function insert(fields: Partial<Pick<Advert, 'location' | 'name' | 'link'>> = {}): Promise<AdvertBody> {
  const em = t.app.db.orm.em.fork();
  const advert = em.create(Advert, { location: fields.location ?? unique('test-slot-'), name: fields.name ?? unique('Reklam '), link: fields.link ?? 'https://example.com/' });
  await em.flush();
  const read = await staff.get(`/api/adverts/${advert.id}`);
  expect(read.status).toBe(200);
  return read.body;
}

const uploadsDir = () => path.join(t.config.dataDir, 'uploads', 'adverts');
const folders = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : []);
const folderOf = (imageUrl: string) => path.join(t.config.dataDir, 'uploads', path.dirname(imageUrl.replace(/^\/media\//, '')));
const image = (bytes: Buffer = jpeg, name = 'reklam.jpg', type = 'image/jpeg') => ({ image: { name, bytes, type } });

describe('GET /api/adverts', () => {
  it('pages the adverts by slot with totals (20 a page by default) and searches name, slot and link folded', async () => {
    const tail = unique('');
    const made = [await insert({ name: `Kış Kampanyası ${tail}` }), await insert({ name: `Güz İndirimi ${tail}`, link: `https://dergi.example/guz-${tail}` })];
    const all = await staff.get('/api/adverts');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: 20, totalItems: expect.any(Number), totalPages: expect.any(Number) });
    for (const item of all.body.items) expect(item).toEqual({ ...SHAPE, imageUrl: item.imageUrl, thumbUrl: item.thumbUrl });
    const locations = all.body.items.map((a: AdvertBody) => a.location);
    expect(locations).toEqual([...locations].sort());

    const found = await staff.get(`/api/adverts?${new URLSearchParams({ query: `kis kampanyasi ${tail}` })}`);
    expect(found.body.items.map((a: AdvertBody) => a.id)).toEqual([made[0]!.id]);
    const byLink = await staff.get(`/api/adverts?${new URLSearchParams({ query: `dergi example guz ${tail}` })}`);
    expect(byLink.body.items.map((a: AdvertBody) => a.id)).toEqual([made[1]!.id]);
    const paged = await staff.get(`/api/adverts?${new URLSearchParams({ query: tail, pageSize: '1', page: '2' })}`);
    expect(paged.body).toMatchObject({ page: 2, pageSize: 1, totalItems: 2, totalPages: 2 });
  });

  it('GET /api/adverts/{id} answers the advert', async () => {
    const read = await staff.get(`/api/adverts/${home.id}`);
    expect(read.body).toEqual({ ...SHAPE, id: home.id, location: 'home-main', name: home.name, link: home.link });
  });
});

describePagingErrors(api, '/adverts');

describe('PUT and PATCH /api/adverts/{id} (multipart)', () => {
  it('PUT edits name, link and image; the reader\'s site shows the new advert at once; the replaced image is removed', async () => {
    const first = await staff.multipart('PUT', `/api/adverts/${home.id}`, { name: 'Abonelik kampanyası', link: 'https://example.com/abonelik' }, image());
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      ...SHAPE,
      id: home.id,
      location: 'home-main',
      name: 'Abonelik kampanyası',
      link: 'https://example.com/abonelik',
      imageUrl: expect.stringMatching(/^\/media\/adverts\/[0-9a-f]{20}-jpg\/large\.webp$/),
      thumbUrl: expect.stringMatching(/^\/media\/adverts\/[0-9a-f]{20}-jpg\/thumb\.webp$/),
    });
    expect(existsSync(folderOf(first.body.imageUrl))).toBe(true);
    const publicAdvert = await t.client().get('/api/public-adverts/home-main');
    expect(publicAdvert.body).toMatchObject({ id: home.id, name: 'Abonelik kampanyası', link: 'https://example.com/abonelik', imageUrl: first.body.imageUrl });

    const second = await staff.multipart('PUT', `/api/adverts/${home.id}`, { name: '  Yeni ad  ', link: ' http://example.com/yeni ' }, image(png, 'yeni.png', 'image/png'));
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ name: 'Yeni ad', link: 'http://example.com/yeni', imageUrl: expect.stringMatching(/-png\/large\.webp$/) });
    expect(existsSync(folderOf(first.body.imageUrl))).toBe(false);
    expect(existsSync(folderOf(second.body.imageUrl))).toBe(true);
    home = second.body;
  });

  it('PUT without an image keeps the image; PATCH changes only what it sends; JSON works too', async () => {
    const made = await insert();
    const withImage = await staff.multipart('PATCH', `/api/adverts/${made.id}`, {}, image());
    expect(withImage.body).toMatchObject({ name: made.name, link: made.link, imageUrl: expect.stringMatching(/large\.webp$/) });
    const renamed = await staff.multipart('PUT', `/api/adverts/${made.id}`, { name: 'Başka ad', link: 'https://example.org/' });
    expect(renamed.body).toMatchObject({ name: 'Başka ad', link: 'https://example.org/', imageUrl: withImage.body.imageUrl });
    const patched = await staff.patch(`/api/adverts/${made.id}`, { link: 'https://example.net/a?b=c' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Başka ad', link: 'https://example.net/a?b=c', imageUrl: withImage.body.imageUrl });
  });

  it.each([
    ['PUT with no fields', 'PUT', {}, { name: 'Advert.Name.required', link: 'Advert.Link.required' }],
    ['a blank name', 'PUT', { name: '   ', link: 'https://example.com' }, { name: 'Advert.Name.required' }],
    ['a 151-letter name', 'PATCH', { name: 'ş'.repeat(151) }, { name: 'Advert.Name.max' }],
    ['a link without a scheme', 'PATCH', { link: 'example.com/reklam' }, { link: 'Advert.Link.invalid' }],
    ['a javascript: link', 'PATCH', { link: 'javascript:alert(1)' }, { link: 'Advert.Link.invalid' }],
    ['an ftp link', 'PATCH', { link: 'ftp://example.com/a' }, { link: 'Advert.Link.invalid' }],
    ['a relative link', 'PATCH', { link: '/abonelik' }, { link: 'Advert.Link.invalid' }],
    ['a link with a space', 'PATCH', { link: 'https://example.com/a b' }, { link: 'Advert.Link.invalid' }],
    ['a 501-character link', 'PATCH', { link: `https://example.com/${'a'.repeat(481)}` }, { link: 'Advert.Link.max' }],
    ['an unknown slot', 'PATCH', { slot: 'sidebar' }, { slot: 'Advert.Slot.invalid' }],
  ])('answers 400 with the field keys for %s, and stores neither a change nor a file', async (_label, method, fields, keys) => {
    const made = await insert();
    const before = folders();
    expectError(await staff.multipart(method, `/api/adverts/${made.id}`, fields as Record<string, string>, image()), 400, 'BAD_USER_INPUT', keys);
    expect(folders()).toEqual(before);
    expect((await staff.get(`/api/adverts/${made.id}`)).body).toEqual(made);
  });

  it('moving an advert onto the slot another one holds answers 409 Advert.Slot.taken', async () => {
    const made = await insert();
    expectError(await staff.patch(`/api/adverts/${made.id}`, { slot: 'home-main' }), 409, 'CONFLICT', { slot: 'Advert.Slot.taken' });
    expect((await staff.get(`/api/adverts/${made.id}`)).body.location).toBe(made.location);
    const same = await staff.patch(`/api/adverts/${home.id}`, { location: 'home-main' });
    expect(same.status).toBe(200);
  });

  it('refuses a text file named .png: 415 Media.File.unsupported, nothing stored', async () => {
    const made = await insert();
    const before = folders();
    const response = await staff.multipart('PATCH', `/api/adverts/${made.id}`, {}, image(Buffer.from('resim değil'), 'sahte.png', 'image/png'));
    expectError(response, 415, 'UNSUPPORTED_MEDIA_TYPE', { image: 'Media.File.unsupported' });
    expect(folders()).toEqual(before);
  });

  it.each(['PUT', 'PATCH'])('%s of an unknown id with an image answers 404 and stores no file', async (method) => {
    const before = folders();
    expectError(await staff.multipart(method, '/api/adverts/999999', { name: 'Olmayan', link: 'https://example.com' }, image()), 404, 'NOT_FOUND');
    expect(folders()).toEqual(before);
  });
});

describe('unknown ids', () => {
  describeUnknownIds(api, {
    path: '/adverts',
    sampleBody: () => ({ name: unique('Olmayan '), link: 'https://example.com' }),
    sampleFiles: () => image(),
  });
});

let stored: string[];
describeRouteGuards(api, {
  path: '/adverts',
  otherPaths: ['/public-adverts/:slot'],
  documented: ['GET /adverts', 'GET /adverts/:id', 'PATCH /adverts/:id', 'PUT /adverts/:id', 'GET /public-adverts/:slot'],
  sampleBody: () => ({ name: 'İzinsiz ad', link: 'https://izinsiz.example.com' }),
  sampleFiles: () => image(),
  async createTarget() {
    const target = await insert();
    stored = folders();
    return target;
  },
  async expectUnchanged(_api, target) {
    expect(folders()).toEqual(stored);
    expect((await staff.get(`/api/adverts/${target.id}`)).body).toEqual(target);
  },
});

describe('the same operations through GraphQL', () => {
  it('advertList, advert and updateAdvert, with keys and NOT_FOUND in extensions; staff only', async () => {
    const made = await insert();
    const read = await staff.graphql('query ($id: Int!) { advert(id: $id) { id name link location imageUrl } }', { id: made.id });
    expect(read.body).toEqual({ data: { advert: { id: made.id, name: made.name, link: made.link, location: made.location, imageUrl: null } } });
    const listed = await staff.graphql('query ($q: String) { advertList(query: $q) { items { id } totalItems } }', { q: made.name });
    expect(listed.body.data.advertList).toEqual({ items: [{ id: made.id }], totalItems: 1 });
    const updated = await staff.graphql('mutation ($input: UpdateAdvertInput!) { updateAdvert(input: $input) { name link } }', {
      input: { id: made.id, name: 'Grafik adı', link: 'https://example.com/grafik' },
    });
    expect(updated.body).toEqual({ data: { updateAdvert: { name: 'Grafik adı', link: 'https://example.com/grafik' } } });
    expectGraphQLError(
      await staff.graphql('mutation ($input: UpdateAdvertInput!) { updateAdvert(input: $input) { id } }', { input: { id: made.id, name: '', link: 'mailto:a@b.c' } }),
      'BAD_USER_INPUT',
      400,
      { name: 'Advert.Name.required', link: 'Advert.Link.invalid' },
    );
    expectGraphQLError(await staff.graphql('{ advert(id: 999999) { id } }'), 'NOT_FOUND', 404);
    expectGraphQLError(await t.client().graphql('{ advertList { totalItems } }'), 'UNAUTHENTICATED', 401);
  });
});
