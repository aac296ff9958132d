import { readCsvDownload } from '../../test/csv.js';
import { expectError, expectGraphQLError } from '../../test/expect.js';
import { AddressedClient, randomAddress, unique } from '../../test/factories.js';
import { describePagingErrors, describeRouteGuards, describeUnknownIds, listAs, useTestApp } from '../../test/resource-contract.js';
import { ADMIN, type TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { SubscriptionRequest, SubscriptionStatus, SubscriptionType } from './subscription-request.entity.js';
import { addMonths } from './subscription.service.js';

/*
 * The staff side of subscription requests over HTTP: list with status, type and "ending within N
 * days" filters, detail with the end date, confirm (twice is harmless), delete, the shipping list
 * as CSV; and the mail to the staff address when a reader sends a request.
 */

const api = useTestApp({ trustProxy: 1 });
let t: TestApp;
let staff: TestClient;
beforeAll(() => {
  ({ t, staff } = api);
});

const DAY = 24 * 60 * 60 * 1000;

interface RequestBody {
  id: number;
  type: 'personal' | 'company';
  status: 'pending' | 'confirmed';
  name: string;
  email: string;
  phone: string;
  address: string;
  companyName: string | null;
  taxNumber: string | null;
  subscribedAt: string | null;
  endsAt: string | null;
  active: boolean;
}

const FIELDS = 'id type status name email phone address companyName taxNumber subscribedAt endsAt active createdAt updatedAt';

let clock = Date.now() - 3_600_000;

/** A request row straight through the ORM, each one later than the one before; confirmed `daysAgo` days ago when given. */
async function insert(
  fields: Partial<Pick<SubscriptionRequest, 'name' | 'type' | 'companyName' | 'address' | 'phone' | 'email'>> & { confirmedAt?: Date } = {},
): Promise<RequestBody> {
  const em = t.app.db.orm.em.fork();
  clock += 1000;
  const row = em.create(SubscriptionRequest, {
    type: fields.type ?? SubscriptionType.personal,
    name: fields.name ?? `Abone ${unique('')}`,
    email: fields.email ?? `${unique('abone')}@dergi.test`,
    phone: fields.phone ?? '0312 555 12 34',
    address: fields.address ?? 'Kızılay, Ankara',
    companyName: fields.companyName,
    status: fields.confirmedAt ? SubscriptionStatus.confirmed : SubscriptionStatus.pending,
    subscribedAt: fields.confirmedAt,
    createdAt: new Date(clock),
  });
  await em.flush();
  const read = await staff.graphql(`query ($id: Int!) { subscriptionRequest(id: $id) { ${FIELDS} } }`, { id: row.id });
  return read.body.data.subscriptionRequest;
}

/** Confirmed so that the 12 months end `days` days from now. */
const endingIn = (days: number) => addMonths(new Date(Date.now() + days * DAY), -12);

const ids = async (query: Record<string, string | number>) => {
  const response = await listAs(staff, '/subscriptions', query);
  expect(response.status).toBe(200);
  return response.body.items.map((r: RequestBody) => r.id);
};

describe('GET /api/subscriptions', () => {
  it('pages newest first (20 a page by default), each with status, end date and whether it is active', async () => {
    const tail = unique('');
    const pending = await insert({ name: `Bekleyen ${tail}` });
    const confirmedAt = new Date(Date.now() - 10 * DAY);
    const confirmed = await insert({ name: `Onaylı ${tail}`, type: SubscriptionType.company, companyName: 'Örnek A.Ş.', confirmedAt });
    const all = await listAs(staff, '/subscriptions', { query: tail });
    expect(all.body).toEqual({ items: [confirmed, pending].map((r) => expect.objectContaining(r)), page: 1, pageSize: 20, totalItems: 2, totalPages: 1 });
    expect(pending).toMatchObject({ status: 'pending', subscribedAt: null, endsAt: null, active: false });
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      type: 'company',
      companyName: 'Örnek A.Ş.',
      subscribedAt: confirmedAt.toISOString(),
      endsAt: addMonths(confirmedAt, 12).toISOString(),
      active: true,
    });
  });

  it('filters by status and by type, and searches name, company, email, phone and address folded', async () => {
    const tail = unique('');
    const personalPending = await insert({ name: `Şule Işık ${tail}` });
    const companyPending = await insert({ name: `Temsilci ${tail}`, type: SubscriptionType.company, companyName: `Çağdaş Kitapçılık ${tail}` });
    const personalConfirmed = await insert({ name: `Onaylı ${tail}`, address: `Gölbaşı ${tail}, Ankara`, confirmedAt: new Date(Date.now() - DAY) });
    expect(await ids({ query: tail, status: 'pending' })).toEqual([companyPending.id, personalPending.id]);
    expect(await ids({ query: tail, status: 'confirmed' })).toEqual([personalConfirmed.id]);
    expect(await ids({ query: tail, type: 'company' })).toEqual([companyPending.id]);
    expect(await ids({ query: tail, type: 'personal', status: 'pending' })).toEqual([personalPending.id]);
    expect(await ids({ query: `isik sule ${tail}` })).toEqual([personalPending.id]);
    expect(await ids({ query: `cagdas ${tail}` })).toEqual([companyPending.id]);
    expect(await ids({ query: `golbasi ${tail}` })).toEqual([personalConfirmed.id]);
  });

  it('expiringWithinDays keeps the active subscriptions ending that soon, soonest end first', async () => {
    const tail = unique('');
    const in10 = await insert({ name: `On gün ${tail}`, confirmedAt: endingIn(10) });
    const in3 = await insert({ name: `Üç gün ${tail}`, confirmedAt: endingIn(3) });
    const in40 = await insert({ name: `Kırk gün ${tail}`, confirmedAt: endingIn(40) });
    await insert({ name: `Bitmiş ${tail}`, confirmedAt: endingIn(-2) });
    await insert({ name: `Bekleyen ${tail}` });
    expect(await ids({ query: tail, expiringWithinDays: 30 })).toEqual([in3.id, in10.id]);
    expect(await ids({ query: tail, expiringWithinDays: 5 })).toEqual([in3.id]);
    expect(await ids({ query: tail, expiringWithinDays: 60 })).toEqual([in3.id, in10.id, in40.id]);
    expect(await ids({ query: tail, expiringWithinDays: 30, status: 'pending' })).toEqual([]);
    expect(await ids({ query: tail })).toHaveLength(5);
  });

  it.each([
    ['status=paid', { status: 'paid' }, { status: 'Subscription.Status.invalid' }],
    ['type=vip', { type: 'vip' }, { type: 'Subscription.Type.invalid' }],
    ['expiringWithinDays=abc', { expiringWithinDays: 'abc' }, { expiringWithinDays: 'Subscription.ExpiringWithinDays.invalid' }],
    ['expiringWithinDays=0', { expiringWithinDays: 0 }, { expiringWithinDays: 'Subscription.ExpiringWithinDays.invalid' }],
    ['expiringWithinDays=-5', { expiringWithinDays: -5 }, { expiringWithinDays: 'Subscription.ExpiringWithinDays.invalid' }],
    ['expiringWithinDays=367', { expiringWithinDays: 367 }, { expiringWithinDays: 'Subscription.ExpiringWithinDays.invalid' }],
  ])('answers 400 with the key for %s', async (_label, query, fields) => {
    expectError(await listAs(staff, '/subscriptions', query), 400, 'BAD_USER_INPUT', fields);
  });
});

describePagingErrors(api, '/subscriptions');

describe('GET /api/subscriptions/{id}', () => {
  it('answers the request with every field', async () => {
    const made = await insert({ type: SubscriptionType.company, companyName: 'Kurum' });
    const read = await staff.get(`/api/subscriptions/${made.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...made, createdAt: expect.any(String), updatedAt: expect.any(String) });
  });
});

describe('confirm: POST (PUT, PATCH) /api/subscriptions/{id}/confirm', () => {
  it('pending → confirmed, subscribedAt now, ending 12 months later; confirming again is harmless (200, unchanged)', async () => {
    const made = await insert();
    const before = Date.now();
    const first = await staff.post(`/api/subscriptions/${made.id}/confirm`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: made.id, status: 'confirmed', active: true });
    const subscribedAt = new Date(first.body.subscribedAt).getTime();
    expect(subscribedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(subscribedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(first.body.endsAt).toBe(addMonths(new Date(first.body.subscribedAt), 12).toISOString());

    for (const method of ['POST', 'PUT', 'PATCH']) {
      const again = await staff.request(method, `/api/subscriptions/${made.id}/confirm`, { json: {} });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    expect((await ids({ query: made.email, status: 'confirmed' }))).toEqual([made.id]);
  });

  it('two confirmations at once both answer 200 with the same subscribedAt', async () => {
    const made = await insert();
    const [a, b] = await Promise.all([staff.post(`/api/subscriptions/${made.id}/confirm`), staff.put(`/api/subscriptions/${made.id}/confirm`)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.subscribedAt).toBe(b.body.subscribedAt);
  });

  it.each(['abc', '999999', '0', '-1', '9999999999'])('answers 404 for the id %s', async (id) => {
    expectError(await staff.post(`/api/subscriptions/${id}/confirm`), 404, 'NOT_FOUND');
  });
});

describe('DELETE /api/subscriptions/{id}', () => {
  it('answers 204 and removes the request for good: then 404', async () => {
    const made = await insert({ confirmedAt: new Date() });
    expect((await staff.delete(`/api/subscriptions/${made.id}`)).status).toBe(204);
    expectError(await staff.get(`/api/subscriptions/${made.id}`), 404, 'NOT_FOUND');
    expectError(await staff.delete(`/api/subscriptions/${made.id}`), 404, 'NOT_FOUND');
    expectError(await staff.post(`/api/subscriptions/${made.id}/confirm`), 404, 'NOT_FOUND');
  });
});

describe('GET /api/subscriptions/shipping-list.csv', () => {
  const download = (client?: TestClient) =>
    fetch(`${t.baseUrl}/api/subscriptions/shipping-list.csv`, { headers: client?.accessToken ? { authorization: `Bearer ${client.accessToken}` } : {} });

  it('is valid CSV with BOM: name, company, address, phone of the active subscriptions only, Turkish letters intact', async () => {
    const tail = unique('');
    const company = await insert({
      name: `Ömer Şahin ${tail}`,
      type: SubscriptionType.company,
      companyName: 'Güneş "Işık" Yayıncılık, Ltd.',
      address: 'Atatürk Bulvarı No: 1\nÇankaya, Ankara',
      phone: '+90 (312) 555-00-00',
      confirmedAt: new Date(Date.now() - DAY),
    });
    const personal = await insert({ name: `Çiğdem Ünlü ${tail}`, address: 'İzmir', confirmedAt: endingIn(5) });
    await insert({ name: `Bekleyen ${tail}` });
    await insert({ name: `Süresi dolmuş ${tail}`, confirmedAt: endingIn(-1) });

    const response = await download(staff);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="shipping-list-\d{4}-\d\d-\d\d\.csv"/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { rows } = await readCsvDownload(response);
    expect(rows[0]).toEqual(['name', 'company', 'address', 'phone']);
    const mine = rows.slice(1).filter((row) => row[0]!.endsWith(tail));
    // By name: "Çiğdem" before "Ömer" (in Turkish order and in byte order alike).
    expect(mine).toEqual([
      [personal.name, '', 'İzmir', '0312 555 12 34'],
      [company.name, 'Güneş "Işık" Yayıncılık, Ltd.', 'Atatürk Bulvarı No: 1\nÇankaya, Ankara', "'+90 (312) 555-00-00"],
    ]);
    const active = (await listAs(staff, '/subscriptions', { status: 'confirmed', pageSize: 100 })).body.items.filter((r: RequestBody) => r.active);
    expect(rows).toHaveLength(active.length + 1);
  });

  it('answers 401 anonymously', async () => {
    const response = await download();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { status: 401, code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });
});

describeRouteGuards(api, {
  path: '/subscriptions',
  documented: [
    'GET /subscriptions',
    'GET /subscriptions/:id',
    'GET /subscriptions/shipping-list.csv',
    'POST /subscriptions/:id/confirm',
    'PUT /subscriptions/:id/confirm',
    'PATCH /subscriptions/:id/confirm',
    'DELETE /subscriptions/:id',
  ],
  sampleBody: () => ({}),
  createTarget: () => insert(),
  async expectUnchanged(_api, target) {
    expect((await staff.get(`/api/subscriptions/${target.id}`)).body).toMatchObject({ id: target.id, status: 'pending', subscribedAt: null });
  },
});

describe('unknown ids', () => {
  describeUnknownIds(api, { path: '/subscriptions', sampleBody: () => ({}) });
});

describe('the mail to the staff address', () => {
  const from = () => new AddressedClient(t.baseUrl, randomAddress());

  it('a stored personal request sends a short mail to STAFF_EMAIL (default: ADMIN_EMAIL)', async () => {
    const email = `${unique('abone')}@dergi.test`;
    const before = t.app.mailer.sent.length;
    const response = await from().post('/api/public-subscriptions/personal', { name: 'Hülya Öz', email, phone: '0312 555 00 00', address: 'Çankaya, Ankara' });
    expect(response.status).toBe(201);
    const mails = t.app.mailer.sent.slice(before);
    expect(mails).toEqual([{ to: ADMIN.email, subject: 'Yeni bireysel abonelik talebi: Hülya Öz', text: expect.stringContaining(email), html: expect.any(String) }]);
    const [stored] = await t.app.db.orm.em.fork().find(SubscriptionRequest, { email });
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/yonetim/abonelikler/${stored!.id}`);
    expect(mails[0]!.text).toContain('Çankaya, Ankara');
  });

  it('a stored company request names the company', async () => {
    const email = `${unique('kurum')}@dergi.test`;
    const before = t.app.mailer.sent.length;
    const response = await from().post('/api/public-subscriptions/company', {
      name: 'Temsilci', company: 'Öğretmenler Derneği', email, phone: '0312 555 00 00', address: 'Ankara',
    });
    expect(response.status).toBe(201);
    expect(t.app.mailer.sent.slice(before)).toEqual([expect.objectContaining({ to: ADMIN.email, subject: 'Yeni kurumsal abonelik talebi: Öğretmenler Derneği' })]);
  });

  it('a refused request sends no mail', async () => {
    const before = t.app.mailer.sent.length;
    expectError(await from().post('/api/public-subscriptions/personal', { name: 'A' }), 400, 'BAD_USER_INPUT', {
      email: 'Subscription.Email.required',
      phone: 'Subscription.Phone.required',
      address: 'Subscription.Address.required',
    });
    expect(t.app.mailer.sent.length).toBe(before);
  });
});

describe('the same operations through GraphQL', () => {
  it('subscriptionRequestList with enum filters, confirmSubscriptionRequest, subscriptionShippingCsv and deleteSubscriptionRequest; staff only', async () => {
    const made = await insert();
    const listed = await staff.graphql('query ($q: String) { subscriptionRequestList(query: $q, status: pending, type: personal) { items { id status } totalItems } }', {
      q: made.email,
    });
    expect(listed.body.data.subscriptionRequestList).toEqual({ items: [{ id: made.id, status: 'pending' }], totalItems: 1 });
    const confirmed = await staff.graphql('mutation ($input: IdInput!) { confirmSubscriptionRequest(input: $input) { status active } }', { input: { id: made.id } });
    expect(confirmed.body).toEqual({ data: { confirmSubscriptionRequest: { status: 'confirmed', active: true } } });
    const csv = await staff.graphql('{ subscriptionShippingCsv { filename content } }');
    expect(csv.body.data.subscriptionShippingCsv.content).toContain(made.name);
    expectGraphQLError(await t.client().graphql('{ subscriptionRequestList { totalItems } }'), 'UNAUTHENTICATED', 401);
    expectGraphQLError(await t.client().graphql(`mutation { confirmSubscriptionRequest(input: { id: ${made.id} }) { id } }`), 'UNAUTHENTICATED', 401);
    expectGraphQLError(await t.client().graphql('{ subscriptionShippingCsv { content } }'), 'UNAUTHENTICATED', 401);
    expect((await staff.graphql(`mutation { deleteSubscriptionRequest(input: { id: ${made.id} }) }`)).body).toEqual({ data: { deleteSubscriptionRequest: true } });
    expectGraphQLError(await staff.graphql(`mutation { confirmSubscriptionRequest(input: { id: ${made.id} }) { id } }`), 'NOT_FOUND', 404);
  });
});
