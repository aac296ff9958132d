import { readCsvDownload } from '../../test/csv.js';
import { expectError, expectGraphQLError } from '../../test/expect.js';
import { unique } from '../../test/factories.js';
import { describePagingErrors, describeRouteGuards, describeUnknownIds, listAs, useTestApp } from '../../test/resource-contract.js';
import type { TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';

/* The staff side of newsletter subscribers over HTTP: list with search, delete, and the CSV export. */

const api = useTestApp();
let t: TestApp;
let staff: TestClient;
beforeAll(() => {
  ({ t, staff } = api);
});

interface SubscriberBody {
  id: number;
  email: string;
  createdAt: string;
  updatedAt: string;
}

let clock = Date.now() - 3_600_000;

async function insert(email = `${unique('okur')}@dergi.test`): Promise<SubscriberBody> {
  const em = t.app.db.orm.em.fork();
  clock += 1000;
  const row = em.create(NewsletterSubscriber, { email, createdAt: new Date(clock) });
  await em.flush();
  return { id: row.id, email: row.email, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const EXPORT = '/api/newsletter-subscription/export.csv';

/** GET with the staff client's bearer token, as a browser download through fetch would. */
const download = (client: TestClient | undefined, path = EXPORT) =>
  fetch(t.baseUrl + path, { headers: client?.accessToken ? { authorization: `Bearer ${client.accessToken}` } : {} });

describe('GET /api/newsletter-subscription', () => {
  it('pages newest first (20 a page by default) and searches the address', async () => {
    const tail = unique('');
    const made = [await insert(`a-${tail}@ornek.test`), await insert(`b-${tail}@ornek.test`), await insert(`c-${tail}@baska.test`)];
    const all = await listAs(staff, '/newsletter-subscription', { query: tail });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ items: made.slice().reverse(), page: 1, pageSize: 20, totalItems: 3, totalPages: 1 });
    const ornek = await listAs(staff, '/newsletter-subscription', { query: `ornek ${tail}` });
    expect(ornek.body.items.map((s: SubscriberBody) => s.id)).toEqual([made[1]!.id, made[0]!.id]);
    const second = await listAs(staff, '/newsletter-subscription', { query: tail, pageSize: 2, page: 2 });
    expect(second.body).toEqual({ items: [made[0]], page: 2, pageSize: 2, totalItems: 3, totalPages: 2 });
  });
});

describePagingErrors(api, '/newsletter-subscription');

describe('DELETE /api/newsletter-subscription/{id}', () => {
  it('answers 204 and removes the address for good; it can sign up again', async () => {
    const made = await insert();
    expect((await staff.delete(`/api/newsletter-subscription/${made.id}`)).status).toBe(204);
    expectError(await staff.delete(`/api/newsletter-subscription/${made.id}`), 404, 'NOT_FOUND');
    expect((await listAs(staff, '/newsletter-subscription', { query: made.email })).body.totalItems).toBe(0);
    const again = await t.client().post('/api/public-newsletter-subscription/subscribe', { email: made.email });
    expect(again.status).toBe(201);
  });

  it.each(['abc', '999999', '0', '-1', '1.5', '9999999999'])('answers 404 NOT_FOUND for the id %s', async (id) => {
    expectError(await staff.delete(`/api/newsletter-subscription/${id}`), 404, 'NOT_FOUND');
  });
});

describe('GET /api/newsletter-subscription/export.csv', () => {
  it('is valid CSV: UTF-8 with BOM, a header row, every address oldest first, Turkish letters intact, an attachment with a dated name', async () => {
    const turkish = await insert(`şükrü.ığdır-${unique('')}@örnek.test`);
    const plain = await insert();
    const response = await download(staff);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { rows } = await readCsvDownload(response);
    expect(rows[0]).toEqual(['email', 'subscribedAt']);
    const total = (await listAs(staff, '/newsletter-subscription')).body.totalItems;
    expect(rows).toHaveLength(total + 1);
    const emails = rows.slice(1).map((row) => row[0]);
    expect(emails).toContain(turkish.email);
    expect(emails.indexOf(turkish.email)).toBeLessThan(emails.indexOf(plain.email));
    expect(rows.find((row) => row[0] === turkish.email)).toEqual([turkish.email, turkish.createdAt]);
  });

  it('answers 401 anonymously and with an expired token, as JSON, and leaves no CSV to a cache', async () => {
    const anonymous = await download(undefined);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { status: 401, code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });

  it('is the newsletterSubscriberCsv query in GraphQL (staff only)', async () => {
    const response = await staff.graphql('{ newsletterSubscriberCsv { filename contentType content } }');
    expect(response.body.data.newsletterSubscriberCsv).toEqual({
      filename: expect.stringMatching(/^newsletter-subscribers-\d{4}-\d\d-\d\d\.csv$/),
      contentType: 'text/csv; charset=utf-8',
      content: expect.stringMatching(/^\uFEFFemail,subscribedAt\r\n/),
    });
    expectGraphQLError(await t.client().graphql('{ newsletterSubscriberCsv { content } }'), 'UNAUTHENTICATED', 401);
  });
});

describeRouteGuards(api, {
  path: '/newsletter-subscription',
  documented: ['GET /newsletter-subscription', 'GET /newsletter-subscription/export.csv', 'DELETE /newsletter-subscription/:id'],
  sampleBody: () => ({}),
  createTarget: () => insert(),
  async expectUnchanged(_api, target) {
    expect((await listAs(staff, '/newsletter-subscription', { query: target.email })).body.items).toEqual([target]);
  },
});

describe('unknown ids', () => {
  describeUnknownIds(api, { path: '/newsletter-subscription', sampleBody: () => ({}) });
});

describe('the same operations through GraphQL', () => {
  it('newsletterSubscriberList and deleteNewsletterSubscriber; staff only', async () => {
    const made = await insert();
    const listed = await staff.graphql('query ($q: String) { newsletterSubscriberList(query: $q) { items { id email } totalItems } }', { q: made.email });
    expect(listed.body.data.newsletterSubscriberList).toEqual({ items: [{ id: made.id, email: made.email }], totalItems: 1 });
    expectGraphQLError(await t.client().graphql('{ newsletterSubscriberList { totalItems } }'), 'UNAUTHENTICATED', 401);
    expect((await staff.graphql(`mutation { deleteNewsletterSubscriber(input: { id: ${made.id} }) }`)).body).toEqual({ data: { deleteNewsletterSubscriber: true } });
    expectGraphQLError(await staff.graphql(`mutation { deleteNewsletterSubscriber(input: { id: ${made.id} }) }`), 'NOT_FOUND', 404);
  });
});
