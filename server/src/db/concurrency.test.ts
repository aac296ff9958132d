import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { startTestApp, type TestApp } from '../test/test-app.js';
import type { MultipartFile, TestClient, TestResponse } from '../test/test-client.js';

/*
 * Every mutation that writes in a transaction, run twice at once. On the embedded database (one
 * session) a query outside the transaction's EntityManager would hang until the pool's connection
 * timeout; a race on a unique index must answer 409, never 500. Runs on PGlite by default and on
 * PostgreSQL in CI's second pass.
 */

let t: TestApp;
let staff: TestClient;
let jpeg: MultipartFile;
let pdf: MultipartFile;
const content = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Aynı anda yazıldı.' }] }]);

beforeAll(async () => {
  t = await startTestApp();
  staff = await t.staff();
  jpeg = { name: 'a.jpg', type: 'image/jpeg', bytes: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#345' } }).jpeg().toBuffer() };
  const document = await PDFDocument.create();
  document.addPage();
  pdf = { name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from(await document.save()) };
});
afterAll(() => t.close());

const statuses = (responses: TestResponse[]) => responses.map((response) => response.status).sort();
const twice = (send: (n: number) => Promise<TestResponse>) => Promise.all([send(1), send(2)]);

describe('two writes at once', () => {
  it.each([
    ['categories', '/api/categories'],
    ['tags', '/api/tags'],
  ])('creating one %s name twice gives 201 and 409 (the unique index decides), never 500', async (_label, path) => {
    const responses = await twice(() => staff.post(path, { name: 'Aynı Anda Ad', description: 'Aynı anda' }));
    expect(statuses(responses)).toEqual([201, 409]);
    expect(responses.find((response) => response.status === 409)!.body.error.code).toBe('CONFLICT');
  });

  it('every other create succeeds twice, and edits of one record both land', async () => {
    const category = (await staff.post('/api/categories', { name: 'Eşzamanlı', description: 'Kategori' })).body;
    const tag = (await staff.post('/api/tags', { name: 'Eşzamanlı', description: 'Etiket' })).body;
    const columnist = (await staff.multipart('POST', '/api/columnists', { name: 'Eşzamanlı Yazar' }, { image: jpeg })).body;
    const newsFields = (n: number) => ({ title: `Eşzamanlı haber ${n}`, teaser: 'Özet', content, categoryId: String(category.id), tagIds: [String(tag.id)] });

    const creates = await Promise.all([
      twice((n) => staff.multipart('POST', '/api/news', newsFields(n), { poster: jpeg })),
      twice((n) => staff.multipart('POST', '/api/columnists', { name: `Yazar ${n}` }, { image: jpeg })),
      twice((n) => staff.post('/api/columns', { title: `Eşzamanlı yazı ${n}`, content: JSON.parse(content), columnistId: columnist.id })),
      twice((n) => staff.post('/api/events', { title: `Etkinlik ${n}`, date: '2027-01-15T16:00:00.000Z', location: 'Ankara' })),
      twice((n) =>
        staff.multipart(
          'POST',
          '/api/archives',
          { title: `Sayı ${n}`, description: 'Açıklama', content, masthead: content, price: '100', link: 'https://dergi.example', isFeatured: 'no' },
          { poster: jpeg, preview: pdf },
        ),
      ),
    ]);
    for (const pair of creates) expect(statuses(pair)).toEqual([201, 201]);

    const news = creates[0]![0]!.body;
    const edits = await Promise.all([
      twice((n) => staff.multipart('PATCH', `/api/news/${news.id}`, { teaser: `Yeni özet ${n}` })),
      twice(() => staff.multipart('POST', `/api/news/${news.id}/photo`, {}, { photos: [jpeg, jpeg] })),
      twice((n) => staff.patch(`/api/tags/${tag.id}`, { description: `Açıklama ${n}` })),
    ]);
    for (const pair of edits) expect(statuses(pair).every((status) => status === 200 || status === 201)).toBe(true);
    const photos = (await staff.get(`/api/news/${news.id}`)).body.photos;
    expect(photos).toHaveLength(4);
  });
});
