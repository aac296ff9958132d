import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { expectError, expectGraphQLError } from '../../test/expect.js';
import { unique } from '../../test/factories.js';
import { describePagingErrors, describeRouteGuards, describeUnknownIds, useTestApp } from '../../test/resource-contract.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { paragraph } from '../common/rich-text.js';
import { redirectedSlug } from '../common/slug-history.js';
import { ArchiveIssue } from './archive-issue.entity.js';

/*
 * Archive issues over HTTP (spec §5, §7): the real server, a cloned migrated database and real
 * files under DATA_DIR/uploads. The guards, paging keys and unknown ids every staff resource shares
 * come from resource-contract.ts.
 */

interface File {
  name: string;
  type?: string;
  bytes: Buffer;
}

let jpeg: Buffer;
let otherPng: Buffer;
let pdf: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 800, height: 1100, channels: 3, background: '#246' } }).jpeg().toBuffer();
  otherPng = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#a42' } }).png().toBuffer();
  const doc = await PDFDocument.create();
  doc.addPage();
  pdf = Buffer.from(await doc.save());
});

const poster = (): File => ({ name: 'kapak.jpg', type: 'image/jpeg', bytes: jpeg });
const preview = (): File => ({ name: 'onizleme.pdf', type: 'application/pdf', bytes: pdf });
const rich = (text: string) => JSON.stringify([paragraph(text)]);

const fields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: unique('Sayı '),
  description: 'Kentin sesleri üzerine bir dosya.',
  content: rich('İçindekiler: kentin ses haritası'),
  masthead: rich('Genel yayın yönetmeni: Ayşe Yılmaz'),
  price: '250',
  link: 'https://dergi.example/magaza/sayi-1',
  isFeatured: 'yes',
  ...overrides,
});

const SHAPE = {
  id: expect.any(Number),
  title: expect.any(String),
  slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  description: expect.any(String),
  posterUrl: expect.stringMatching(/^\/media\/archives\/[0-9a-f]{20}-jpg\/large\.webp$/),
  posterThumbUrl: expect.stringMatching(/^\/media\/archives\/[0-9a-f]{20}-jpg\/thumb\.webp$/),
  previewUrl: expect.stringMatching(/^\/media\/archives\/[0-9a-f]{20}\/preview\.pdf$/),
  isFeatured: expect.stringMatching(/^(yes|no)$/),
  price: expect.stringMatching(/^\d+\.\d\d$/),
  link: expect.any(String),
  content: expect.any(Array),
  contentHtml: expect.any(String),
  masthead: expect.any(Array),
  mastheadHtml: expect.any(String),
  hit: 0,
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  status: 'published',
  publishAt: null,
  publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  version: expect.any(Number),
};

/** An issue in the admin list: its card and publication, without the rich texts (the issue's own answer has them). */
const { content: _content, contentHtml: _contentHtml, masthead: _masthead, mastheadHtml: _mastheadHtml, ...ROW_SHAPE } = SHAPE;

/** The folder of a stored file on disk: `/media/archives/<id>/x` → `<dataDir>/uploads/archives/<id>`. */
const folderOf = (t: TestApp, url: string) => path.join(t.config.dataDir, 'uploads', path.dirname(url.replace(/^\/media\//, '')));
/** The folders under uploads/archives (each stored upload has one). */
const folders = (t: TestApp) => {
  const dir = path.join(t.config.dataDir, 'uploads', 'archives');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe('archive issues', () => {
  const api = useTestApp();
  let t: TestApp;
  let staff: TestClient;
  beforeAll(() => {
    ({ t, staff } = api);
  });

  const create = async (overrides: Record<string, string> = {}) => {
    const response = await staff.multipart('POST', '/api/archives', fields(overrides), { poster: poster(), preview: preview() });
    expect(response.status).toBe(201);
    return response.body;
  };

  describe('POST /api/archives', () => {
    it('creates: 201 with the item, the poster variants and the PDF on disk', async () => {
      const sent = fields({ title: 'Sayı 124: Şehir Işıkları', price: '250,5', isFeatured: 'yes' });
      const response = await staff.multipart('POST', '/api/archives', sent, { poster: poster(), preview: preview() });
      expect(response.status).toBe(201);
      const issue = response.body;
      expect(issue).toEqual({
        ...SHAPE,
        title: 'Sayı 124: Şehir Işıkları',
        slug: 'sayi-124-sehir-isiklari',
        description: sent.description,
        isFeatured: 'yes',
        price: '250.50',
        link: sent.link,
        content: JSON.parse(sent.content!),
        contentHtml: '<p>İçindekiler: kentin ses haritası</p>',
        masthead: JSON.parse(sent.masthead!),
        mastheadHtml: '<p>Genel yayın yönetmeni: Ayşe Yılmaz</p>',
      });
      expect(path.dirname(issue.posterThumbUrl)).toBe(path.dirname(issue.posterUrl));

      const posterFolder = folderOf(t, issue.posterUrl);
      expect(readdirSync(posterFolder).sort()).toEqual(['large.webp', 'medium.webp', 'original.jpg', 'small.webp', 'thumb.webp']);
      expect(readdirSync(folderOf(t, issue.previewUrl))).toEqual(['preview.pdf']);
      const served = await fetch(t.baseUrl + issue.previewUrl);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);

      const read = await staff.get(`/api/archives/${issue.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(issue);
    });

    it.each([
      ['250', '250.00'],
      ['250.5', '250.50'],
      ['250,50', '250.50'],
      [' 0 ', '0.00'],
      ['99999999.99', '99999999.99'],
    ])('takes the price %j as %s', async (price, stored) => {
      expect((await create({ price, isFeatured: 'no' })).price).toBe(stored);
    });

    it('answers isFeatured as it was chosen', async () => {
      expect((await create({ isFeatured: 'no' })).isFeatured).toBe('no');
    });

    const blank = JSON.stringify([paragraph()]);
    it.each([
      ['an empty title', { title: '' }, { title: 'Archive.Title.required' }],
      ['a whitespace-only title', { title: '   ' }, { title: 'Archive.Title.required' }],
      ['a one-letter title', { title: ' Ş ' }, { title: 'Archive.Title.min' }],
      ['a 151-letter title', { title: 'ş'.repeat(151) }, { title: 'Archive.Title.max' }],
      ['an empty description', { description: ' ' }, { description: 'Archive.Description.required' }],
      ['a 251-letter description', { description: 'ü'.repeat(251) }, { description: 'Archive.Description.max' }],
      ['empty content', { content: '' }, { content: 'Archive.Content.required' }],
      ['content that is the blank paragraph', { content: blank }, { content: 'Archive.Content.required' }],
      ['content that is not Slate JSON', { content: '{"type":"script"}' }, { content: 'Archive.Content.invalid' }],
      ['content that is not JSON', { content: '<p>x</p>' }, { content: 'Archive.Content.invalid' }],
      ['an empty masthead', { masthead: '' }, { masthead: 'Archive.Masthead.required' }],
      ['a masthead that is the blank paragraph', { masthead: blank }, { masthead: 'Archive.Masthead.required' }],
      ['a masthead with a disallowed node', { masthead: JSON.stringify([{ type: 'iframe', children: [{ text: 'x' }] }]) }, { masthead: 'Archive.Masthead.invalid' }],
      ['no price', { price: '' }, { price: 'Archive.Price.required' }],
      ['a negative price', { price: '-1' }, { price: 'Archive.Price.invalid' }],
      ['a price with three decimals', { price: '1.234' }, { price: 'Archive.Price.invalid' }],
      ['a price that is not a number', { price: 'on lira' }, { price: 'Archive.Price.invalid' }],
      ['a price beyond numeric(10,2)', { price: '123456789' }, { price: 'Archive.Price.invalid' }],
      ['no link', { link: '' }, { link: 'Archive.Link.required' }],
      ['an ftp link', { link: 'ftp://dergi.example/sayi' }, { link: 'Archive.Link.invalid' }],
      ['a javascript link', { link: 'javascript:alert(1)' }, { link: 'Archive.Link.invalid' }],
      ['a link that is not an address', { link: 'dergi magaza' }, { link: 'Archive.Link.invalid' }],
      ['no isFeatured', { isFeatured: '' }, { isFeatured: 'Archive.IsFeatured.required' }],
      ['an isFeatured other than yes or no', { isFeatured: 'true' }, { isFeatured: 'Archive.IsFeatured.invalid' }],
    ])('answers 400 with field keys for %s, storing no file', async (_label, overrides, expected) => {
      const before = folders(t);
      expectError(await staff.multipart('POST', '/api/archives', fields(overrides), { poster: poster(), preview: preview() }), 400, 'BAD_USER_INPUT', expected);
      expect(folders(t)).toEqual(before);
    });

    it('answers 400 with every key when nothing is sent', async () => {
      expectError(await staff.multipart('POST', '/api/archives', {}, {}), 400, 'BAD_USER_INPUT', {
        title: 'Archive.Title.required',
        description: 'Archive.Description.required',
        content: 'Archive.Content.required',
        masthead: 'Archive.Masthead.required',
        price: 'Archive.Price.required',
        link: 'Archive.Link.required',
        isFeatured: 'Archive.IsFeatured.required',
        poster: 'Archive.Poster.required',
        preview: 'Archive.Preview.required',
      });
    });

    it.each([
      ['the poster', { preview: preview() }, { poster: 'Archive.Poster.required' }],
      ['the preview', { poster: poster() }, { preview: 'Archive.Preview.required' }],
    ])('answers 400 without %s, storing no file', async (_label, files, expected) => {
      const before = folders(t);
      expectError(await staff.multipart('POST', '/api/archives', fields(), files), 400, 'BAD_USER_INPUT', expected);
      expect(folders(t)).toEqual(before);
    });

    it('refuses a text file named .png as poster: 415 Media.File.unsupported', async () => {
      const before = folders(t);
      const fake = { name: 'kapak.png', type: 'image/png', bytes: Buffer.from('bu bir resim değil') };
      expectError(await staff.multipart('POST', '/api/archives', fields(), { poster: fake, preview: preview() }), 415, 'UNSUPPORTED_MEDIA_TYPE', {
        poster: 'Media.File.unsupported',
      });
      expect(folders(t)).toEqual(before);
    });

    it('refuses a fake PDF as preview (415) and discards the poster already stored', async () => {
      const before = folders(t);
      const fake = { name: 'onizleme.pdf', type: 'application/pdf', bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 7)]) };
      expectError(await staff.multipart('POST', '/api/archives', fields(), { poster: poster(), preview: fake }), 415, 'UNSUPPORTED_MEDIA_TYPE', {
        preview: 'Media.File.unsupported',
      });
      expect(folders(t)).toEqual(before);
    });

    it('a failed create (bad title, valid files) answers 400 and leaves no new folder', async () => {
      const before = folders(t);
      expectError(await staff.multipart('POST', '/api/archives', fields({ title: 'x' }), { poster: poster(), preview: preview() }), 400, 'BAD_USER_INPUT', {
        title: 'Archive.Title.min',
      });
      expect(folders(t)).toEqual(before);
    });
  });

  describe('GET /api/archives', () => {
    it('lists newest first and finds words of title and description in any order, folded', async () => {
      const tail = unique('').toLowerCase();
      const first = await create({ title: `Kültür Gündemi ${tail}`, description: 'Ankara’nın tiyatroları' });
      const second = await create({ title: `Şiir Dosyası ${tail}`, description: 'Genç şairler ve Ankara' });
      const search = async (query: string) => {
        const response = await staff.get(`/api/archives?${new URLSearchParams({ query, pageSize: '100' })}`);
        expect(response.status).toBe(200);
        return response.body.items.map((item: { id: number }) => item.id);
      };
      expect(await search(`ankara ${tail}`)).toEqual([second.id, first.id]);
      expect(await search(`${tail} KULTUR`)).toEqual([first.id]);
      expect(await search(`tiyatrolari ${tail}`)).toEqual([first.id]);
      expect(await search(`sairler ${tail}`)).toEqual([second.id]);

      const page = await staff.get('/api/archives?page=1&pageSize=1');
      expect(page.body).toEqual({ items: [{ ...ROW_SHAPE, ...page.body.items[0] }], page: 1, pageSize: 1, totalItems: expect.any(Number), totalPages: page.body.totalItems });
      expect(Object.keys(page.body.items[0]).sort()).toEqual(Object.keys(ROW_SHAPE).sort());
      expect((await staff.get('/api/archives')).body.pageSize).toBe(20);
    });
  });

  describePagingErrors(api, '/archives');

  describe('PUT and PATCH /api/archives/{id}', () => {
    it('PUT with a new poster replaces it: the old folder is gone, the preview is kept', async () => {
      const issue = await create();
      const response = await staff.multipart('PUT', `/api/archives/${issue.id}`, fields({ title: issue.title, isFeatured: 'no', price: '300' }), {
        poster: { name: 'yeni.png', type: 'image/png', bytes: otherPng },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...issue,
        version: issue.version + 1,
        posterUrl: expect.stringMatching(/^\/media\/archives\/[0-9a-f]{20}-png\/large\.webp$/),
        posterThumbUrl: expect.stringMatching(/-png\/thumb\.webp$/),
        isFeatured: 'no',
        price: '300.00',
        updatedAt: expect.any(String),
      });
      expect(existsSync(folderOf(t, issue.posterUrl))).toBe(false);
      expect(readdirSync(folderOf(t, response.body.posterUrl))).toContain('original.png');
      expect(existsSync(path.join(folderOf(t, issue.previewUrl), 'preview.pdf'))).toBe(true);
    });

    it('PATCH with a new preview replaces it: the old folder is gone', async () => {
      const issue = await create();
      const response = await staff.multipart('PATCH', `/api/archives/${issue.id}`, {}, { preview: preview() });
      expect(response.status).toBe(200);
      expect(response.body.previewUrl).not.toBe(issue.previewUrl);
      expect(response.body.posterUrl).toBe(issue.posterUrl);
      expect(existsSync(folderOf(t, issue.previewUrl))).toBe(false);
      expect(readdirSync(folderOf(t, response.body.previewUrl))).toEqual(['preview.pdf']);
    });

    it('PATCH changing only the title: the slug follows and the old slug redirects to it', async () => {
      const issue = await create({ title: unique('Eski Başlık ') });
      const title = unique('Yeni Başlık ');
      const response = await staff.multipart('PATCH', `/api/archives/${issue.id}`, { title }, {});
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...issue, title, slug: expect.stringMatching(/^yeni-baslik-/), updatedAt: expect.any(String), version: issue.version + 1 });
      const em = t.app.db.orm.em.fork();
      expect(await redirectedSlug(em, ArchiveIssue, issue.slug)).toBe(response.body.slug);
    });

    it('PATCH with JSON edits the rich text and renders it again', async () => {
      const issue = await create();
      const response = await staff.patch(`/api/archives/${issue.id}`, { masthead: [paragraph('Editör: Mehmet Kaya')], description: 'Yeni açıklama' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ mastheadHtml: '<p>Editör: Mehmet Kaya</p>', description: 'Yeni açıklama', contentHtml: issue.contentHtml });
    });

    it('PUT reports every missing text field, and a bad edit changes nothing and stores no file', async () => {
      const issue = await create();
      const before = folders(t);
      expectError(await staff.multipart('PUT', `/api/archives/${issue.id}`, { title: 'x' }, { poster: poster() }), 400, 'BAD_USER_INPUT', {
        title: 'Archive.Title.min',
        description: 'Archive.Description.required',
        content: 'Archive.Content.required',
        masthead: 'Archive.Masthead.required',
        price: 'Archive.Price.required',
        link: 'Archive.Link.required',
        isFeatured: 'Archive.IsFeatured.required',
      });
      expectError(await staff.multipart('PATCH', `/api/archives/${issue.id}`, { price: '12,345' }, {}), 400, 'BAD_USER_INPUT', { price: 'Archive.Price.invalid' });
      expect(folders(t)).toEqual(before);
      expect((await staff.get(`/api/archives/${issue.id}`)).body).toEqual(issue);
    });

    it('a refused new poster keeps the old one', async () => {
      const issue = await create();
      const fake = { name: 'kapak.png', type: 'image/png', bytes: Buffer.from('metin') };
      expectError(await staff.multipart('PATCH', `/api/archives/${issue.id}`, {}, { poster: fake }), 415, 'UNSUPPORTED_MEDIA_TYPE', { poster: 'Media.File.unsupported' });
      expect((await staff.get(`/api/archives/${issue.id}`)).body.posterUrl).toBe(issue.posterUrl);
      expect(existsSync(folderOf(t, issue.posterUrl))).toBe(true);
    });
  });

  describe('DELETE /api/archives/{id}', () => {
    it('answers 204, then 404, and removes the cover and PDF files', async () => {
      const issue = await create();
      const response = await staff.delete(`/api/archives/${issue.id}`);
      expect(response.status).toBe(204);
      expect(response.body).toBeUndefined();
      expectError(await staff.get(`/api/archives/${issue.id}`), 404, 'NOT_FOUND');
      expectError(await staff.delete(`/api/archives/${issue.id}`), 404, 'NOT_FOUND');
      const listed = await staff.get(`/api/archives?query=${encodeURIComponent(issue.title)}`);
      expect(listed.body.items).toEqual([]);
      expect(existsSync(folderOf(t, issue.posterUrl))).toBe(false);
      expect(existsSync(folderOf(t, issue.previewUrl))).toBe(false);
    });
  });

  describe('GET /api/archives/{id}', () => {
    describeUnknownIds(api, {
      path: '/archives',
      sampleBody: () => fields(),
      // The edit form without new files.
      sampleFiles: () => ({}),
      expectNothingCreated: async (_api, body) => expect((await staff.get(`/api/archives?${new URLSearchParams({ query: body.title as string })}`)).body.totalItems).toBe(0),
    });
  });

  /** The upload folders once the guards' target exists: refused calls, which carry a poster and a PDF, add none. */
  let stored: string[];
  describeRouteGuards(api, {
    path: '/archives',
    // No public archive path.
    documented: ['DELETE /archives/:id', 'GET /archives', 'GET /archives/:id', 'PATCH /archives/:id', 'POST /archives', 'POST /archives/:id/publication', 'PUT /archives/:id'],
    sampleBody: () => fields({ title: unique('İzinsiz ') }),
    sampleFiles: () => ({ poster: poster(), preview: preview() }),
    async createTarget() {
      const target = await create();
      stored = folders(t);
      return target;
    },
    async expectUnchanged(_api, target) {
      expect(folders(t)).toEqual(stored);
      expect((await staff.get(`/api/archives/${target.id}`)).body.title).toBe(target.title);
      expect((await staff.get('/api/archives?query=izinsiz')).body.totalItems).toBe(0);
    },
  });

  describe('the same operations through GraphQL', () => {
    const FIELDS = 'id title slug isFeatured price posterThumbUrl';

    it('read, list and delete as staff', async () => {
      const issue = await create({ price: '99,9', isFeatured: 'no' });
      const read = await staff.graphql(`query ($id: Int!) { archiveIssue(id: $id) { ${FIELDS} } }`, { id: issue.id });
      expect(read.body).toEqual({
        data: { archiveIssue: { id: issue.id, title: issue.title, slug: issue.slug, isFeatured: 'no', price: '99.90', posterThumbUrl: issue.posterThumbUrl } },
      });

      const listed = await staff.graphql(`query ($query: String) { archiveIssueList(query: $query, pageSize: 5) { items { id } page pageSize totalItems totalPages } }`, {
        query: issue.title.toLocaleLowerCase('tr'),
      });
      expect(listed.body.data.archiveIssueList).toEqual({ items: [{ id: issue.id }], page: 1, pageSize: 5, totalItems: 1, totalPages: 1 });

      const deleted = await staff.graphql('mutation ($input: IdInput!) { deleteArchiveIssue(input: $input) }', { input: { id: issue.id } });
      expect(deleted.body).toEqual({ data: { deleteArchiveIssue: true } });
      expectGraphQLError(await staff.graphql(`query ($id: Int!) { archiveIssue(id: $id) { id } }`, { id: issue.id }), 'NOT_FOUND', 404);
    });

    it('updates text fields and reports bad input with the spec keys', async () => {
      const issue = await create();
      const updated = await staff.graphql(`mutation ($input: UpdateArchiveIssueInput!) { updateArchiveIssue(input: $input) { ${FIELDS} link } }`, {
        input: { id: issue.id, price: '12', link: 'http://dergi.example/x', isFeatured: 'yes' },
      });
      expect(updated.body.data.updateArchiveIssue).toMatchObject({ id: issue.id, price: '12.00', link: 'http://dergi.example/x', isFeatured: 'yes' });

      expectGraphQLError(
        await staff.graphql('mutation ($input: UpdateArchiveIssueInput!) { updateArchiveIssue(input: $input) { id } }', {
          input: { id: issue.id, title: 'x', link: 'mailto:a@b.c', isFeatured: 'evet' },
        }),
        'BAD_USER_INPUT',
        400,
        { title: 'Archive.Title.min', link: 'Archive.Link.invalid', isFeatured: 'Archive.IsFeatured.invalid' },
      );
    });

    it('answers NOT_FOUND for a missing issue, and UNAUTHENTICATED anonymously', async () => {
      expectGraphQLError(await staff.graphql('{ archiveIssue(id: 999999) { id } }'), 'NOT_FOUND', 404);
      expectGraphQLError(await staff.graphql('mutation { deleteArchiveIssue(input: { id: 999999 }) }'), 'NOT_FOUND', 404);
      expectGraphQLError(await t.client().graphql('{ archiveIssueList { totalItems } }'), 'UNAUTHENTICATED', 401);
    });
  });
});

describe('archive issues with small media limits', () => {
  let t: TestApp;
  let staff: TestClient;
  beforeAll(async () => {
    t = await startTestApp({ mediaLimits: { imageBytes: 50_000, imagePixels: 40_000_000, pdfBytes: 1_000_000 } });
    staff = await t.staff();
  });
  afterAll(() => t.close());

  it('refuses an image over the byte limit: 413 Media.File.tooLarge on poster, no file kept', async () => {
    const noisy = await sharp({ create: { width: 800, height: 1100, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).jpeg({ quality: 95 }).toBuffer();
    expect(noisy.length).toBeGreaterThan(50_000);
    expect(noisy.length).toBeLessThan(1_000_000);
    const response = await staff.multipart('POST', '/api/archives', fields(), {
      poster: { name: 'buyuk.jpg', type: 'image/jpeg', bytes: noisy },
      preview: preview(),
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE', { poster: 'Media.File.tooLarge' });
    expect(folders(t)).toEqual([]);
  });
});
