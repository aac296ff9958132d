import { expectError, expectGraphQLError } from '../../test/expect.js';
import { insertNews } from '../../test/factories.js';
import { useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { News } from '../news/news.entity.js';
import { PageSlot } from './page-slot.entity.js';

/* The home-page blocks over HTTP, anonymously. Slots have no admin API yet: the rows are written through the ORM, as the seed does. */

const api = useTestApp();
let t: TestApp;
let staff: TestClient;
let anonymous: TestClient;
beforeAll(() => {
  ({ t, staff } = api);
  anonymous = t.client();
});

describe('GET /api/public-page-news/:slot', () => {
  it('answers 404 for a slot the site does not have, and for one not set up', async () => {
    for (const slot of ['home-third', 'home-main', 'home-primary']) expectError(await anonymous.get(`/api/public-page-news/${slot}`), 404, 'NOT_FOUND');
    expectGraphQLError(await anonymous.graphql('{ publicPageNews(slot: "home-third") { area } }'), 'NOT_FOUND', 404);
  });

  it('answers the chosen news item; null when none is chosen or once it is deleted, never an error', async () => {
    const [chosen] = await insertNews(t, undefined, 1, { titlePrefix: 'Manşet' });
    const em = t.app.db.orm.em.fork();
    em.create(PageSlot, { area: 'home-primary', news: em.getReference(News, chosen!.id) });
    em.create(PageSlot, { area: 'home-secondary' });
    await em.flush();

    const primary = await anonymous.get('/api/public-page-news/home-primary');
    expect(primary.status).toBe(200);
    expect(primary.body).toEqual({
      id: expect.any(Number),
      area: 'home-primary',
      news: expect.objectContaining({ id: chosen!.id, title: chosen!.title, slug: chosen!.slug, author: null, tags: [], photos: [] }),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await anonymous.get('/api/public-page-news/home-secondary')).body).toMatchObject({ area: 'home-secondary', news: null });

    expect((await staff.delete(`/api/news/${chosen!.id}`)).status).toBe(204);
    const afterDelete = await anonymous.get('/api/public-page-news/home-primary');
    expect(afterDelete.status).toBe(200);
    expect(afterDelete.body).toMatchObject({ area: 'home-primary', news: null });
    const graphql = await anonymous.graphql('{ publicPageNews(slot: "home-primary") { area news { id } } }');
    expect(graphql.body).toEqual({ data: { publicPageNews: { area: 'home-primary', news: null } } });
  });
});
