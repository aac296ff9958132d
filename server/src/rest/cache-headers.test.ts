import { randomUUID } from 'node:crypto';
import { createApp, type App } from '../app.js';
import { DEMO_SUBSCRIPTION_PAYMENT, loadConfig } from '../config.js';
import { ContactMessage } from '../modules/contact/contact-message.entity.js';
import { SubscriptionRequest } from '../modules/subscription/subscription-request.entity.js';
import { AddressedClient, randomAddress, unique } from '../test/factories.js';
import { ADMIN, freshDatabase, startTestApp, type TestApp, type TestDatabase } from '../test/test-app.js';
import type { TestClient } from '../test/test-client.js';
import { routes } from '../modules/index.js';

/*
 * Security review T3-L9: no answer with the staff's data (readers' names, addresses, phones) or a
 * token stays in a browser's or a proxy's cache; readers' public reads keep theirs. T3-L10: HSTS
 * in production.
 */

let t: TestApp;
let staff: TestClient;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  staff = await t.staff();
  // Personal data behind the staff paths: a contact message, a subscription request, a newsletter address.
  const reader = () => new AddressedClient(t.baseUrl, randomAddress());
  const email = `${unique('okur')}@dergi.test`;
  const person = { name: 'Ayşe Okur', email, phone: '0312 555 12 34' };
  expect((await reader().post('/api/public-contact/send-message', { ...person, message: 'Merhaba' })).status).toBe(201);
  expect((await reader().post('/api/public-subscriptions/personal', { ...person, address: 'Kızılay, Ankara' })).status).toBe(201);
  expect((await reader().post('/api/public-newsletter-subscription/subscribe', { email })).status).toBe(201);
  const em = t.app.db.orm.em.fork();
  ids.contacts = (await em.findOneOrFail(ContactMessage, { email })).id;
  ids.subscriptions = (await em.findOneOrFail(SubscriptionRequest, { email })).id;
});
afterAll(() => t.close());

const staffReads = routes.filter((route) => route.methods.includes('GET') && !route.path.startsWith('/public-'));
const publicReads = routes.filter((route) => route.methods.includes('GET') && route.path.startsWith('/public-'));

/** A concrete path: `:id` of the row made above where there is one, else 1 (an answer of 200 or 404 alike). */
const concrete = (path: string) => path.replace(/:\w+/g, () => String(ids[path.split('/')[1]!] ?? 1));

it('covers the paths with personal data that lacked no-store', () => {
  expect(staffReads.map((route) => route.path)).toEqual(
    expect.arrayContaining(['/contacts', '/subscriptions', '/newsletter-subscription', '/dashboard', '/audit-log', '/auth/user']),
  );
});

it.each(staffReads.map((route) => concrete(route.path)))('GET /api%s answers no-store to the staff', async (path) => {
  const response = await staff.get(`/api${path}`);
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get('cache-control')).toBe('no-store');
});

it.each(['/contacts', '/subscriptions', '/newsletter-subscription', '/dashboard', '/audit-log', `/contacts/:id`, '/subscriptions/:id'])(
  'GET /api%s carries its data (200) with no-store',
  async (path) => {
    const response = await staff.get(`/api${concrete(path)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  },
);

it('answers no-store to writes, refusals and unknown API paths alike', async () => {
  const reader = new AddressedClient(t.baseUrl, randomAddress());
  const answers = [
    await reader.post('/api/public-newsletter-subscription/subscribe', { email: `${unique('okur')}@dergi.test` }),
    await reader.get('/api/contacts'),
    await reader.get('/api/no-such-path'),
    await staff.post('/api/categories', { name: `Kategori ${unique('')}`, description: '' }),
    await reader.get('/api/app/get-csrf-token'),
  ];
  expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual(Array(answers.length).fill('no-store'));
});

it.each(publicReads.map((route) => route.path).filter((path) => !path.includes(':')))('lets GET /api%s be kept as before', async (path) => {
  const response = await t.client().get(`/api${path}`);
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get('cache-control')).not.toBe('no-store');
});

describe('HSTS', () => {
  it('is not sent outside production (plain http on a developer machine)', async () => {
    const response = await t.client().get('/healthz');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  describe('in production', () => {
    let database: TestDatabase;
    let app: App;
    let baseUrl: string;
    beforeAll(async () => {
      database = await freshDatabase();
      const config = loadConfig(
        {
          SUBSCRIPTION_IBAN: DEMO_SUBSCRIPTION_PAYMENT.iban,
          SUBSCRIPTION_ACCOUNT_HOLDER: DEMO_SUBSCRIPTION_PAYMENT.accountHolder,
          SUBSCRIPTION_BANK: DEMO_SUBSCRIPTION_PAYMENT.bankName,
        },
        {
          production: true,
          port: 0,
          publicUrl: 'https://dergi.example',
          dataDir: database.dataDir,
          databaseUrl: database.databaseUrl,
          appSecret: `production-secret-${randomUUID()}-${randomUUID()}`,
          adminEmail: ADMIN.email,
          adminPassword: ADMIN.password,
          seedDemo: false,
          logLevel: 'silent',
          clientDist: `${database.dataDir}/no-client`,
        },
      );
      app = await createApp(config);
      baseUrl = `http://127.0.0.1:${await app.listen(0)}`;
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    it.each(['/healthz', '/api/public-news/latest', '/', '/media/none.png'])('is sent with %s', async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    });
  });
});
