import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expectError } from '../../test/expect.js';
import { unique } from '../../test/factories.js';
import { describePagingErrors, describeRouteGuards, describeUnknownIds, useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { MultipartFile, TestClient } from '../../test/test-client.js';

/*
 * News over HTTP: multipart create and edit with a poster, the rules with their keys, the gallery,
 * and the files on disk. The guards, paging keys and unknown ids every staff resource shares come
 * from resource-contract.ts.
 */

const api = useTestApp({ mediaLimits: { imageBytes: 2_000_000, imagePixels: 40_000_000, pdfBytes: 1_000_000 } });
let t: TestApp;
let staff: TestClient;
let categoryId: number;
let tagIds: number[];

const jpeg = async (width = 900, height = 600): Promise<MultipartFile> => ({
  name: 'foto.jpg',
  type: 'image/jpeg',
  bytes: await sharp({ create: { width, height, channels: 3, background: '#8a2b2b' } }).jpeg().toBuffer(),
});
const CONTENT = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Ankara’da bir gün.' }] }]);
const BLANK = JSON.stringify([{ type: 'paragraph', children: [{ text: '' }] }]);

const fields = (overrides: Record<string, string | string[]> = {}) => ({
  title: 'Başkentte Tiyatro Mevsimi',
  teaser: 'Yeni sezonun ilk oyunları sahnede.',
  content: CONTENT,
  categoryId: String(categoryId),
  tagIds: tagIds.map(String),
  type: 'news',
  isFeatured: '3d',
  ...overrides,
});

/** Folders under uploads/news: one per stored image. */
const newsFolders = () => {
  const dir = path.join(t.config.dataDir, 'uploads', 'news');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const onDisk = (url: string) => existsSync(path.join(t.config.dataDir, 'uploads', url.replace(/^\/media\//, '')));

async function createNews(overrides: Record<string, string | string[]> = {}) {
  const response = await staff.multipart('POST', '/api/news', fields(overrides), { poster: await jpeg() });
  expect(response.status).toBe(201);
  return response.body;
}

let poster: MultipartFile;
beforeAll(async () => {
  ({ t, staff } = api);
  poster = await jpeg();
  categoryId = (await staff.post('/api/categories', { name: 'Kültür', description: 'Kültür haberleri' })).body.id;
  tagIds = await Promise.all(['Tiyatro', 'Ankara'].map(async (name) => (await staff.post('/api/tags', { name, description: `${name} haberleri` })).body.id));
});

describe('POST /api/news (multipart)', () => {
  it('creates: 201 with the item, its poster variants on disk, two tags and a 3-day featuring period', async () => {
    const news = await createNews();
    expect(news).toMatchObject({
      title: 'Başkentte Tiyatro Mevsimi',
      slug: 'baskentte-tiyatro-mevsimi',
      teaser: 'Yeni sezonun ilk oyunları sahnede.',
      contentHtml: '<p>Ankara’da bir gün.</p>',
      categoryId,
      category: { id: categoryId, name: 'Kültür', deleted: false },
      type: 'news',
      isFeatured: '3d',
      hit: 0,
      photos: [],
      author: { name: expect.any(String), deleted: false },
    });
    expect(news.tags.map((tag: { id: number }) => tag.id).sort()).toEqual([...tagIds].sort());
    expect(news.posterUrl).toMatch(/^\/media\/news\/[0-9a-f]+-jpg\/large\.webp$/);
    expect(news.posterThumbUrl).toBe(news.posterUrl.replace('/large.webp', '/thumb.webp'));
    for (const url of [news.posterUrl, news.posterThumbUrl]) expect(onDisk(url)).toBe(true);
    const served = await fetch(`${t.baseUrl}${news.posterThumbUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await staff.get(`/api/news/${news.id}`)).body).toEqual(news);
  });

  it.each([
    ['no title', { title: '' }, { title: 'News.Title.required' }],
    ['a one-letter title', { title: 'A' }, { title: 'News.Title.min' }],
    ['a 201-letter teaser', { teaser: 'ö'.repeat(201) }, { teaser: 'News.Teaser.max' }],
    ['blank content', { content: BLANK }, { content: 'News.Content.required' }],
    ['no tag', { tagIds: [] }, { tagIds: 'News.TagIds.min' }],
    ['no category', { categoryId: '' }, { categoryId: 'News.CategoryId.required' }],
    ['an unknown type', { type: 'sports' }, { type: 'News.Type.invalid' }],
    ['an unknown featuring period', { isFeatured: '2d' }, { isFeatured: 'News.IsFeatured.invalid' }],
  ])('answers 400 for %s, keeps no file and creates nothing', async (_label, overrides, expected) => {
    const before = newsFolders();
    const response = await staff.multipart('POST', '/api/news', fields(overrides), { poster: await jpeg() });
    expectError(response, 400, 'BAD_USER_INPUT', expected);
    expect(newsFolders()).toEqual(before);
  });

  it('refuses an unknown category or tag with their keys and keeps no file', async () => {
    const before = newsFolders();
    const response = await staff.multipart('POST', '/api/news', fields({ categoryId: '999999', tagIds: [String(tagIds[0]), '999999'] }), { poster: await jpeg() });
    expectError(response, 400, 'BAD_USER_INPUT', { categoryId: 'News.CategoryId.invalid', tagIds: 'News.TagIds.invalid' });
    expect(newsFolders()).toEqual(before);
  });

  it('requires a poster on create', async () => {
    expectError(await staff.multipart('POST', '/api/news', fields()), 400, 'BAD_USER_INPUT', { poster: 'News.Poster.required' });
  });

  it('refuses a text file named .png (415) and an oversize image (413), keeping no file', async () => {
    const before = newsFolders();
    const text = { name: 'poster.png', type: 'image/png', bytes: Buffer.from('bu bir resim değil') };
    expectError(await staff.multipart('POST', '/api/news', fields(), { poster: text }), 415, 'UNSUPPORTED_MEDIA_TYPE', { poster: 'Media.File.unsupported' });
    const noise = await sharp(Buffer.from(Array.from({ length: 1600 * 1600 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 1600, height: 1600, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const big = { name: 'buyuk.png', type: 'image/png', bytes: noise };
    expectError(await staff.multipart('POST', '/api/news', fields(), { poster: big }), 413, 'PAYLOAD_TOO_LARGE', { poster: 'Media.File.tooLarge' });
    expect(newsFolders()).toEqual(before);
  });

  it('two creates at once both succeed, on the embedded database too', async () => {
    const [a, b] = await Promise.all([
      staff.multipart('POST', '/api/news', fields({ title: 'Aynı Anda Bir' }), { poster: await jpeg() }),
      staff.multipart('POST', '/api/news', fields({ title: 'Aynı Anda İki' }), { poster: await jpeg() }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
  });
});

describe('editing a news item', () => {
  it('PATCH changes only what it sends; a new title moves the slug and keeps the old one as a redirect', async () => {
    const news = await createNews({ title: 'Eski Başlık Burada' });
    const response = await staff.multipart('PATCH', `/api/news/${news.id}`, { title: 'Yeni Başlık Burada', isFeatured: '1w' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Yeni Başlık Burada', slug: 'yeni-baslik-burada', teaser: news.teaser, isFeatured: '1w', posterUrl: news.posterUrl });
    const rows = await t.app.db.orm.em.fork().getConnection().execute(`select old_slug from slug_redirects where kind = 'News' and target_id = ?`, [news.id]);
    expect(rows).toEqual([{ old_slug: 'eski-baslik-burada' }]);
  });

  it('replacing the poster removes the old files; a bad edit changes nothing and keeps no new file', async () => {
    const news = await createNews();
    const before = newsFolders();
    const bad = await staff.multipart('POST', `/api/news/${news.id}`, { teaser: 'x'.repeat(201) }, { poster: await jpeg() });
    expectError(bad, 400, 'BAD_USER_INPUT', { teaser: 'News.Teaser.max' });
    expect(newsFolders()).toEqual(before);
    const replaced = await staff.multipart('POST', `/api/news/${news.id}`, {}, { poster: await jpeg(1200, 800) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.posterUrl).not.toBe(news.posterUrl);
    expect(onDisk(replaced.body.posterUrl)).toBe(true);
    expect(onDisk(news.posterUrl)).toBe(false);
  });
});

describe('the photo gallery', () => {
  it('adds three photos, deletes one (its files go), and refuses eleven at once', async () => {
    const news = await createNews();
    const photos = await staff.multipart('POST', `/api/news/${news.id}/photo`, {}, { photos: [await jpeg(), await jpeg(), await jpeg()] });
    expect(photos.status).toBe(201);
    expect(photos.body.map((photo: { position: number }) => photo.position)).toEqual([1, 2, 3]);
    const [first, second] = photos.body;
    expect(onDisk(first.url) && onDisk(first.thumbUrl)).toBe(true);

    expect((await staff.delete(`/api/news/${news.id}/photo/${first.id}`)).status).toBe(204);
    expect(onDisk(first.url)).toBe(false);
    expect((await staff.get(`/api/news/${news.id}`)).body.photos.map((photo: { id: number }) => photo.id)).toEqual([second.id, photos.body[2].id]);
    expectError(await staff.delete(`/api/news/${news.id}/photo/${first.id}`), 404, 'NOT_FOUND');

    const before = newsFolders();
    const eleven = await Promise.all(Array.from({ length: 11 }, () => jpeg(320, 200)));
    expectError(await staff.multipart('POST', `/api/news/${news.id}/photo`, {}, { photos: eleven }), 400, 'BAD_USER_INPUT', { photos: 'News.Photos.max' });
    expect(newsFolders()).toEqual(before);
  });

  it('can be reordered through GraphQL', async () => {
    const news = await createNews();
    const added = (await staff.multipart('POST', `/api/news/${news.id}/photo`, {}, { photos: [await jpeg(), await jpeg()] })).body;
    const reordered = await staff.graphql('mutation ($input: ReorderNewsPhotosInput!) { reorderNewsPhotos(input: $input) { id position } }', {
      input: { id: news.id, photoIds: [added[1].id, added[0].id] },
    });
    expect(reordered.body.data.reorderNewsPhotos).toEqual([
      { id: added[1].id, position: 1 },
      { id: added[0].id, position: 2 },
    ]);
  });
});

describe('a deleted category', () => {
  it('still shows on its news, marked deleted, instead of disappearing', async () => {
    const doomed = (await staff.post('/api/categories', { name: 'Kapanan Bölüm', description: 'Silinecek kategori' })).body;
    const news = await createNews({ categoryId: String(doomed.id) });
    expect((await staff.delete(`/api/categories/${doomed.id}`)).status).toBe(204);
    const read = await staff.get(`/api/news/${news.id}`);
    expect(read.body).toMatchObject({ categoryId: doomed.id, category: { id: doomed.id, name: 'Kapanan Bölüm', deleted: true } });
    const listed = await staff.get(`/api/news?query=${encodeURIComponent(news.title)}&pageSize=100`);
    expect(listed.body.items.find((item: { id: number }) => item.id === news.id).category).toMatchObject({ deleted: true });
  });
});

describe('DELETE /api/news/{id}', () => {
  it('answers 204, removes the poster and gallery files, and the item is then 404', async () => {
    const news = await createNews();
    const [photo] = (await staff.multipart('POST', `/api/news/${news.id}/photo`, {}, { photos: [await jpeg()] })).body;
    expect((await staff.delete(`/api/news/${news.id}`)).status).toBe(204);
    expect(onDisk(news.posterUrl) || onDisk(photo.url)).toBe(false);
    expectError(await staff.get(`/api/news/${news.id}`), 404, 'NOT_FOUND');
    expect((await staff.get('/api/news/all')).body.map((item: { id: number }) => item.id)).not.toContain(news.id);
  });

  it.each(['999999', 'abc'])('answers 404 for the id %s on a multipart PATCH with only some fields', async (id) => {
    expectError(await staff.multipart('PATCH', `/api/news/${id}`, { title: 'Yok Böyle' }), 404, 'NOT_FOUND');
  });
});

describe('GET /api/news/{id}', () => {
  describeUnknownIds(api, {
    path: '/news',
    sampleBody: () => fields({ title: unique('Olmayan Haber ') }),
    // The edit form without a new poster.
    sampleFiles: () => ({}),
    expectNothingCreated: async (_api, body) => expect((await staff.get(`/api/news?${new URLSearchParams({ query: body.title as string })}`)).body.totalItems).toBe(0),
  });
});

describe('the list and its search', () => {
  it('finds news by the words of title and teaser in any order, newest first', async () => {
    const a = await createNews({ title: 'Çankaya’da Sonbahar Konseri', teaser: 'Müzik dolu bir akşam.' });
    const response = await staff.get('/api/news?query=muzik%20cankayada');
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: { id: number }) => item.id)).toEqual([a.id]);
  });

  it('answers each item as the list shows it; the item answers its text, tags, gallery and author', async () => {
    const made = await createNews({ title: unique('Liste Satırı ') });
    const listed = await staff.get(`/api/news?${new URLSearchParams({ query: made.title })}`);
    const [row] = listed.body.items;
    expect(row).toMatchObject({ id: made.id, title: made.title, category: { id: expect.any(Number) }, status: 'published', version: expect.any(Number) });
    for (const whole of ['content', 'contentHtml', 'tags', 'photos', 'author']) expect(row).not.toHaveProperty(whole);
    const item = (await staff.get(`/api/news/${made.id}`)).body;
    expect(item).toEqual({ ...row, content: expect.any(Array), contentHtml: expect.any(String), tags: expect.any(Array), photos: [], author: expect.any(Object) });
  });
});

describe('the tags of news', () => {
  it('are each item’s live tags by name, for a whole list at once; a deleted tag drops off', async () => {
    const [zeytin, armut] = await Promise.all(
      [unique('Zeytin '), unique('Armut ')].map(async (name) => (await staff.post('/api/tags', { name, description: 'Meyve' })).body as { id: number; name: string }),
    );
    const both = await createNews({ title: unique('Meyve Bahçesi '), tagIds: [String(zeytin!.id), String(armut!.id)] });
    const one = await createNews({ title: unique('Zeytin Hasadı '), tagIds: [String(zeytin!.id)] });
    const names = async (id: number) => ((await staff.get(`/api/news/${id}`)).body.tags as Array<{ name: string }>).map((tag) => tag.name);
    expect(await names(both.id)).toEqual([armut!.name, zeytin!.name]);
    expect(await names(one.id)).toEqual([zeytin!.name]);
    const listed = await t.client().graphql(`{ publicNewsList(pageSize: 100) { items { id tags { name } } } }`);
    const tagsOf = (id: number) => listed.body.data.publicNewsList.items.find((item: { id: number }) => item.id === id)?.tags;
    expect([tagsOf(both.id), tagsOf(one.id)]).toEqual([[{ name: armut!.name }, { name: zeytin!.name }], [{ name: zeytin!.name }]]);

    expect((await staff.delete(`/api/tags/${armut!.id}`)).status).toBe(204);
    expect(await names(both.id)).toEqual([zeytin!.name]);
  });
});

describePagingErrors(api, '/news');

/** The upload folders once the guards' target exists: refused calls, which carry a poster and a photo, add none. */
let stored: string[];
describeRouteGuards(api, {
  path: '/news',
  documented: [
    'DELETE /news/:id',
    'DELETE /news/:id/photo/:photoId',
    'GET /news',
    'GET /news/:id',
    'GET /news/all',
    'PATCH /news/:id',
    'POST /news',
    'POST /news/:id',
    'POST /news/:id/photo',
    'POST /news/:id/publication',
    'PUT /news/:id',
  ],
  sampleBody: () => fields({ title: unique('İzinsiz ') }),
  // Each form's files: the poster of create and edit, the photos of the gallery.
  sampleFiles: () => ({ poster, photos: [poster] }),
  async createTarget() {
    const news = await createNews();
    const [photo] = (await staff.multipart('POST', `/api/news/${news.id}/photo`, {}, { photos: [await jpeg()] })).body;
    stored = newsFolders();
    return { ...(await staff.get(`/api/news/${news.id}`)).body, photoId: photo.id };
  },
  pathParams: (target) => ({ photoId: target.photoId }),
  async expectUnchanged(_api, { photoId, ...target }) {
    expect(newsFolders()).toEqual(stored);
    const read = await staff.get(`/api/news/${target.id}`);
    expect(read.body).toEqual(target);
    expect(read.body.photos.map((photo: { id: number }) => photo.id)).toEqual([photoId]);
    expect((await staff.get('/api/news?query=izinsiz')).body.totalItems).toBe(0);
  },
});
