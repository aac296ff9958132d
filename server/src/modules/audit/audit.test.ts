import type { GraphQLEnumType } from 'graphql';
import { AUDITED_MUTATIONS, buildBareSchema } from '../../graphql/schema.js';
import { publicOperations } from '../../graphql/permissions.js';
import { MemoryTimestampStore, RateLimiter } from '../../lib/rate-limit.js';
import { expectError } from '../../test/expect.js';
import { AddressedClient, createStaffUser, unique, type StaffUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { User } from '../user/user.entity.js';
import { EditorialKind } from '../publishing/publication.js';
import { NOT_AUDITED } from './audit.map.js';

/*
 * The audit log over HTTP: staff actions done through the real API are recorded by the one audit
 * middleware and read back from GET /api/audit-log (and the auditEntries query). Each test acts as
 * a staff account of its own, so filtering by that user isolates its entries.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
});
afterAll(() => t.close());

const client = () => new AddressedClient(t.baseUrl);

async function actor(name = 'Denetçi'): Promise<{ staff: StaffUser; c: AddressedClient }> {
  const staff = await createStaffUser(t, { name });
  const c = client();
  await c.signIn(staff.email, staff.password);
  return { staff, c };
}

/** The entries of one user, newest first. */
async function entriesOf(reader: AddressedClient, userId: number, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries({ userId, pageSize: 100, ...query }).map(([k, v]) => [k, String(v)]));
  const response = await reader.get(`/api/audit-log?${params}`);
  expect(response.status).toBe(200);
  return response.body;
}

const ENTRY = {
  id: expect.any(Number),
  createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  action: expect.any(String),
  kind: expect.any(String),
  recordId: expect.anything(),
  label: expect.anything(),
  ip: expect.any(String),
  userName: expect.any(String),
  user: expect.anything(),
};

describe('recording', () => {
  it('records a sign-in, a create, an edit, a delete and a sign-out with who, what, which record, when and from where', async () => {
    const { staff, c } = await actor('Kayıt Tutan');
    const name = unique('Kültür');
    const created = await c.post('/api/categories', { name, description: 'Kültür ve sanat haberleri' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await c.put(`/api/categories/${id}`, { name: `${name} 2`, description: 'Kültür ve sanat' })).status).toBe(200);
    expect((await c.delete(`/api/categories/${id}`)).status).toBe(204);
    expect((await c.post('/api/auth/signout')).status).toBe(204);

    const reader = (await actor()).c;
    const log = await entriesOf(reader, staff.user.id);
    const user = { id: staff.user.id, name: 'Kayıt Tutan', deleted: false };
    const common = { ...ENTRY, userName: 'Kayıt Tutan', user, ip: c.address };
    expect(log).toEqual({ items: expect.any(Array), page: 1, pageSize: 100, totalItems: 5, totalPages: 1 });
    expect(log.items).toEqual([
      { ...common, action: 'signOut', kind: 'Session', recordId: null, label: null },
      { ...common, action: 'delete', kind: 'Category', recordId: id, label: `${name} 2` },
      { ...common, action: 'update', kind: 'Category', recordId: id, label: `${name} 2` },
      { ...common, action: 'create', kind: 'Category', recordId: id, label: name },
      { ...common, action: 'signIn', kind: 'Session', recordId: null, label: null },
    ]);
    const times = log.items.map((entry: { createdAt: string }) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Date.now() - times[4]!).toBeLessThan(60_000);
  });

  it('records a sign-out made with the refresh cookie alone (no access token)', async () => {
    const { staff, c } = await actor();
    c.accessToken = undefined;
    expect((await c.post('/api/auth/signout')).status).toBe(204);
    const log = await entriesOf((await actor()).c, staff.user.id, { kind: 'Session' });
    expect(log.items.map((entry: { action: string }) => entry.action)).toEqual(['signOut', 'signIn']);
  });

  it('records profile changes under the user’s own record, and nothing for refused or failed calls', async () => {
    const { staff, c } = await actor('Profilci');
    expect((await c.post('/api/profile/change-language', { language: 'en' })).status).toBe(200);
    expect((await c.post('/api/profile/update-profile', { name: 'Yeni Adı', email: staff.email })).status).toBe(200);
    // Refused and failed calls leave no entry.
    expect((await c.post('/api/profile/update-profile', { name: 'x', email: staff.email })).status).toBe(400);
    expect((await c.post('/api/categories', {})).status).toBe(400);
    expect((await c.delete('/api/categories/999999')).status).toBe(404);
    expect((await c.post('/api/categories', { name: unique('Ad'), description: 'Açıklama' }, { csrf: false })).status).toBe(403);
    expect((await client().post('/api/auth/signin', { email: staff.email, password: 'Yanlis-Sifre-1' })).status).toBe(422);

    const log = await entriesOf((await actor()).c, staff.user.id);
    expect(log.items.map((e: { action: string; kind: string; recordId: number; label: string; userName: string }) => [e.action, e.kind, e.recordId, e.label, e.userName])).toEqual([
      ['update', 'Profile', staff.user.id, 'Yeni Adı', 'Yeni Adı'],
      ['update', 'Profile', staff.user.id, 'Profilci', 'Profilci'],
      ['signIn', 'Session', null, null, 'Profilci'],
    ]);
  });

  it('labels an event by its title', async () => {
    const { staff, c } = await actor();
    const event = await c.post('/api/events', { title: 'Şiir Akşamı', date: '2027-01-10T18:00:00.000Z', location: 'Ankara' });
    expect(event.status).toBe(201);
    const log = await entriesOf((await actor()).c, staff.user.id, { kind: 'Event' });
    expect(log.items).toEqual([expect.objectContaining({ action: 'create', kind: 'Event', recordId: event.body.id, label: 'Şiir Akşamı' })]);
  });
});

describe('GET /api/audit-log', () => {
  it('pages newest first and filters by person and by kind of record', async () => {
    const { staff, c } = await actor();
    for (let i = 1; i <= 3; i += 1) expect((await c.post('/api/tags', { name: unique(`Etiket ${i} `), description: 'Açıklama' })).status).toBe(201);
    expect((await c.post('/api/categories', { name: unique('Kategori '), description: 'Açıklama' })).status).toBe(201);
    const reader = (await actor()).c;

    const all = await entriesOf(reader, staff.user.id);
    expect(all.totalItems).toBe(5);
    expect(all.items.every((entry: { user: { id: number } }) => entry.user.id === staff.user.id)).toBe(true);

    const tags = await entriesOf(reader, staff.user.id, { kind: 'Tag', pageSize: 2 });
    expect(tags).toMatchObject({ page: 1, pageSize: 2, totalItems: 3, totalPages: 2 });
    expect(tags.items.map((entry: { label: string }) => entry.label)).toEqual([all.items[1].label, all.items[2].label]);
    const second = await entriesOf(reader, staff.user.id, { kind: 'Tag', pageSize: 2, page: 2 });
    expect(second.items.map((entry: { label: string }) => entry.label)).toEqual([all.items[3].label]);

    // Unfiltered, the log holds everyone's entries; the default page size is 20.
    const everyone = await reader.get('/api/audit-log');
    expect(everyone.body).toMatchObject({ page: 1, pageSize: 20 });
    expect(everyone.body.totalItems).toBeGreaterThan(all.totalItems);
    expect((await entriesOf(reader, 999_999)).totalItems).toBe(0);
  });

  it.each([
    ['an unknown kind', { kind: 'Recipe' }, { kind: 'AuditLog.Kind.invalid' }],
    ['a kind in lower case', { kind: 'news' }, { kind: 'AuditLog.Kind.invalid' }],
    ['a userId that is not a number', { userId: 'abc' }, { userId: 'AuditLog.UserId.invalid' }],
    ['userId=0', { userId: '0' }, { userId: 'AuditLog.UserId.invalid' }],
    ['page=0', { page: '0' }, { page: 'Paging.Page.min' }],
    ['page=abc', { page: 'abc' }, { page: 'Paging.Page.invalid' }],
    ['pageSize=101', { pageSize: '101' }, { pageSize: 'Paging.PageSize.max' }],
  ])('answers 400 with the key for %s', async (_label, query, fields) => {
    const { c } = await actor();
    expectError(await c.get(`/api/audit-log?${new URLSearchParams(query)}`), 400, 'BAD_USER_INPUT', fields);
  });

  it('answers 401 anonymously and to a signed-out client', async () => {
    expectError(await client().get('/api/audit-log'), 401, 'UNAUTHENTICATED');
    const { c } = await actor();
    await c.post('/api/auth/signout');
    expectError(await c.get('/api/audit-log'), 401, 'UNAUTHENTICATED');
  });

  it('keeps the entries of a deleted user, with the name they had and a "deleted" placeholder; the name stays when the account row is gone', async () => {
    const { staff, c } = await actor('Ayrılan Editör');
    expect((await c.post('/api/tags', { name: unique('Veda'), description: 'Açıklama' })).status).toBe(201);
    const em = t.app.db.orm.em.fork();
    await em.nativeUpdate(User, { id: staff.user.id }, { deletedAt: new Date() });
    const reader = (await actor()).c;

    const soft = await entriesOf(reader, staff.user.id);
    expect(soft.totalItems).toBe(2);
    for (const entry of soft.items) expect(entry).toMatchObject({ userName: 'Ayrılan Editör', user: { id: staff.user.id, name: 'Ayrılan Editör', deleted: true } });

    await em.nativeDelete(User, { id: staff.user.id });
    const everyone = (await reader.get('/api/audit-log?pageSize=100')).body.items as { userName: string; user: unknown; kind: string }[];
    const orphans = everyone.filter((entry) => entry.userName === 'Ayrılan Editör');
    expect(orphans).toHaveLength(2);
    for (const entry of orphans) expect(entry.user).toBeNull();
  });
});

describe('the auditEntries query', () => {
  it('answers staff with the same entries and filters by kind', async () => {
    const { staff, c } = await actor();
    await c.post('/api/tags', { name: unique('Grafik'), description: 'Açıklama' });
    const response = await c.graphql(
      'query ($userId: Int, $kind: AuditKind) { auditEntries(userId: $userId, kind: $kind) { totalItems items { action kind label userName user { id deleted } } } }',
      { userId: staff.user.id, kind: 'Tag' },
    );
    expect(response.body.data.auditEntries).toEqual({
      totalItems: 1,
      items: [{ action: 'create', kind: 'Tag', label: expect.stringMatching(/^Grafik/), userName: 'Denetçi', user: { id: staff.user.id, deleted: false } }],
    });
    const anonymous = await client().graphql('query { auditEntries { totalItems } }');
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});

describe('the auditPeople query', () => {
  it('names everyone with an entry, however long ago, deleted users included; staff only', async () => {
    const { staff: early } = await actor('Eski Kayıt');
    const { staff: departed } = await actor('Ayrılan Kayıt');
    await t.app.db.orm.em.fork().nativeUpdate(User, { id: departed.user.id }, { deletedAt: new Date() });
    const never = await createStaffUser(t, { name: 'Hiç Girmeyen' });
    const { c } = await actor();
    // More newer entries than a page holds: the filter must still offer the early one.
    for (let index = 0; index < 101; index += 1) expect((await c.post('/api/tags', { name: unique('Etiket'), description: 'Açıklama' })).status).toBe(201);
    const response = await c.graphql('query { auditPeople { id name deleted } }');
    const people = response.body.data.auditPeople as { id: number; name: string; deleted: boolean }[];
    expect(people).toEqual(expect.arrayContaining([{ id: early.user.id, name: 'Eski Kayıt', deleted: false }, { id: departed.user.id, name: 'Ayrılan Kayıt', deleted: true }]));
    expect(people.map((person) => person.id)).not.toContain(never.user.id);
    expect(new Set(people.map((person) => person.id)).size).toBe(people.length);

    const anonymous = await client().graphql('query { auditPeople { id } }');
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});

describe('the audit map', () => {
  it('names every staff mutation of the schema as audited or deliberately not, and only kinds of the enum', async () => {
    const schema = await buildBareSchema();
    const mutations = Object.keys(schema.getMutationType()!.getFields());
    const open = publicOperations(new RateLimiter(new MemoryTimestampStore())).Mutation;
    const unlisted = mutations.filter((name) => !(name in AUDITED_MUTATIONS) && !NOT_AUDITED.includes(name));
    expect(unlisted).toEqual([]);
    // Public mutations are the readers' (and the sign-in flow's): only signIn and signOut among them are recorded.
    expect(open.filter((name) => name in AUDITED_MUTATIONS).sort()).toEqual(['signIn', 'signOut']);
    const kinds = (schema.getType('AuditKind') as GraphQLEnumType).getValues().map((v) => v.name);
    // A kind named from the input (a publication change) is one of the editorial kinds, whose strings are AuditKind's.
    for (const { kind } of Object.values(AUDITED_MUTATIONS)) for (const one of typeof kind === 'function' ? Object.values(EditorialKind) : [kind]) expect(kinds).toContain(one);
  });
});
