import { countingRenderer, fakeClientDist } from '../test/fake-client-dist.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import type { TestClient } from '../test/test-client.js';

/*
 * Security review T3-L5: only a successful mutation by a live staff sign-in clears the kept pages.
 * A signed-out (revoked) token, or a refused mutation, leaves them be.
 */


let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clientDist: fakeClientDist(countingRenderer()) });
});
afterAll(() => t.close());

/** Whether `/` is served from the kept copy now (after making sure one is kept). */
const keep = async () => {
  await t.client().get('/');
  expect((await t.client().get('/')).headers.get('x-page-cache')).toBe('hit');
};
const stillKept = async () => (await t.client().get('/')).headers.get('x-page-cache') === 'hit';

const DELETE_CATEGORY = 'mutation ($input: IdInput!) { deleteCategory(input: $input) }';

describe('kept pages', () => {
  let staff: TestClient;
  beforeEach(async () => {
    staff = await t.staff();
    await keep();
  });

  it('stay after a signed-out token sends a mutation (the probe of T3-L5), through GraphQL and REST', async () => {
    const revoked = staff.accessToken;
    expect((await staff.post('/api/auth/signout')).status).toBe(204);
    expect(await stillKept()).toBe(true);
    staff.accessToken = revoked;
    const graphql = await staff.graphql(DELETE_CATEGORY, { input: { id: 999999 } });
    expect(graphql.body.errors![0]!.extensions.code).toBe('UNAUTHENTICATED');
    expect((await staff.delete('/api/categories/999999')).status).toBe(401);
    expect((await staff.post('/api/categories', { name: 'İptal Edilmiş', description: 'x' })).status).toBe(401);
    expect(await stillKept()).toBe(true);
  });

  it('stay after a staff mutation that was refused', async () => {
    expect((await staff.delete('/api/categories/999999')).status).toBe(404);
    expect((await staff.post('/api/categories', { name: '', description: '' })).status).toBe(400);
    expect(await stillKept()).toBe(true);
  });

  it("stay after a reader's form", async () => {
    expect((await t.client().post('/api/public-newsletter-subscription/subscribe', { email: 'okur-kalici@example.com' })).status).toBe(201);
    expect(await stillKept()).toBe(true);
  });

  it('stay after staff work that no page shows: a contact message or a newsletter subscriber deleted', async () => {
    const email = `sayfa-disi-${Date.now()}@example.com`;
    const reader = t.client();
    expect((await reader.post('/api/public-contact/send-message', { name: 'Ayşe Okur', email, phone: '+90 (312) 555-12-34', message: 'Dergiye teşekkürler.' })).status).toBe(201);
    expect((await reader.post('/api/public-newsletter-subscription/subscribe', { email })).status).toBe(201);
    await keep();
    const [message] = (await staff.get(`/api/contacts?query=${email}`)).body.items;
    expect((await staff.delete(`/api/contacts/${message.id}`)).status).toBe(204);
    const [subscriber] = (await staff.get(`/api/newsletter-subscription?query=${email}`)).body.items;
    expect((await staff.delete(`/api/newsletter-subscription/${subscriber.id}`)).status).toBe(204);
    expect(await stillKept()).toBe(true);
  });

  it('are cleared by a successful change of a live staff sign-in', async () => {
    const made = await staff.post('/api/categories', { name: `Önbellek ${Date.now()}`, description: 'Önbellek sınaması' });
    expect(made.status).toBe(201);
    expect(await stillKept()).toBe(false);
    await keep();
    expect((await staff.delete(`/api/categories/${made.body.id}`)).status).toBe(204);
    expect(await stillKept()).toBe(false);
  });
});
