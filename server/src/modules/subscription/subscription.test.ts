import { SubscriptionRequest, SubscriptionStatus, SubscriptionType } from './subscription-request.entity.js';
import { COMPANY_SUBSCRIPTION_PER_ADDRESS, PERSONAL_SUBSCRIPTION_PER_ADDRESS } from './subscription.limits.js';
import { DEMO_SUBSCRIPTION_PAYMENT } from '../../config.js';
import { AddressedClient, randomAddress, unique } from '../../test/factories.js';
import { expectError, expectGraphQLError, expectRateLimited } from '../../test/expect.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/test-client.js';

/*
 * POST /api/public-subscriptions/personal and /company, GET /api/public-subscriptions/offer and
 * their GraphQL operations, over HTTP. Every request arrives from an address of its own (trusted
 * proxy), except in the limit tests.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1, redisUrl: process.env.TEST_REDIS_URL?.trim() || undefined });
});
afterAll(() => t.close());

const from = (address = randomAddress()) => new AddressedClient(t.baseUrl, address);
const PERSONAL = '/api/public-subscriptions/personal';
const COMPANY = '/api/public-subscriptions/company';
const COMPANY_GQL = 'mutation ($input: CompanySubscriptionInput!) { requestCompanySubscription(input: $input) }';
const PERSONAL_GQL = 'mutation ($input: PersonalSubscriptionInput!) { requestPersonalSubscription(input: $input) }';

const personal = () => ({ name: 'Mehmet Abone', email: `${unique('abone')}@dergi.test`, phone: '0312 555 12 34', address: 'Kızılay Mah. 1. Sok. No: 2, Çankaya / Ankara' });
const company = () => ({ ...personal(), company: 'Örnek Yayın Ltd. Şti.', tax: '1234567890' });
const stored = (email: string) => t.app.db.orm.em.fork().find(SubscriptionRequest, { email });
const count = () => t.app.db.orm.em.fork().count(SubscriptionRequest);

describe('the offer', () => {
  it('is public: 1500 TRY personal, 2000 TRY corporate, 12 months, free shipping, and the configured account', async () => {
    const expected = {
      personalPrice: 1500,
      corporatePrice: 2000,
      currency: 'TRY',
      months: 12,
      freeShipping: true,
      iban: DEMO_SUBSCRIPTION_PAYMENT.iban,
      accountHolder: DEMO_SUBSCRIPTION_PAYMENT.accountHolder,
      bankName: DEMO_SUBSCRIPTION_PAYMENT.bankName,
    };
    const response = await new TestClient(t.baseUrl).get('/api/public-subscriptions/offer');
    expect({ status: response.status, body: response.body }).toEqual({ status: 200, body: expected });
    const graphql = await new TestClient(t.baseUrl).graphql('{ publicSubscriptionOffer { personalPrice corporatePrice currency months freeShipping iban accountHolder bankName } }');
    expect(graphql.body).toEqual({ data: { publicSubscriptionOffer: expected } });
  });

  it('shows the account the settings name', async () => {
    const other = await startTestApp({ subscriptionPayment: { iban: 'TR320010009999901234567890', accountHolder: 'Başka Hesap', bankName: 'Başka Banka' } });
    try {
      const response = await other.client().get('/api/public-subscriptions/offer');
      expect(response.body).toMatchObject({ iban: 'TR320010009999901234567890', accountHolder: 'Başka Hesap', bankName: 'Başka Banka' });
    } finally {
      await other.close();
    }
  });
});

describe('a personal request', () => {
  it('answers 201 { ok: true } once stored as a pending personal request', async () => {
    const request = personal();
    const response = await from().post(PERSONAL, { ...request, name: ` ${request.name} ` });
    expect({ status: response.status, body: response.body }).toEqual({ status: 201, body: { ok: true } });
    const rows = await stored(request.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...request, type: SubscriptionType.personal, status: SubscriptionStatus.pending });
    expect(rows[0]!.companyName ?? null).toBeNull();
    expect(rows[0]!.subscribedAt ?? null).toBeNull();
  });

  it('works over GraphQL too, anonymously', async () => {
    const request = personal();
    expect((await from().graphql(PERSONAL_GQL, { input: request })).body).toEqual({ data: { requestPersonalSubscription: true } });
    expect(await stored(request.email)).toHaveLength(1);
  });

  it.each([
    ['name missing', { name: undefined }, { name: 'Subscription.Name.required' }],
    ['name too long', { name: 'n'.repeat(151) }, { name: 'Subscription.Name.max' }],
    ['email missing', { email: '' }, { email: 'Subscription.Email.required' }],
    ['email not an address', { email: 'abone@dergi' }, { email: 'Subscription.Email.invalid' }],
    ['email too long', { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(22)}` }, { email: 'Subscription.Email.max' }],
    ['phone missing', { phone: undefined }, { phone: 'Subscription.Phone.required' }],
    ['phone with letters', { phone: '0312 TEL' }, { phone: 'Subscription.Phone.invalid' }],
    ['phone too long', { phone: '1'.repeat(31) }, { phone: 'Subscription.Phone.max' }],
    ['address missing', { address: undefined }, { address: 'Subscription.Address.required' }],
    ['address blank', { address: ' \n ' }, { address: 'Subscription.Address.required' }],
    ['address too long', { address: 'a'.repeat(501) }, { address: 'Subscription.Address.max' }],
  ])('%s answers 400 with the key and stores nothing', async (_label, change, fields) => {
    const before = await count();
    expectError(await from().post(PERSONAL, { ...personal(), ...change }), 400, 'BAD_USER_INPUT', fields);
    expect(await count()).toBe(before);
  });

  it('is refused without the CSRF token (403)', async () => {
    const request = personal();
    expectError(await new TestClient(t.baseUrl).post(PERSONAL, request, { csrf: false }), 403, 'FORBIDDEN');
    expect(await stored(request.email)).toHaveLength(0);
  });
});

describe('a corporate request', () => {
  it('answers 201 once stored as a pending company request, company and tax mapped to companyName and taxNumber', async () => {
    const request = company();
    const response = await from().post(COMPANY, request);
    expect({ status: response.status, body: response.body }).toEqual({ status: 201, body: { ok: true } });
    const rows = await stored(request.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: SubscriptionType.company,
      status: SubscriptionStatus.pending,
      name: request.name,
      companyName: request.company,
      taxNumber: request.tax,
      phone: request.phone,
      address: request.address,
    });
  });

  it.each([
    ['left out', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
  ])('needs no tax number (%s)', async (_label, tax) => {
    const request = { ...company(), tax };
    expect((await from().post(COMPANY, request)).status).toBe(201);
    const rows = await stored(request.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.taxNumber ?? null).toBeNull();
  });

  it('takes a tax number sent as a JSON number', async () => {
    const request = { ...company(), tax: 1234567890 };
    expect((await from().post(COMPANY, request)).status).toBe(201);
    expect((await stored(request.email))[0]!.taxNumber).toBe('1234567890');
  });

  it.each([
    ['company missing', { company: undefined }, { company: 'Subscription.CompanyName.required' }],
    ['company too long', { company: 'c'.repeat(151) }, { company: 'Subscription.CompanyName.max' }],
    ['tax with letters', { tax: '12345AB' }, { tax: 'Subscription.TaxNumber.invalid' }],
    ['tax with a hyphen', { tax: '123-456' }, { tax: 'Subscription.TaxNumber.invalid' }],
    ['tax too long', { tax: '1'.repeat(21) }, { tax: 'Subscription.TaxNumber.max' }],
    ['tax not text', { tax: { digits: '1' } }, { tax: 'Subscription.TaxNumber.invalid' }],
    ['name missing', { name: '' }, { name: 'Subscription.Name.required' }],
    ['email not an address', { email: 'x' }, { email: 'Subscription.Email.invalid' }],
    ['phone with letters', { phone: 'abc' }, { phone: 'Subscription.Phone.invalid' }],
    ['address missing', { address: undefined }, { address: 'Subscription.Address.required' }],
  ])('%s answers 400 with the key under the REST field name and stores nothing', async (_label, change, fields) => {
    const before = await count();
    expectError(await from().post(COMPANY, { ...company(), ...change }), 400, 'BAD_USER_INPUT', fields);
    expect(await count()).toBe(before);
  });

  it('over GraphQL, reports companyName and taxNumber under their own names', async () => {
    const { company: _company, tax: _tax, ...rest } = company();
    const response = await from().graphql(COMPANY_GQL, { input: { ...rest, companyName: '', taxNumber: '12a' } });
    expectGraphQLError(response, 'BAD_USER_INPUT', 400, { companyName: 'Subscription.CompanyName.required', taxNumber: 'Subscription.TaxNumber.invalid' });
    const request = { ...rest, companyName: 'Örnek A.Ş.' };
    expect((await from().graphql(COMPANY_GQL, { input: request })).body).toEqual({ data: { requestCompanySubscription: true } });
    expect((await stored(request.email))[0]).toMatchObject({ companyName: 'Örnek A.Ş.', type: SubscriptionType.company });
  });

  it('is refused without the CSRF token (403)', async () => {
    const request = company();
    expectError(await new TestClient(t.baseUrl).post(COMPANY, request, { csrf: false }), 403, 'FORBIDDEN');
    expect(await stored(request.email)).toHaveLength(0);
  });
});

describe('the per-address limits', () => {
  it('use the documented limits', () => {
    expect(PERSONAL_SUBSCRIPTION_PER_ADDRESS).toEqual({ max: 5, windowMs: 60 * 60_000 });
    expect(COMPANY_SUBSCRIPTION_PER_ADDRESS).toEqual({ max: 5, windowMs: 60 * 60_000 });
  });

  it('answer the 6th request of one kind from one address within an hour with 429 and Retry-After; the other kind and other addresses still go through', async () => {
    const client = randomAddress();
    for (let i = 0; i < PERSONAL_SUBSCRIPTION_PER_ADDRESS.max; i += 1) expect((await from(client).post(PERSONAL, personal())).status).toBe(201);
    const refused = personal();
    expectRateLimited(await from(client).post(PERSONAL, refused), 60 * 60);
    const graphql = await from(client).graphql(PERSONAL_GQL, { input: refused });
    expect(graphql.body.errors![0]!.extensions).toEqual({ code: 'RATE_LIMITED', status: 429, retryAfter: expect.any(Number) });
    expect(await stored(refused.email)).toHaveLength(0);

    for (let i = 0; i < COMPANY_SUBSCRIPTION_PER_ADDRESS.max; i += 1) expect((await from(client).post(COMPANY, company())).status).toBe(201);
    expectRateLimited(await from(client).post(COMPANY, company()), 60 * 60);

    expect((await from().post(PERSONAL, refused)).status).toBe(201);
  });
});
