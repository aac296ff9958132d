import { expectError, expectGraphQLError } from '../../test/expect.js';
import { unique } from '../../test/factories.js';
import { describePagingErrors, describeRouteGuards, describeUnknownIds, listAs, useTestApp } from '../../test/resource-contract.js';

/* Events over HTTP against the real server: every /api/events path and the GraphQL operations behind them. */

interface EventBody {
  id: number;
  title: string;
  date: string;
  location: string;
  createdAt: string;
  updatedAt: string;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const EVENT_SHAPE = {
  id: expect.any(Number),
  title: expect.any(String),
  date: expect.stringMatching(ISO),
  location: expect.any(String),
  createdAt: expect.stringMatching(ISO),
  updatedAt: expect.stringMatching(ISO),
};

const DATE = '2026-12-01T16:00:00.000Z';
const api = useTestApp();

async function create(values: Partial<Pick<EventBody, 'title' | 'date' | 'location'>> = {}): Promise<EventBody> {
  const response = await api.staff.post('/api/events', { title: unique('Etkinlik '), date: DATE, location: 'Kızılay, Çankaya / Ankara', ...values });
  expect(response.status).toBe(201);
  return response.body;
}

const list = (query: Record<string, string | number> = {}) => listAs(api.staff, '/events', query);

/** Titles of the events whose title or location match `query` (the admin search), in list order. */
async function found(query: string): Promise<string[]> {
  const response = await list({ query, pageSize: 100 });
  expect(response.status).toBe(200);
  return response.body.items.map((item: EventBody) => item.title);
}

const sampleBody = () => ({ title: unique('İzinsiz '), date: DATE, location: 'Ulus, Ankara' });

describe('POST /api/events', () => {
  it('creates: 201 with the item, title and location trimmed', async () => {
    const response = await api.staff.post('/api/events', { title: '  Kültür Söyleşisi  ', date: DATE, location: ' Çağdaş Sanatlar Merkezi ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ...EVENT_SHAPE, title: 'Kültür Söyleşisi', date: DATE, location: 'Çağdaş Sanatlar Merkezi' });

    const read = await api.staff.get(`/api/events/${response.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(response.body);
  });

  it('takes the date as an instant: an Istanbul time with its offset comes back in UTC', async () => {
    const event = await create({ date: '2026-12-01T19:00:00+03:00' });
    expect(event.date).toBe('2026-12-01T16:00:00.000Z');
  });

  it('accepts a 150-letter title and location', async () => {
    const event = await create({ title: unique('İ').padEnd(150, 'ş'), location: 'ğ'.repeat(150) });
    expect(event.title).toHaveLength(150);
    expect(event.location).toHaveLength(150);
  });

  it.each([
    ['an empty title', { title: '' }, { title: 'Event.Title.required' }],
    ['a whitespace-only title', { title: ' \t ' }, { title: 'Event.Title.required' }],
    ['a one-letter title', { title: 'Ş' }, { title: 'Event.Title.min' }],
    ['a 151-letter title', { title: 'ş'.repeat(151) }, { title: 'Event.Title.max' }],
    ['no title', { title: undefined }, { title: 'Event.Title.required' }],
    ['an empty location', { location: '' }, { location: 'Event.Location.required' }],
    ['a one-letter location', { location: 'x' }, { location: 'Event.Location.min' }],
    ['a 151-letter location', { location: 'ü'.repeat(151) }, { location: 'Event.Location.max' }],
    ['no location', { location: undefined }, { location: 'Event.Location.required' }],
    ['both texts bad', { title: 'x', location: 'y'.repeat(151) }, { title: 'Event.Title.min', location: 'Event.Location.max' }],
    ['no date', { date: undefined }, { date: 'Event.Date.required' }],
    ['an empty date', { date: '' }, { date: 'Event.Date.required' }],
    ['a null date', { date: null }, { date: 'Event.Date.required' }],
    ['the date "not-a-date"', { date: 'not-a-date' }, { date: 'Event.Date.invalid' }],
    ['a day without a time', { date: '2026-12-01' }, { date: 'Event.Date.invalid' }],
    ['a day that does not exist', { date: '2026-02-30T10:00:00Z' }, { date: 'Event.Date.invalid' }],
    ['a number for the date', { date: 1764604800000 }, { date: 'Event.Date.invalid' }],
  ])('answers 400 with field keys for %s and creates nothing', async (_label, values, fields) => {
    const before = (await list()).body.totalItems;
    const body = { title: 'Geçerli Başlık', date: DATE, location: 'Geçerli Yer', ...values };
    expectError(await api.staff.post('/api/events', body), 400, 'BAD_USER_INPUT', fields);
    expect((await list()).body.totalItems).toBe(before);
  });

  it('reports a date it cannot read on its own: the text rules run once the date is a date-time', async () => {
    expectError(await api.staff.post('/api/events', {}), 400, 'BAD_USER_INPUT', { date: 'Event.Date.required' });
    expectError(await api.staff.post('/api/events', { date: DATE }), 400, 'BAD_USER_INPUT', {
      title: 'Event.Title.required',
      location: 'Event.Location.required',
    });
  });
});

describe('GET /api/events', () => {
  it('pages by date, latest first (upcoming, then past), the id breaking ties; admin default 20 a page', async () => {
    const prefix = unique('Sayfa');
    const made = [];
    for (const [n, date] of [
      [1, '2026-01-10T16:00:00.000Z'],
      [2, '2027-03-05T16:00:00.000Z'],
      [3, '2025-06-01T16:00:00.000Z'],
      [4, '2026-09-20T16:00:00.000Z'],
      [5, '2026-09-20T16:00:00.000Z'],
    ] as const) {
      made.push(await create({ title: `${prefix} ${n}`, date }));
    }

    const all = await list({ query: prefix });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ items: expect.any(Array), page: 1, pageSize: 20, totalItems: 5, totalPages: 1 });
    expect(all.body.items.map((e: EventBody) => e.title)).toEqual([2, 5, 4, 1, 3].map((n) => `${prefix} ${n}`));
    for (const item of all.body.items) expect(item).toEqual(EVENT_SHAPE);

    const first = await list({ query: prefix, page: 1, pageSize: 2 });
    expect(first.body).toMatchObject({ page: 1, pageSize: 2, totalItems: 5, totalPages: 3 });
    expect(first.body.items.map((e: EventBody) => e.id)).toEqual([made[1]!.id, made[4]!.id]);
    const last = await list({ query: prefix, page: 3, pageSize: 2 });
    expect(last.body).toMatchObject({ page: 3, pageSize: 2, totalItems: 5, totalPages: 3 });
    expect(last.body.items.map((e: EventBody) => e.id)).toEqual([made[2]!.id]);
    const beyond = await list({ query: prefix, page: 4, pageSize: 2 });
    expect(beyond.body).toEqual({ items: [], page: 4, pageSize: 2, totalItems: 5, totalPages: 3 });
  });

  it('without a query lists every event', async () => {
    const event = await create({ date: '2099-12-31T16:00:00.000Z' });
    const response = await list({ pageSize: 100 });
    expect(response.body.totalItems).toBeGreaterThanOrEqual(1);
    expect(response.body.items[0].id).toBe(event.id);
  });

  it('searches title and location, words in any order, Turkish-insensitively ("kultur" finds "Kültür")', async () => {
    const tail = unique('');
    const byTitle = await create({ title: `Kültür ve Sanat Söyleşisi ${tail}`, location: 'Kızılay Kültür Merkezi' });
    const byLocation = await create({ title: `Sergi açılışı ${tail}`, location: 'Çankaya Belediyesi Sanat Galerisi' });
    expect(await found(`kultur ${tail}`)).toEqual([byTitle.title]);
    expect(await found(`KÜLTÜR ${tail}`)).toEqual([byTitle.title]);
    expect(await found(`soylesisi sanat ${tail}`)).toEqual([byTitle.title]);
    expect(await found(`${tail} cankaya galerisi`)).toEqual([byLocation.title]);
    expect(await found(`kizilay soylesisi ${tail}`)).toEqual([byTitle.title]);
    expect((await found(`sanat ${tail}`)).sort()).toEqual([byTitle.title, byLocation.title].sort());
    expect(await found(`kultur galerisi ${tail}`)).toEqual([]);
  });

  it('searches the new words after an edit, not the old ones', async () => {
    const tail = unique('');
    const event = await create({ title: `Eski Başlık ${tail}`, location: 'Ulus' });
    expect((await api.staff.patch(`/api/events/${event.id}`, { title: `Yeni Başlık ${tail}` })).status).toBe(200);
    expect(await found(`eski ${tail}`)).toEqual([]);
    expect(await found(`yeni baslik ${tail}`)).toEqual([`Yeni Başlık ${tail}`]);
  });
});

describePagingErrors(api, '/events');

describe('GET /api/events/{id}', () => {
  it('answers the event', async () => {
    const event = await create({ title: 'Düşünce Okulu: kent ve bellek' });
    const response = await api.staff.get(`/api/events/${event.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...EVENT_SHAPE, id: event.id, title: 'Düşünce Okulu: kent ve bellek', date: DATE, location: event.location });
  });

  describeUnknownIds(api, {
    path: '/events',
    sampleBody,
    expectNothingCreated: async (_api, body) => expect(await found(body.title as string)).toEqual([]),
  });
});

describe('PUT and PATCH /api/events/{id}', () => {
  it.each(['PUT', 'PATCH'] as const)('%s edits every field it is sent: 200 with the item', async (method) => {
    const event = await create();
    const send = method === 'PUT' ? api.staff.put.bind(api.staff) : api.staff.patch.bind(api.staff);
    const title = unique('Yeni başlık ');
    const response = await send(`/api/events/${event.id}`, { title: ` ${title} `, date: '2027-04-23T10:30:00+03:00', location: ' Cer Modern ' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...EVENT_SHAPE, id: event.id, title, date: '2027-04-23T07:30:00.000Z', location: 'Cer Modern', createdAt: event.createdAt });
    expect(new Date(response.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(event.updatedAt).getTime());
    expect((await api.staff.get(`/api/events/${event.id}`)).body).toEqual(response.body);
  });

  it.each([
    ['the title', { title: 'Yalnız başlık değişti' }],
    ['the date', { date: '2028-01-15T17:00:00.000Z' }],
    ['the location', { location: 'Yalnız yer değişti' }],
  ])('PATCH changes only %s', async (_label, change) => {
    const event = await create();
    const response = await api.staff.patch(`/api/events/${event.id}`, change);
    expect(response.status).toBe(200);
    const { updatedAt: _ignored, ...rest } = event;
    expect(response.body).toMatchObject({ ...rest, ...change });
  });

  it('PUT needs every field: a missing one is reported as required and nothing changes', async () => {
    const event = await create();
    expectError(await api.staff.put(`/api/events/${event.id}`, { title: 'Başlık', date: DATE }), 400, 'BAD_USER_INPUT', {
      location: 'Event.Location.required',
    });
    expectError(await api.staff.put(`/api/events/${event.id}`, { date: DATE, location: 'Ulus' }), 400, 'BAD_USER_INPUT', {
      title: 'Event.Title.required',
    });
    expectError(await api.staff.put(`/api/events/${event.id}`, { title: 'Başlık', location: 'Ulus' }), 400, 'BAD_USER_INPUT', {
      date: 'Event.Date.required',
    });
    expect((await api.staff.get(`/api/events/${event.id}`)).body).toEqual(event);
  });

  it.each([
    ['a one-letter title', { title: 'a' }, { title: 'Event.Title.min' }],
    ['a 151-letter title', { title: 'a'.repeat(151) }, { title: 'Event.Title.max' }],
    ['an empty title', { title: '  ' }, { title: 'Event.Title.required' }],
    ['a one-letter location', { location: 'b' }, { location: 'Event.Location.min' }],
    ['a 151-letter location', { location: 'b'.repeat(151) }, { location: 'Event.Location.max' }],
    ['an empty location', { location: '' }, { location: 'Event.Location.required' }],
    ['the date "not-a-date"', { date: 'not-a-date' }, { date: 'Event.Date.invalid' }],
    ['an empty date', { date: '' }, { date: 'Event.Date.required' }],
  ])('PUT and PATCH answer 400 with field keys for %s and change nothing', async (_label, change, fields) => {
    const event = await create();
    expectError(await api.staff.put(`/api/events/${event.id}`, { title: event.title, date: event.date, location: event.location, ...change }), 400, 'BAD_USER_INPUT', fields);
    expectError(await api.staff.patch(`/api/events/${event.id}`, change), 400, 'BAD_USER_INPUT', fields);
    expect((await api.staff.get(`/api/events/${event.id}`)).body).toEqual(event);
  });
});

describe('DELETE /api/events/{id}', () => {
  it('answers 204 and removes the row for good; afterwards the event is 404 everywhere', async () => {
    const event = await create();
    const response = await api.staff.delete(`/api/events/${event.id}`);
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();

    const rows = await api.t.app.db.orm.em.fork().getConnection().execute('select id from events where id = ?', [event.id]);
    expect(rows).toEqual([]);
    expectError(await api.staff.get(`/api/events/${event.id}`), 404, 'NOT_FOUND');
    expect(await found(event.title)).toEqual([]);
    expectError(await api.staff.delete(`/api/events/${event.id}`), 404, 'NOT_FOUND');
    expectError(await api.staff.patch(`/api/events/${event.id}`, { title: 'Geri gelmez' }), 404, 'NOT_FOUND');
  });
});

describeRouteGuards(api, {
  path: '/events',
  documented: ['GET /events', 'GET /events/:id', 'POST /events', 'PUT /events/:id', 'PATCH /events/:id', 'DELETE /events/:id'],
  sampleBody,
  createTarget: () => create(),
  async expectUnchanged(_api, target) {
    const read = await api.staff.get(`/api/events/${target.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(target);
    expect(await found('İzinsiz')).toEqual([]);
  },
});

describe('the same operations through GraphQL', () => {
  const FIELDS = 'id title date location createdAt updatedAt';

  it('create, read, list, update and delete as staff', async () => {
    const title = `Yeni sayı lansmanı ${unique('')}`;
    const created = await api.staff.graphql(`mutation ($input: CreateEventInput!) { createEvent(input: $input) { ${FIELDS} } }`, {
      input: { title, date: '2026-12-05T19:00:00+03:00', location: 'Kuğulu Park, Ankara' },
    });
    expect(created.body.errors).toBeUndefined();
    const event = created.body.data.createEvent;
    expect(event).toEqual({ ...EVENT_SHAPE, title, date: '2026-12-05T16:00:00.000Z', location: 'Kuğulu Park, Ankara' });
    expect((await api.staff.get(`/api/events/${event.id}`)).body).toEqual(event);

    const read = await api.staff.graphql(`query ($id: Int!) { event(id: $id) { ${FIELDS} } }`, { id: event.id });
    expect(read.body).toEqual({ data: { event } });

    const listed = await api.staff.graphql(`query ($query: String) { eventList(query: $query, pageSize: 5) { items { id } page pageSize totalItems totalPages } }`, {
      query: 'LANSMANI kugulu ' + title.split(' ').pop(),
    });
    expect(listed.body.data.eventList).toEqual({ items: [{ id: event.id }], page: 1, pageSize: 5, totalItems: 1, totalPages: 1 });

    const updated = await api.staff.graphql(`mutation ($input: UpdateEventInput!) { updateEvent(input: $input) { ${FIELDS} } }`, {
      input: { id: event.id, location: 'Kızılay, Ankara' },
    });
    expect(updated.body.data.updateEvent).toMatchObject({ id: event.id, title, date: event.date, location: 'Kızılay, Ankara' });

    const deleted = await api.staff.graphql(`mutation ($input: IdInput!) { deleteEvent(input: $input) }`, { input: { id: event.id } });
    expect(deleted.body).toEqual({ data: { deleteEvent: true } });
    expectGraphQLError(await api.staff.graphql(`query ($id: Int!) { event(id: $id) { id } }`, { id: event.id }), 'NOT_FOUND', 404);
  });

  it('reports bad input with code, status and the field keys in extensions', async () => {
    const mutation = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }`;
    expectGraphQLError(await api.staff.graphql(mutation, { input: { title: ' a ', date: DATE, location: '  ' } }), 'BAD_USER_INPUT', 400, {
      title: 'Event.Title.min',
      location: 'Event.Location.required',
    });
    expectGraphQLError(await api.staff.graphql(mutation, { input: { title: 'Başlık', date: 'not-a-date', location: 'Ulus' } }), 'BAD_USER_INPUT', 400, {
      date: 'Event.Date.invalid',
    });
    expectGraphQLError(await api.staff.graphql(mutation, { input: { title: 'Başlık', location: 'Ulus' } }), 'BAD_USER_INPUT', 400, {
      date: 'Event.Date.required',
    });
    expectGraphQLError(await api.staff.graphql(mutation, { input: { title: 'Başlık', date: null, location: 'Ulus' } }), 'BAD_USER_INPUT', 400, {
      date: 'Event.Date.required',
    });
  });

  it('answers NOT_FOUND (404) for a missing event on read, update and delete', async () => {
    expectGraphQLError(await api.staff.graphql('{ event(id: 999999) { id } }'), 'NOT_FOUND', 404);
    expectGraphQLError(await api.staff.graphql('mutation { updateEvent(input: { id: 999999, title: "Olmayan" }) { id } }'), 'NOT_FOUND', 404);
    expectGraphQLError(await api.staff.graphql('mutation { deleteEvent(input: { id: 999999 }) }'), 'NOT_FOUND', 404);
  });

  it('answers UNAUTHENTICATED (401) anonymously', async () => {
    expectGraphQLError(await api.t.client().graphql('{ eventList { totalItems } }'), 'UNAUTHENTICATED', 401);
  });
});
