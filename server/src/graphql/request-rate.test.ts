import { parse } from 'graphql';
import { AddressedClient, randomAddress } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import type { TestResponse } from '../test/test-client.js';
import { measureOperation } from './operation-limits.js';
import { graphqlRequestRate } from './request-rate.js';
import { buildBareSchema } from './schema.js';

/*
 * The per-address rate of /graphql (security review T3-H2): a flood from one address is answered
 * 429 with Retry-After; other addresses, and the operations the server runs itself (the REST
 * table), go on. Each test uses fresh addresses (random ones: with TEST_REDIS_URL the counters
 * outlive the run).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1, redisUrl: process.env.TEST_REDIS_URL?.trim() || undefined });
});
afterAll(() => t.close());

const rate = () => graphqlRequestRate(t.config.graphqlRequestsPerMinute);

/** Costs about 1 000 at 100 items: heavy at its largest page, light at one item. */
const LIST = 'query ($size: Int!) { publicNewsList(pageSize: $size) { items { id title slug teaser hit createdAt category { id name } } } }';
const LIGHT = '{ publicAllCategories { id } }';

const client = () => new AddressedClient(t.baseUrl, randomAddress());

function expectRefused(response: TestResponse) {
  expect(response.status).toBe(429);
  expect(response.body).toEqual({
    errors: [{ message: expect.any(String), extensions: { code: 'RATE_LIMITED', status: 429, retryAfter: expect.any(Number) } }],
  });
  const seconds = Number(response.headers.get('retry-after'));
  expect(seconds).toBe(response.body.errors[0].extensions.retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(rate().perAddress.windowMs / 1000);
}

/** Sends `count` operations, `parallel` at a time; answers their statuses. */
async function send(from: AddressedClient, count: number, query: string, variables?: Record<string, unknown>, parallel = 8): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - sent) }, () => from.graphql(query, variables));
    statuses.push(...(await Promise.all(batch)).map((response) => response.status));
  }
  return statuses;
}

it('counts a heavy operation at its own variables', async () => {
  const schema = await buildBareSchema();
  const cost = (size: number) => measureOperation(schema, parse(LIST), { variables: { size } }).cost;
  expect(cost(100)).toBeGreaterThanOrEqual(rate().heavyCost);
  expect(cost(1)).toBeLessThan(rate().heavyCost);
});

it('refuses heavy operations past their allowance with 429 and Retry-After; light ones and other addresses go on', async () => {
  const flooder = client();
  const { max } = rate().heavyPerAddress;
  expect(max).toBe(60);
  expect(await send(flooder, max, LIST, { size: 100 })).toEqual(Array(max).fill(200));
  expectRefused(await flooder.graphql(LIST, { size: 100 }));
  expect((await flooder.graphql(LIST, { size: 1 })).status).toBe(200);
  expect((await client().graphql(LIST, { size: 100 })).status).toBe(200);
});

it('refuses any operation past the address’s allowance; the REST table and other addresses go on', async () => {
  const flooder = client();
  const { max } = rate().perAddress;
  expect(max).toBe(600);
  const statuses = await send(flooder, max, LIGHT, undefined, 16);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expectRefused(await flooder.graphql(LIGHT));
  expectRefused(await flooder.request('POST', '/graphql', { json: { query: LIGHT } }));
  // The adapter runs its operation inside the server, as the page renderer does: not counted here.
  expect((await flooder.get('/api/public-categories/all-categories')).status).toBe(200);
  expect((await client().graphql(LIGHT)).status).toBe(200);
});

it('is off with GRAPHQL_REQUESTS_PER_MINUTE=0 (a load test from one address)', async () => {
  const open = await startTestApp({ graphqlRequestsPerMinute: 0 });
  try {
    const from = new AddressedClient(open.baseUrl, randomAddress());
    const statuses = await send(from, 80, LIST, { size: 100 });
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  } finally {
    await open.close();
  }
});
