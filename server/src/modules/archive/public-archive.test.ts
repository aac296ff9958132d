import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { expectError, expectGraphQLError } from '../../test/expect.js';
import { AddressedClient, unique } from '../../test/factories.js';
import { useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { MultipartFile, TestClient } from '../../test/test-client.js';
import { paragraph } from '../common/rich-text.js';

/* The reader's archive over HTTP, anonymously: the list newest first, detail by slug, old slug or id, deleted issues hidden, hits. */

const api = useTestApp({ trustProxy: 1 });
let t: TestApp;
let staff: TestClient;
let anonymous: TestClient;
let files: { poster: MultipartFile; preview: MultipartFile };

const rich = (text: string) => JSON.stringify([paragraph(text)]);

async function create(title = unique('Sayı ')): Promise<{ id: number; title: string; slug: string }> {
  const response = await staff.multipart(
    'POST',
    '/api/archives',
    { title, description: 'Kentin sesleri.', content: rich('İçindekiler'), masthead: rich('Künye'), price: '250', link: 'https://dergi.example/sayi', isFeatured: 'no' },
    files,
  );
  expect(response.status).toBe(201);
  return response.body;
}

const hitOf = async (id: number) => (await staff.get(`/api/archives/${id}`)).body.hit as number;
const ids = (items: { id: number }[]) => items.map((item) => item.id);

beforeAll(async () => {
  ({ t, staff } = api);
  anonymous = t.client();
  const doc = await PDFDocument.create();
  doc.addPage();
  files = {
    poster: { name: 'kapak.jpg', type: 'image/jpeg', bytes: await sharp({ create: { width: 500, height: 700, channels: 3, background: '#246' } }).jpeg().toBuffer() },
    preview: { name: 'onizleme.pdf', type: 'application/pdf', bytes: Buffer.from(await doc.save()) },
  };
});

describe('GET /api/public-archives/list', () => {
  it('pages live issues newest first, 12 a page by default', async () => {
    const made = [];
    for (let i = 0; i < 14; i += 1) made.push(await create());
    const gone = await create();
    expect((await staff.delete(`/api/archives/${gone.id}`)).status).toBe(204);
    const newest = [...made].reverse();

    const first = await anonymous.get('/api/public-archives/list');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 12, totalItems: 14, totalPages: 2 });
    expect(ids(first.body.items)).toEqual(ids(newest.slice(0, 12)));
    expect(first.body.items[0]).toMatchObject({
      title: made[13]!.title,
      slug: made[13]!.slug,
      posterUrl: expect.stringMatching(/\/large\.webp$/),
      posterThumbUrl: expect.stringMatching(/\/thumb\.webp$/),
      previewUrl: expect.stringMatching(/\/preview\.pdf$/),
      price: '250.00',
      isFeatured: 'no',
      hit: 0,
    });
    // A list carries each issue's card; its rich texts are the issue's own answer.
    expect(first.body.items[0]).not.toHaveProperty('content');
    expect(first.body.items[0]).not.toHaveProperty('mastheadHtml');
    expect((await anonymous.get(`/api/public-archives/${made[13]!.slug}`)).body).toMatchObject({ ...first.body.items[0], contentHtml: expect.stringContaining('<p>') });

    const second = await anonymous.get('/api/public-archives/list?page=2&pageSize=5');
    expect(second.body).toMatchObject({ page: 2, pageSize: 5, totalItems: 14, totalPages: 3 });
    expect(ids(second.body.items)).toEqual(ids(newest.slice(5, 10)));

    const graphql = await anonymous.graphql('{ publicArchiveList(pageSize: 1) { items { id } totalItems } }');
    expect(graphql.body).toEqual({ data: { publicArchiveList: { items: [{ id: made[13]!.id }], totalItems: 14 } } });
    expectError(await anonymous.get('/api/public-archives/list?pageSize=0'), 400, 'BAD_USER_INPUT', { pageSize: 'Paging.PageSize.min' });
  });
});

describe('GET /api/public-archives/:idOrSlug', () => {
  it('opens an issue by slug, id and an earlier slug (answering the current slug); 404 once deleted or unknown', async () => {
    const made = await create(unique('Eski Sayı '));
    expect((await anonymous.get(`/api/public-archives/${made.slug}`)).body).toMatchObject({ id: made.id, slug: made.slug });
    expect((await anonymous.get(`/api/public-archives/${made.id}`)).body).toMatchObject({ id: made.id, slug: made.slug });
    const renamed = await staff.multipart('PATCH', `/api/archives/${made.id}`, { title: `${made.title} Yeni` });
    expect(renamed.status).toBe(200);
    const byOld = await anonymous.get(`/api/public-archives/${made.slug}`);
    expect(byOld.status).toBe(200);
    expect(byOld.body).toMatchObject({ id: made.id, slug: renamed.body.slug });
    expect((await anonymous.graphql(`{ publicArchiveIssue(slug: "${made.slug}") { slug } }`)).body).toEqual({ data: { publicArchiveIssue: { slug: renamed.body.slug } } });

    expect((await staff.delete(`/api/archives/${made.id}`)).status).toBe(204);
    for (const key of [made.slug, renamed.body.slug, String(made.id), 'olmayan-sayi', '999999']) {
      expectError(await anonymous.get(`/api/public-archives/${key}`), 404, 'NOT_FOUND');
    }
    expectGraphQLError(await anonymous.graphql(`{ publicArchiveIssue(slug: "${made.id}") { id } }`), 'NOT_FOUND', 404);
  });

  it('counts a view once per reader an hour, not for staff', async () => {
    const made = await create();
    const reader = new AddressedClient(t.baseUrl);
    expect((await reader.get(`/api/public-archives/${made.slug}`)).status).toBe(200);
    expect((await reader.get(`/api/public-archives/${made.slug}`)).status).toBe(200);
    expect((await staff.get(`/api/public-archives/${made.slug}`)).status).toBe(200);
    expect(await hitOf(made.id)).toBe(1);
    expect((await new AddressedClient(t.baseUrl).graphql(`mutation { recordView(kind: "archive", id: ${made.id}) }`)).body).toEqual({ data: { recordView: true } });
    expect(await hitOf(made.id)).toBe(2);
  });
});
