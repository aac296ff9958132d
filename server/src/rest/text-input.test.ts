import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { expectError } from '../test/expect.js';
import { insertNews, nextAddress } from '../test/factories.js';
import { fakeClientDist } from '../test/fake-client-dist.js';
import { tablePrints } from '../test/table-prints.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import type { TestClient } from '../test/test-client.js';

/*
 * Bad text over REST (security review T3-L1, first review L1/L3/L7, reliability defects 4, 8, 9):
 * the reader's forms refuse NUL, control characters and invisible-only texts with 400 and the
 * field's key; path parameters that cannot name anything are 404; names must show a letter or a
 * digit; a news item without content is 400; rich text comes as a document or its JSON text; a
 * body that is not UTF-8 is 400; and no 404 of /media or /assets names a path on the server.
 */

/** A client build small enough to read: its renderer asks GraphQL for the news item of /haber/<slug>, as the real one does. */
const NEWS_PAGE_RENDERER = `export async function render(request) {
  const slug = decodeURIComponent(new URL(request.url, 'http://x').pathname.split('/')[2] ?? '');
  const { errors } = await request.execute({ query: 'query ($slug: String!) { publicNewsItem(slug: $slug) { title } }', variables: { slug } });
  const status = errors ? (errors[0].extensions?.status ?? 500) : 200;
  return { status, html: '<!doctype html><p>' + status + '</p>' };
}\n`;

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  const dist = fakeClientDist(NEWS_PAGE_RENDERER, { assets: { 'app-1a2b.js': 'export {};\n' } });
  t = await startTestApp({ trustProxy: 1, clientDist: dist, pageCache: { ttlSeconds: 0, maxMegabytes: 0 } });
  staff = await t.staff();
});
afterAll(() => t.close());

/** A reader from an address of its own (the forms are limited per address). */
const reader = () => {
  const client = t.client();
  const address = nextAddress();
  const request = client.request.bind(client);
  client.request = (method, url, options = {}) => request(method, url, { ...options, headers: { 'x-forwarded-for': address, ...options.headers } });
  return client;
};

const REFUSED: [string, string][] = [
  ['a NUL inside', 'Ayşe\u0000 Yılmaz'],
  ['a NUL only', '\u0000'],
  ['a C0 control', 'Ayşe\u0001Yılmaz'],
  ['an escape sequence', 'Ayşe \u001b[2J Yılmaz'],
  ['DEL', 'Ayşe\u007f'],
  ['a lone surrogate', 'Ayşe \udc00'],
  ['direction overrides only', '\u202e\u202e\u202e'],
  ['zero-width characters only', '\u200b\u200c\u200d\ufeff'],
];

const FORMS: { path: string; body: Record<string, string>; keys: Record<string, string> }[] = [
  {
    path: '/api/public-contact/send-message',
    body: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '0532 123 45 67', message: 'Merhaba, bir sorum var.' },
    keys: { name: 'Contact.Name.invalid', email: 'Contact.Email.invalid', phone: 'Contact.Phone.invalid', message: 'Contact.Message.invalid' },
  },
  {
    path: '/api/public-newsletter-subscription/subscribe',
    body: { email: 'okur@example.com' },
    keys: { email: 'Newsletter.Email.invalid' },
  },
  {
    path: '/api/public-subscriptions/personal',
    body: { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '0532 123 45 67', address: 'Kızılay, Ankara' },
    keys: { name: 'Subscription.Name.invalid', email: 'Subscription.Email.invalid', phone: 'Subscription.Phone.invalid', address: 'Subscription.Address.invalid' },
  },
  {
    path: '/api/public-subscriptions/company',
    body: { name: 'Ayşe Yılmaz', company: 'Dergi A.Ş.', email: 'ayse@example.com', phone: '0532 123 45 67', address: 'Kızılay, Ankara', tax: '1234567890' },
    keys: {
      name: 'Subscription.Name.invalid',
      company: 'Subscription.CompanyName.invalid',
      email: 'Subscription.Email.invalid',
      phone: 'Subscription.Phone.invalid',
      address: 'Subscription.Address.invalid',
      tax: 'Subscription.TaxNumber.invalid',
    },
  },
];

describe("the reader's forms (anonymous)", () => {
  describe.each(REFUSED)('%s in a field', (_label, value) => {
    it.each(FORMS.flatMap((form) => Object.keys(form.keys).map((field) => [`${form.path} ${field}`, form, field] as const)))(
      '%s: 400 with the field key, nothing stored',
      async (_name, form, field) => {
        const before = await tablePrints(t);
        const response = await reader().post(form.path, { ...form.body, [field]: value });
        expectError(response, 400, 'BAD_USER_INPUT', { [field]: form.keys[field]! });
        expect(await tablePrints(t)).toEqual(before);
      },
    );
  });

  it('takes line breaks and TABs in a message and an address (multi-line fields), and edge white space in a name', async () => {
    const contact = await reader().post('/api/public-contact/send-message', { ...FORMS[0]!.body, name: 'Ayşe Yılmaz\t', message: 'Merhaba,\r\n\tbir sorum var.' });
    expect(contact.status).toBe(201);
    const personal = await reader().post('/api/public-subscriptions/personal', { ...FORMS[2]!.body, address: 'Kızılay Mah.\nAnkara' });
    expect(personal.status).toBe(201);
  });

  it('refuses a line break inside a single-line field (a name)', async () => {
    const response = await reader().post('/api/public-contact/send-message', { ...FORMS[0]!.body, name: 'Ayşe\nYılmaz' });
    expectError(response, 400, 'BAD_USER_INPUT', { name: 'Contact.Name.invalid' });
  });

  it('refuses a JSON body that is not UTF-8 with 400 and stores nothing (not U+FFFD)', async () => {
    const client = reader();
    const token = await client.csrf();
    const before = await tablePrints(t);
    const body = Buffer.concat([Buffer.from('{"name":"Ay'), Buffer.from([0xc5, 0x20, 0xff]), Buffer.from('e","email":"a@example.com","phone":"05321234567","message":"Merhaba, bir sorum var."}')]);
    const cookie = [...client.cookies].map(([name, cookieValue]) => `${name}=${cookieValue}`).join('; ');
    const response = await fetch(`${t.baseUrl}/api/public-contact/send-message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie, 'x-forwarded-for': nextAddress() },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { status: 400, code: 'BAD_USER_INPUT', message: expect.stringMatching(/UTF-8/) } });
    expect(await tablePrints(t)).toEqual(before);
  });
});

describe('path and query parameters', () => {
  it.each(['%00', 'a%00b', '%01', '%E2%80%AE%E2%80%AE', '%E2%80%8B'])('GET /api/public-{news,columns,archives,adverts,page-news}/%s: 404 envelope', async (segment) => {
    for (const base of ['/api/public-news', '/api/public-columns', '/api/public-archives', '/api/public-adverts', '/api/public-page-news']) {
      const response = await reader().get(`${base}/${segment}`);
      expect({ path: `${base}/${segment}`, status: response.status, code: response.body?.error?.code }).toEqual({ path: `${base}/${segment}`, status: 404, code: 'NOT_FOUND' });
    }
  });

  it('a segment that is not UTF-8 (an encoded lone surrogate) is 400 with the envelope, never 5xx', async () => {
    const response = await reader().get('/api/public-news/%ED%A0%80');
    expect({ status: response.status, code: response.body?.error?.code }).toEqual({ status: 400, code: 'BAD_USER_INPUT' });
  });

  it('GET /haber/a%00b renders the not-found page (the page asks GraphQL and gets NOT_FOUND)', async () => {
    const response = await reader().get('/haber/a%00b');
    expect(response.status).toBe(404);
    const control = await reader().get(`/haber/${(await insertNews(t, undefined, 1))[0]!.slug}`);
    expect(control.status).toBe(200);
  });

  it('a search with a NUL is 400 with its key; an id that is not one is 404', async () => {
    expectError(await staff.get('/api/news?query=a%00b'), 400, 'BAD_USER_INPUT', { query: 'Paging.Query.invalid' });
    expectError(await reader().get('/api/public-news/news-list?title=%00'), 400, 'BAD_USER_INPUT', { title: 'Paging.Query.invalid' });
    expect((await staff.get('/api/categories/%00')).status).toBe(404);
  });
});

describe('names that show nothing (first review L7)', () => {
  it.each([
    ['control characters only', '\u0001\u0002\u0003'],
    ['direction overrides only', '\u202e\u202e\u202e'],
    ['zero-width spaces only', '\u200b\u200b\u200b'],
    ['combining marks only', '\u0301\u0301\u0301'],
    ['a right-to-left override inside', 'Ad\u202egepj.exe'],
    ['symbols only', '★★★'],
  ])('category and tag names of %s are Name.invalid, nothing stored', async (_label, name) => {
    const before = await tablePrints(t);
    expectError(await staff.post('/api/categories', { name, description: 'Kültür haberleri' }), 400, 'BAD_USER_INPUT', { name: 'Category.Name.invalid' });
    expectError(await staff.post('/api/tags', { name, description: 'Etiket' }), 400, 'BAD_USER_INPUT', { name: 'Tag.Name.invalid' });
    expect(await tablePrints(t)).toEqual(before);
  });

  it('a columnist cannot be renamed to direction overrides only (PATCH and PUT)', async () => {
    const image = { name: 'portre.jpg', type: 'image/jpeg', bytes: await sharp({ create: { width: 60, height: 60, channels: 3, background: '#335' } }).jpeg().toBuffer() };
    const created = await staff.multipart('POST', '/api/columnists', { name: 'Deniz Kaya' }, { image });
    expect(created.status).toBe(201);
    for (const method of ['PATCH', 'PUT']) {
      const response = await staff.request(method, `/api/columnists/${created.body.id}`, { json: { name: '\u202e\u202e\u202e' } });
      expectError(response, 400, 'BAD_USER_INPUT', { name: 'Columnist.Name.invalid' });
    }
    expect((await staff.get(`/api/columnists/${created.body.id}`)).body).toMatchObject({ name: 'Deniz Kaya', slug: 'deniz-kaya' });
  });

  it('category writes with a NUL (first review L1: 500 ×4) are 400 on POST, PUT and PATCH, nothing changed', async () => {
    const created = await staff.post('/api/categories', { name: 'Sanat', description: 'Sanat haberleri' });
    const before = await tablePrints(t);
    expectError(await staff.post('/api/categories', { name: 'Sa\u0000nat', description: 'Sanat haberleri' }), 400, 'BAD_USER_INPUT', { name: 'Category.Name.invalid' });
    expectError(await staff.put(`/api/categories/${created.body.id}`, { name: 'Sanat', description: '\u0000' }), 400, 'BAD_USER_INPUT', { description: 'Category.Description.invalid' });
    expectError(await staff.patch(`/api/categories/${created.body.id}`, { description: 'Sanat\u0000haberleri' }), 400, 'BAD_USER_INPUT', { description: 'Category.Description.invalid' });
    expect(await tablePrints(t)).toEqual(before);
    // A description may span lines.
    expect((await staff.patch(`/api/categories/${created.body.id}`, { description: 'Sanat\nhaberleri' })).status).toBe(200);
  });

  it('a name in another script, with a letter, is fine', async () => {
    const response = await staff.post('/api/tags', { name: 'مجلة', description: 'Arapça etiket' });
    expect(response.status).toBe(201);
  });
});

describe('required fields and rich text', () => {
  const document = [{ type: 'paragraph', children: [{ text: 'Ankara’da bir gün.' }] }];
  let columnistId: number;
  let categoryId: number;
  let tagId: number;
  const poster = async () => ({ name: 'afis.jpg', type: 'image/jpeg', bytes: await sharp({ create: { width: 90, height: 60, channels: 3, background: '#8a2b2b' } }).jpeg().toBuffer() });

  beforeAll(async () => {
    const image = { name: 'portre.jpg', type: 'image/jpeg', bytes: await sharp({ create: { width: 60, height: 60, channels: 3, background: '#353' } }).jpeg().toBuffer() };
    columnistId = (await staff.multipart('POST', '/api/columnists', { name: 'Ece Demir' }, { image })).body.id;
    categoryId = (await staff.post('/api/categories', { name: 'Gündem', description: 'Gündem haberleri' })).body.id;
    tagId = (await staff.post('/api/tags', { name: 'Ankara', description: 'Ankara haberleri' })).body.id;
  });

  it('POST /api/news without content is 400 News.Content.required (not the ORM’s 500), nothing stored', async () => {
    const before = await tablePrints(t);
    const response = await staff.multipart('POST', '/api/news', { title: 'Deneme haber', teaser: 'Kısa', categoryId: String(categoryId), tagIds: String(tagId) }, { poster: await poster() });
    expectError(response, 400, 'BAD_USER_INPUT', { content: 'News.Content.required' });
    expect(await tablePrints(t)).toEqual(before);
  });

  it('createNews with every field null reports each required key', async () => {
    const response = await staff.graphql('mutation ($i: CreateNewsInput!) { createNews(input: $i) { id } }', {
      i: { title: null, teaser: null, content: null, categoryId: null, tagIds: null },
    });
    expect(response.body.errors?.[0]?.extensions).toMatchObject({
      status: 400,
      fields: { title: 'News.Title.required', teaser: 'News.Teaser.required', content: 'News.Content.required', categoryId: 'News.CategoryId.required', tagIds: expect.stringMatching(/^News\.TagIds\./) },
    });
  });

  it('POST /api/columns takes content as a document or as its JSON text', async () => {
    for (const content of [document, JSON.stringify(document)]) {
      const response = await staff.post('/api/columns', { title: `Köşe ${typeof content}`, content, columnistId });
      expect(response.status).toBe(201);
      expect(response.body.contentHtml).toBe('<p>Ankara’da bir gün.</p>');
    }
    expectError(await staff.post('/api/columns', { title: 'Köşe', content: 'düz metin', columnistId }), 400, 'BAD_USER_INPUT', { content: 'Column.Content.invalid' });
  });

  it('PATCH /api/news/:id takes content as its JSON text in a JSON body', async () => {
    const created = await staff.multipart('POST', '/api/news', { title: 'Zengin metin', teaser: 'Kısa', content: JSON.stringify(document), categoryId: String(categoryId), tagIds: String(tagId) }, { poster: await poster() });
    expect(created.status).toBe(201);
    const edited = await staff.patch(`/api/news/${created.body.id}`, { content: JSON.stringify([{ type: 'paragraph', children: [{ text: 'Yeni' }] }]) });
    expect(edited.status).toBe(200);
    expect(edited.body.contentHtml).toBe('<p>Yeni</p>');
  });
});

/** A GET whose path goes as written (fetch would normalise it). */
function rawGet(pathname: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(t.baseUrl);
    const req = httpRequest({ hostname, port, path: pathname }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('files (first review L3)', () => {
  it.each(['/media/nope.png', '/media/news/nope.webp', '/media/news', '/media/%00', '/media/..%2f..%2fetc/passwd', '/assets/nope.js', '/assets/nope.png', '/assets/%00.js', '/assets/..%2f..%2fpackage.json'])(
    'GET %s: 404 envelope naming no server path',
    async (pathname) => {
      const response = await rawGet(pathname);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toEqual({ error: { status: 404, code: 'NOT_FOUND', message: 'Not found.' } });
      expect(response.body).not.toContain(t.config.dataDir);
      expect(response.body).not.toMatch(/ENOENT|stat '|\/tmp\//);
    },
  );

  it('serves an archive PDF preview sandboxed and unsniffed', async () => {
    const folder = path.join(t.config.dataDir, 'uploads', 'archives', 'test');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'preview.pdf'), '%PDF-1.4\n%%EOF\n');
    const response = await rawGet('/media/archives/test/preview.pdf');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
