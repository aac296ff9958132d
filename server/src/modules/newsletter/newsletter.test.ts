import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';
import { NEWSLETTER_PER_ADDRESS } from './newsletter.limits.js';
import { AddressedClient, randomAddress, unique } from '../../test/factories.js';
import { expectError, expectGraphQLError, expectRateLimited } from '../../test/expect.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/test-client.js';

/*
 * POST /api/public-newsletter-subscription/subscribe and subscribeToNewsletter over HTTP. Every
 * request arrives from an address of its own (trusted proxy), except in the limit test.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1, redisUrl: process.env.TEST_REDIS_URL?.trim() || undefined });
});
afterAll(() => t.close());

const from = (address = randomAddress()) => new AddressedClient(t.baseUrl, address);
const PATH = '/api/public-newsletter-subscription/subscribe';
const SUBSCRIBE = 'mutation ($input: NewsletterInput!) { subscribeToNewsletter(input: $input) }';
const TAKEN = { email: 'Newsletter.Email.taken' };

const address = () => `${unique('okur')}@dergi.test`;
const count = () => t.app.db.orm.em.fork().count(NewsletterSubscriber);
const stored = (email: string) => t.app.db.orm.em.fork().find(NewsletterSubscriber, { email });

describe('signing up', () => {
  it('answers 201 { ok: true } once the address is stored, trimmed and lower-cased', async () => {
    const email = address();
    const response = await from().post(PATH, { email: `  ${email.toUpperCase()} ` });
    expect({ status: response.status, body: response.body }).toEqual({ status: 201, body: { ok: true } });
    expect((await stored(email)).map((row) => row.email)).toEqual([email]);
  });

  it('works over GraphQL too, anonymously', async () => {
    const email = address();
    expect((await from().graphql(SUBSCRIBE, { input: { email } })).body).toEqual({ data: { subscribeToNewsletter: true } });
    expect(await stored(email)).toHaveLength(1);
  });

  it('answers 409 Newsletter.Email.taken for an address already signed up, in any letter case, and stores no second row', async () => {
    const email = address();
    expect((await from().post(PATH, { email })).status).toBe(201);
    const before = await count();
    const capitalised = email.charAt(0).toUpperCase() + email.slice(1);
    for (const spelling of [email, email.toUpperCase(), capitalised, ` ${email} `]) {
      expectError(await from().post(PATH, { email: spelling }), 409, 'CONFLICT', TAKEN);
    }
    expectGraphQLError(await from().graphql(SUBSCRIBE, { input: { email: email.toUpperCase() } }), 'CONFLICT', 409, TAKEN);
    expect(await count()).toBe(before);
  });

  it('gives one 201 and one 409 (never 500) when one address signs up twice at once', async () => {
    const email = address();
    const answers = await Promise.all([from().post(PATH, { email }), from().post(PATH, { email: email.toUpperCase() })]);
    expect(answers.map((response) => response.status).sort()).toEqual([201, 409]);
    expectError(answers.find((response) => response.status === 409)!, 409, 'CONFLICT', TAKEN);
    expect(await stored(email)).toHaveLength(1);
  });

  it('is refused without the CSRF token (403)', async () => {
    const email = address();
    expectError(await new TestClient(t.baseUrl).post(PATH, { email }, { csrf: false }), 403, 'FORBIDDEN');
    expect(await stored(email)).toHaveLength(0);
  });
});

describe('bad input answers 400 with the field key', () => {
  it.each([
    ['missing', {}, 'Newsletter.Email.required'],
    ['blank', { email: '  ' }, 'Newsletter.Email.required'],
    ['not an address', { email: 'okur.dergi.test' }, 'Newsletter.Email.invalid'],
    ['with a space inside', { email: 'ok ur@dergi.test' }, 'Newsletter.Email.invalid'],
    ['too long', { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(22)}` }, 'Newsletter.Email.max'],
    ['not text', { email: 42 }, 'Newsletter.Email.invalid'],
  ])('%s', async (_label, body, key) => {
    const before = await count();
    expectError(await from().post(PATH, body), 400, 'BAD_USER_INPUT', { email: key });
    expect(await count()).toBe(before);
  });

  it('over GraphQL, a missing email is required', async () => {
    expectGraphQLError(await from().graphql(SUBSCRIBE, { input: {} }), 'BAD_USER_INPUT', 400, { email: 'Newsletter.Email.required' });
  });
});

describe('the per-address limit', () => {
  it('uses the documented limit', () => {
    expect(NEWSLETTER_PER_ADDRESS).toEqual({ max: 5, windowMs: 10 * 60_000 });
  });

  it('answers the 6th sign-up from one address within 10 minutes with 429 and Retry-After, and leaves other addresses alone', async () => {
    const client = randomAddress();
    for (let i = 0; i < NEWSLETTER_PER_ADDRESS.max; i += 1) expect((await from(client).post(PATH, { email: address() })).status).toBe(201);
    const refused = address();
    expectRateLimited(await from(client).post(PATH, { email: refused }), 10 * 60);
    expect(await stored(refused)).toHaveLength(0);
    expect((await from().post(PATH, { email: refused })).status).toBe(201);
  });
});
