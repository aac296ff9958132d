import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expectError, expectGraphQLError } from '../../test/expect.js';
import { AddressedClient, randomAddress, unique } from '../../test/factories.js';
import { describePagingErrors, describeRouteGuards, describeUnknownIds, listAs, useTestApp } from '../../test/resource-contract.js';
import { ADMIN, type TestApp } from '../../test/test-app.js';
import type { TestClient } from '../../test/test-client.js';
import { ContactMessage } from './contact-message.entity.js';

/*
 * The staff side of contact messages over HTTP: list (newest first, search, read/unread), detail
 * (marks the message read), delete; and the mail to the staff address when a reader sends one.
 */

const api = useTestApp({ trustProxy: 1 });
let t: TestApp;
let staff: TestClient;
beforeAll(() => {
  ({ t, staff } = api);
});

interface MessageBody {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  read: boolean;
  readAt: string | null;
}

const SHAPE = {
  id: expect.any(Number),
  name: expect.any(String),
  email: expect.any(String),
  phone: expect.any(String),
  message: expect.any(String),
  read: false,
  readAt: null,
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
};

let clock = Date.now() - 3_600_000;

/** A message row straight through the ORM, each one later than the one before. */
async function insert(fields: Partial<Pick<ContactMessage, 'name' | 'email' | 'message' | 'readAt'>> = {}): Promise<MessageBody> {
  const em = t.app.db.orm.em.fork();
  clock += 1000;
  const row = em.create(ContactMessage, {
    name: fields.name ?? 'Ayşe Okur',
    email: fields.email ?? `${unique('okur')}@dergi.test`,
    phone: '+90 312 555 12 34',
    message: fields.message ?? 'Dergiye teşekkürler.',
    readAt: fields.readAt,
    createdAt: new Date(clock),
  });
  await em.flush();
  const body = await staff.graphql('query ($id: Int!) { contactMessage(id: $id) { id name email phone message read readAt createdAt updatedAt } }', { id: row.id });
  return body.body.data.contactMessage;
}

const sendPublic = (body: Record<string, unknown>) => new AddressedClient(t.baseUrl, randomAddress()).post('/api/public-contact/send-message', body);

describe('GET /api/contacts', () => {
  it('pages newest first, each with read false until opened; the admin default is 20 a page', async () => {
    const tail = unique('');
    const made = [await insert({ name: `Birinci ${tail}` }), await insert({ name: `İkinci ${tail}` }), await insert({ name: `Üçüncü ${tail}` })];
    const all = await listAs(staff, '/contacts', { query: tail });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ items: made.slice().reverse().map((m) => ({ ...SHAPE, ...m })), page: 1, pageSize: 20, totalItems: 3, totalPages: 1 });
    const second = await listAs(staff, '/contacts', { query: tail, page: 2, pageSize: 2 });
    expect(second.body).toEqual({ items: [{ ...SHAPE, ...made[0] }], page: 2, pageSize: 2, totalItems: 3, totalPages: 2 });
    const firstPage = await listAs(staff, '/contacts');
    expect(firstPage.body.items[0].id).toBe(made[2]!.id);
  });

  it('searches name, email and message, folded and in any order', async () => {
    const tail = unique('');
    const byName = await insert({ name: `Şükrü Işıkçı ${tail}` });
    const byEmail = await insert({ email: `kutuphane-${tail}@ornek.test` });
    const byMessage = await insert({ message: `Eski sayıları ${tail} nereden bulabilirim? Güzel çalışma.` });
    const ids = async (query: string) => (await listAs(staff, '/contacts', { query })).body.items.map((m: MessageBody) => m.id);
    expect(await ids(`isikci sukru ${tail}`)).toEqual([byName.id]);
    expect(await ids(`kutuphane ${tail}`)).toEqual([byEmail.id]);
    expect(await ids(`${tail} SAYILARI guzel`)).toEqual([byMessage.id]);
    expect(await ids(`${tail} yok`)).toEqual([]);
  });

  it('?read=false lists the unread ones, ?read=true the read ones; anything else is Contact.Read.invalid', async () => {
    const tail = unique('');
    const unread = await insert({ name: `Okunmamış ${tail}` });
    const read = await insert({ name: `Okunmuş ${tail}`, readAt: new Date() });
    expect((await listAs(staff, '/contacts', { query: tail, read: 'false' })).body.items.map((m: MessageBody) => m.id)).toEqual([unread.id]);
    expect((await listAs(staff, '/contacts', { query: tail, read: 'true' })).body.items.map((m: MessageBody) => m.id)).toEqual([read.id]);
    expectError(await listAs(staff, '/contacts', { read: 'evet' }), 400, 'BAD_USER_INPUT', { read: 'Contact.Read.invalid' });
  });
});

describePagingErrors(api, '/contacts');

describe('GET /api/contacts/{id}', () => {
  it('answers the message marked read; reading again keeps the first reading time; the list shows it read', async () => {
    const made = await insert();
    expect(made.read).toBe(false);
    const first = await staff.get(`/api/contacts/${made.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...SHAPE, ...made, read: true, readAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), updatedAt: expect.any(String) });
    const again = await staff.get(`/api/contacts/${made.id}`);
    expect(again.body.readAt).toBe(first.body.readAt);
    const listed = await listAs(staff, '/contacts', { query: made.email });
    expect(listed.body.items).toEqual([expect.objectContaining({ id: made.id, read: true, readAt: first.body.readAt })]);
  });

  it('the contactMessage query alone does not mark it read; markContactMessageRead does', async () => {
    const made = await insert();
    const read = await staff.graphql('query ($id: Int!) { contactMessage(id: $id) { read } }', { id: made.id });
    expect(read.body).toEqual({ data: { contactMessage: { read: false } } });
    const marked = await staff.graphql('mutation ($input: IdInput!) { markContactMessageRead(input: $input) { id read readAt } }', { input: { id: made.id } });
    expect(marked.body.data.markContactMessageRead).toEqual({ id: made.id, read: true, readAt: expect.any(String) });
    expectGraphQLError(await staff.graphql('mutation { markContactMessageRead(input: { id: 999999 }) { id } }'), 'NOT_FOUND', 404);
    expectGraphQLError(await t.client().graphql(`mutation { markContactMessageRead(input: { id: ${made.id} }) { id } }`), 'UNAUTHENTICATED', 401);
  });
});

describe('DELETE /api/contacts/{id}', () => {
  it('answers 204 and removes the message for good: then 404, gone from the list', async () => {
    const made = await insert();
    expect((await staff.delete(`/api/contacts/${made.id}`)).status).toBe(204);
    expectError(await staff.get(`/api/contacts/${made.id}`), 404, 'NOT_FOUND');
    expectError(await staff.delete(`/api/contacts/${made.id}`), 404, 'NOT_FOUND');
    expect((await listAs(staff, '/contacts', { query: made.email })).body.totalItems).toBe(0);
    expect(await t.app.db.orm.em.fork().count(ContactMessage, { id: made.id })).toBe(0);
  });
});

describe('unknown ids', () => {
  describeUnknownIds(api, { path: '/contacts', sampleBody: () => ({}) });
});

describeRouteGuards(api, {
  path: '/contacts',
  documented: ['GET /contacts', 'GET /contacts/:id', 'DELETE /contacts/:id'],
  sampleBody: () => ({}),
  createTarget: () => insert(),
  async expectUnchanged(_api, target) {
    // Still there, and still unread: a refused GET did not mark it read.
    const read = await staff.graphql('query ($id: Int!) { contactMessage(id: $id) { id read } }', { id: target.id });
    expect(read.body).toEqual({ data: { contactMessage: { id: target.id, read: false } } });
  },
});

describe('the mail to the staff address', () => {
  const outbox = () => path.join(t.config.dataDir, 'outbox');

  it('a stored message sends a short mail to STAFF_EMAIL (default: ADMIN_EMAIL), in the outbox too', async () => {
    const email = `${unique('okur')}@dergi.test`;
    const before = t.app.mailer.sent.length;
    const response = await sendPublic({ name: 'Zeynep Çelik', email, phone: '0312 555 00 00', message: 'Aboneliğim hakkında\nbir sorum var.' });
    expect(response.status).toBe(201);
    const mails = t.app.mailer.sent.slice(before);
    expect(mails).toHaveLength(1);
    const [stored] = await t.app.db.orm.em.fork().find(ContactMessage, { email });
    expect(mails[0]).toEqual({
      to: ADMIN.email,
      subject: 'Yeni iletişim mesajı: Zeynep Çelik',
      text: expect.stringContaining(email),
      html: expect.stringContaining('Zeynep Çelik'),
    });
    expect(mails[0]!.text).toContain('Aboneliğim hakkında\nbir sorum var.');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/yonetim/iletisim/${stored!.id}`);
    // The file is written after the answer (the mail never delays the reader): wait for it a moment.
    const inOutbox = () =>
      existsSync(outbox()) &&
      readdirSync(outbox())
        .filter((file) => file.endsWith('.json'))
        .some((file) => (JSON.parse(readFileSync(path.join(outbox(), file), 'utf8')).text as string).includes(email));
    for (let i = 0; i < 50 && !inOutbox(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(inOutbox()).toBe(true);
  });

  it('a refused message sends no mail', async () => {
    const before = t.app.mailer.sent.length;
    expectError(await sendPublic({ name: 'A', email: 'yanlis', phone: '1', message: 'x' }), 400, 'BAD_USER_INPUT', { email: 'Contact.Email.invalid' });
    expect(t.app.mailer.sent.length).toBe(before);
  });

  it('a failing mail server never fails the reader: 201 and the message is stored', async () => {
    const mailer = t.app.mailer as { send: (message: unknown) => Promise<void> };
    const original = mailer.send;
    mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const email = `${unique('okur')}@dergi.test`;
      const response = await sendPublic({ name: 'Ali Veli', email, phone: '0312 555 00 00', message: 'Merhaba' });
      expect(response.status).toBe(201);
      expect(await t.app.db.orm.em.fork().count(ContactMessage, { email })).toBe(1);
    } finally {
      mailer.send = original;
    }
  });

  it('a subject cannot carry a line break from the name: a name with one is refused, and no mail goes', async () => {
    const before = t.app.mailer.sent.length;
    const response = await sendPublic({ name: 'Ad\r\nBcc: kotu@ornek.test', email: `${unique('okur')}@dergi.test`, phone: '1', message: 'x' });
    expect({ status: response.status, fields: response.body.error?.fields }).toEqual({ status: 400, fields: { name: 'Contact.Name.invalid' } });
    expect(t.app.mailer.sent.length).toBe(before);
  });
});

describe('the same operations through GraphQL', () => {
  it('contactMessageList and deleteContactMessage; staff only', async () => {
    const made = await insert();
    const listed = await staff.graphql('query ($q: String) { contactMessageList(query: $q, read: false) { items { id read } totalItems } }', { q: made.email });
    expect(listed.body.data.contactMessageList).toEqual({ items: [{ id: made.id, read: false }], totalItems: 1 });
    expectGraphQLError(await t.client().graphql('{ contactMessageList { totalItems } }'), 'UNAUTHENTICATED', 401);
    expectGraphQLError(await t.client().graphql(`{ contactMessage(id: ${made.id}) { email } }`), 'UNAUTHENTICATED', 401);
    expect((await staff.graphql(`mutation { deleteContactMessage(input: { id: ${made.id} }) }`)).body).toEqual({ data: { deleteContactMessage: true } });
    expectGraphQLError(await staff.graphql(`mutation { deleteContactMessage(input: { id: ${made.id} }) }`), 'NOT_FOUND', 404);
  });
});
