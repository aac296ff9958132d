import sharp from 'sharp';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await t.staff();
});
afterAll(() => t.close());

const QUERY = 'query ($kind: SluggedKind!, $slug: String!) { publicSlugRedirect(kind: $kind, slug: $slug) }';
const ask = async (kind: string, slug: string) => (await t.client().graphql(QUERY, { kind, slug })).body;

describe('publicSlugRedirect', () => {
  it('leads an old slug of a renamed news item, column or archive issue to the current one, anonymously', async () => {
    const category = (await staff.post('/api/categories', { name: 'Yönlendirme', description: 'Deneme kategorisi' })).body;
    const tag = (await staff.post('/api/tags', { name: 'Yönlendirme', description: 'Deneme etiketi' })).body;
    const poster = { name: 'a.jpg', type: 'image/jpeg', bytes: await sharp({ create: { width: 300, height: 200, channels: 3, background: '#456' } }).jpeg().toBuffer() };
    const content = JSON.stringify([{ type: 'paragraph', children: [{ text: 'İçerik' }] }]);
    const news = (
      await staff.multipart('POST', '/api/news', { title: 'İlk Başlık', teaser: 'Özet', content, categoryId: String(category.id), tagIds: [String(tag.id)] }, { poster })
    ).body;
    await staff.multipart('PATCH', `/api/news/${news.id}`, { title: 'İkinci Başlık' });
    await staff.multipart('PATCH', `/api/news/${news.id}`, { title: 'Son Başlık' });

    expect(await ask('news', 'ilk-baslik')).toEqual({ data: { publicSlugRedirect: 'son-baslik' } });
    expect(await ask('news', 'ikinci-baslik')).toEqual({ data: { publicSlugRedirect: 'son-baslik' } });
    expect(await ask('news', 'son-baslik')).toEqual({ data: { publicSlugRedirect: null } });
    expect(await ask('column', 'ilk-baslik')).toEqual({ data: { publicSlugRedirect: null } });

    expect((await staff.delete(`/api/news/${news.id}`)).status).toBe(204);
    expect(await ask('news', 'ilk-baslik')).toEqual({ data: { publicSlugRedirect: null } });
  });

  it('refuses an unknown kind as bad input', async () => {
    const body = await ask('category', 'x');
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  });
});
