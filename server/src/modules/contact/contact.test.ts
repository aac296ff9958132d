import { ContactMessage } from './contact-message.entity.js';
import { CONTACT_PER_ADDRESS } from './contact.limits.js';
import { AddressedClient, randomAddress, unique } from '../../test/factories.js';
import { expectError, expectGraphQLError, expectRateLimited } from '../../test/expect.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { TestClient } from '../../test/test-client.js';

/*
 * POST /api/public-contact/send-message and sendContactMessage, over HTTP against the real server.
 * The server trusts one proxy and every request arrives from an address of its own, so only the
 * limit test spends an address's allowance. With TEST_REDIS_URL the counters live in Redis.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1, redisUrl: process.env.TEST_REDIS_URL?.trim() || undefined });
});
afterAll(() => t.close());

const from = (address = randomAddress()) => new AddressedClient(t.baseUrl, address);
const PATH = '/api/public-contact/send-message';
const SEND = 'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }';

const valid = () => ({ name: 'Ayşe Okur', email: `${unique('okur')}@dergi.test`, phone: '+90 (312) 555-12-34', message: 'Dergiye teşekkürler.' });
const stored = (email: string) => t.app.db.orm.em.fork().find(ContactMessage, { email });
const count = () => t.app.db.orm.em.fork().count(ContactMessage);

/** A valid address of exactly `length` characters (64-character local part, 63-character label). */
const emailOfLength = (length: number) => `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(length - 129)}`;

describe('sending a message', () => {
  it('answers 201 { ok: true } only once the message is stored, trimmed', async () => {
    const message = valid();
    const response = await from().post(PATH, { ...message, name: `  ${message.name} `, extra: 'ignored' });
    expect({ status: response.status, body: response.body }).toEqual({ status: 201, body: { ok: true } });
    const rows = await stored(message.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ayşe Okur', email: message.email, phone: '+90 (312) 555-12-34', message: 'Dergiye teşekkürler.' });
  });

  it('works over GraphQL too, anonymously', async () => {
    const message = valid();
    const response = await from().graphql(SEND, { input: message });
    expect(response.body).toEqual({ data: { sendContactMessage: true } });
    expect(await stored(message.email)).toHaveLength(1);
  });

  it('accepts the longest values (name 150, email 150, phone 30, message 5000)', async () => {
    const message = { ...valid(), name: 'n'.repeat(150), email: emailOfLength(150), phone: '1'.repeat(30), message: 'm'.repeat(5000) };
    expect((await from().post(PATH, message)).status).toBe(201);
    expect(await stored(message.email)).toHaveLength(1);
  });

  it('is refused without the CSRF token (403), and nothing is stored', async () => {
    const message = valid();
    const response = await new TestClient(t.baseUrl).post(PATH, message, { csrf: false });
    expectError(response, 403, 'FORBIDDEN');
    expect(await stored(message.email)).toHaveLength(0);
  });
});

describe('bad input answers 400 with the field key and stores nothing', () => {
  it.each([
    ['name missing', { name: undefined }, { name: 'Contact.Name.required' }],
    ['name blank', { name: '   ' }, { name: 'Contact.Name.required' }],
    ['name too long', { name: 'n'.repeat(151) }, { name: 'Contact.Name.max' }],
    ['email missing', { email: undefined }, { email: 'Contact.Email.required' }],
    ['email not an address', { email: 'okur@' }, { email: 'Contact.Email.invalid' }],
    ['email too long', { email: emailOfLength(151) }, { email: 'Contact.Email.max' }],
    ['phone missing', { phone: '' }, { phone: 'Contact.Phone.required' }],
    ['phone with letters', { phone: '0312 555 ABC' }, { phone: 'Contact.Phone.invalid' }],
    ['phone with other signs', { phone: '0312/555.12.34' }, { phone: 'Contact.Phone.invalid' }],
    ['phone too long', { phone: '1'.repeat(31) }, { phone: 'Contact.Phone.max' }],
    ['phone sent as a number', { phone: 5551234 }, { phone: 'Contact.Phone.invalid' }],
    ['message missing', { message: undefined }, { message: 'Contact.Message.required' }],
    ['message too long', { message: 'm'.repeat(5001) }, { message: 'Contact.Message.max' }],
  ])('%s', async (_label, change, fields) => {
    const before = await count();
    expectError(await from().post(PATH, { ...valid(), ...change }), 400, 'BAD_USER_INPUT', fields);
    expect(await count()).toBe(before);
  });

  it('reports every bad field at once, and GraphQL with the same keys', async () => {
    expectError(await from().post(PATH, {}), 400, 'BAD_USER_INPUT', {
      name: 'Contact.Name.required',
      email: 'Contact.Email.required',
      phone: 'Contact.Phone.required',
      message: 'Contact.Message.required',
    });
    const response = await from().graphql(SEND, { input: { ...valid(), phone: 'yok' } });
    expectGraphQLError(response, 'BAD_USER_INPUT', 400, { phone: 'Contact.Phone.invalid' });
    const missing = await from().graphql(SEND, { input: { name: 'A', email: 'a@dergi.test', phone: '1' } });
    expectGraphQLError(missing, 'BAD_USER_INPUT', 400, { message: 'Contact.Message.required' });
  });
});

describe('the per-address limit', () => {
  it('uses the documented limit', () => {
    expect(CONTACT_PER_ADDRESS).toEqual({ max: 5, windowMs: 10 * 60_000 });
  });

  it('answers the 6th message from one address within 10 minutes with 429 and Retry-After, stores nothing, and leaves other addresses alone', async () => {
    const address = randomAddress();
    const marker = unique('limit');
    for (let i = 0; i < CONTACT_PER_ADDRESS.max; i += 1) {
      expect((await from(address).post(PATH, { ...valid(), message: `${marker} ${i}` })).status).toBe(201);
    }
    expectRateLimited(await from(address).post(PATH, { ...valid(), message: `${marker} refused` }), 10 * 60);
    const graphql = await from(address).graphql(SEND, { input: { ...valid(), message: `${marker} refused` } });
    expect(graphql.body.errors![0]!.extensions).toEqual({ code: 'RATE_LIMITED', status: 429, retryAfter: expect.any(Number) });
    expect(await t.app.db.orm.em.fork().count(ContactMessage, { message: `${marker} refused` })).toBe(0);
    expect((await from().post(PATH, valid())).status).toBe(201);
  });
});

describe('a database failure', () => {
  it('answers 500 with no internals, never a false success', async () => {
    const connection = t.app.db.orm.em.fork().getConnection();
    await connection.execute('alter table "contact_messages" rename to "contact_messages_away"');
    try {
      const response = await from().post(PATH, valid());
      expectError(response, 500, 'INTERNAL_SERVER_ERROR');
      expect(JSON.stringify(response.body)).not.toMatch(/contact_messages|relation|insert/i);
    } finally {
      await connection.execute('alter table "contact_messages_away" rename to "contact_messages"');
    }
    expect((await from().post(PATH, valid())).status).toBe(201);
  });
});
