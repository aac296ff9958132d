import { expectError, expectGraphQLError } from '../../test/expect.js';
import { useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { Advert } from './advert.entity.js';

/* The advert of a slot over HTTP, anonymously. Adverts have no admin API yet: the row is written through the ORM, as the seed does. */

const api = useTestApp();
let t: TestApp;
let anonymous: TestClient;
beforeAll(() => {
  t = api.t;
  anonymous = t.client();
});

const SELECTION = 'id name link location imageUrl thumbUrl';

describe('GET /api/public-adverts/:slot', () => {
  it('answers 404 for a slot the site does not have, and for home-main before it is set up', async () => {
    for (const slot of ['home-side', 'HOME-MAIN', '1', 'home-main']) expectError(await anonymous.get(`/api/public-adverts/${slot}`), 404, 'NOT_FOUND');
    expectGraphQLError(await anonymous.graphql(`{ publicAdvert(slot: "home-side") { id } }`), 'NOT_FOUND', 404);
  });

  it('answers the advert of home-main with its image, its thumbnail and no image at all', async () => {
    const em = t.app.db.orm.em.fork();
    const advert = em.create(Advert, { location: 'home-main', name: 'Yıllık abonelik', link: '/abonelik', imagePath: '/media/adverts/0123456789abcdef0123-jpg/large.webp' });
    await em.flush();
    // Written past the app's mutations: the kept public reads are cleared as a staff change would.
    await t.app.pages.clear();

    const response = await anonymous.get('/api/public-adverts/home-main');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: advert.id,
      name: 'Yıllık abonelik',
      link: '/abonelik',
      location: 'home-main',
      imageUrl: '/media/adverts/0123456789abcdef0123-jpg/large.webp',
      thumbUrl: '/media/adverts/0123456789abcdef0123-jpg/thumb.webp',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const graphql = await anonymous.graphql(`{ publicAdvert(slot: "home-main") { ${SELECTION} } }`);
    expect(graphql.body).toEqual({ data: { publicAdvert: { id: advert.id, name: 'Yıllık abonelik', link: '/abonelik', location: 'home-main', imageUrl: response.body.imageUrl, thumbUrl: response.body.thumbUrl } } });

    advert.imagePath = undefined;
    await em.flush();
    await t.app.pages.clear();
    expect((await anonymous.get('/api/public-adverts/home-main')).body).toMatchObject({ imageUrl: null, thumbUrl: null });
  });
});
