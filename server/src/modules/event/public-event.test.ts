import { expectError, expectGraphQLError } from '../../test/expect.js';
import { useTestApp } from '../../test/resource-contract.js';
import type { TestClient } from '../../test/test-client.js';

/* The home page's upcoming events over HTTP, anonymously. */

const api = useTestApp();
let staff: TestClient;
let anonymous: TestClient;
beforeAll(() => {
  staff = api.staff;
  anonymous = api.t.client();
});

const DAY = 24 * 3_600_000;

async function create(daysFromNow: number, title: string): Promise<{ id: number }> {
  const response = await staff.post('/api/events', { title, date: new Date(Date.now() + daysFromNow * DAY).toISOString(), location: 'Ankara' });
  expect(response.status).toBe(201);
  return response.body;
}

describe('GET /api/public-events/upcoming', () => {
  it('answers the events from now on, soonest first, 6 by default or `limit` of them', async () => {
    await create(-1, 'Geçen Söyleşi');
    const upcoming = [];
    for (const days of [9, 2, 5, 1, 7, 3, 8]) upcoming.push({ days, ...(await create(days, `Söyleşi ${days}`)) });
    const soonest = upcoming.sort((a, b) => a.days - b.days).map((event) => event.id);

    const response = await anonymous.get('/api/public-events/upcoming');
    expect(response.status).toBe(200);
    expect(response.body.map((event: { id: number }) => event.id)).toEqual(soonest.slice(0, 6));
    expect(response.body[0]).toEqual({ id: soonest[0], title: 'Söyleşi 1', date: expect.any(String), location: 'Ankara', createdAt: expect.any(String), updatedAt: expect.any(String) });
    expect((await anonymous.get('/api/public-events/upcoming?limit=2')).body.map((event: { id: number }) => event.id)).toEqual(soonest.slice(0, 2));
    const graphql = await anonymous.graphql('{ publicUpcomingEvents(limit: 20) { id } }');
    expect(graphql.body.data.publicUpcomingEvents.map((event: { id: number }) => event.id)).toEqual(soonest);
  });

  it('answers 400 Public.Limit.invalid for a limit outside 1-20', async () => {
    expectError(await anonymous.get('/api/public-events/upcoming?limit=0'), 400, 'BAD_USER_INPUT', { limit: 'Public.Limit.invalid' });
    expectGraphQLError(await anonymous.graphql('{ publicUpcomingEvents(limit: 21) { id } }'), 'BAD_USER_INPUT', 400, { limit: 'Public.Limit.invalid' });
  });
});
