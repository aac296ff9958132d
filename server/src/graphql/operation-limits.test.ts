import { startTestApp, type TestApp } from '../test/test-app.js';
import { OPERATION_LIMITS } from './operation-limits.js';

/* The bounds on one operation answer 400 with a key before any resolver runs; ordinary operations pass. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const expectRefused = (body: { data?: unknown; errors?: { extensions: Record<string, unknown> }[] }, key: string) => {
  expect(body.data).toBeUndefined();
  expect(body.errors?.map((error) => error.extensions)).toContainEqual({ code: 'BAD_USER_INPUT', status: 400, fields: { query: key } });
};

describe('operation limits', () => {
  it(`refuses more than ${OPERATION_LIMITS.aliases} aliases, anonymously and before any resolver`, async () => {
    const aliases = Array.from({ length: OPERATION_LIMITS.aliases + 1 }, (_, i) => `a${i}: publicAllCategories { id }`).join(' ');
    const response = await t.client().graphql(`{ ${aliases} }`);
    expect(response.status).toBe(400);
    expectRefused(response.body, 'Query.Aliases.max');
    const allowed = Array.from({ length: OPERATION_LIMITS.aliases }, (_, i) => `a${i}: publicAllCategories { id }`).join(' ');
    expect((await t.client().graphql(`{ ${allowed} }`)).body.errors).toBeUndefined();
  });

  it('refuses nested pages whose product of page sizes is over the cost limit, literal or by variable', async () => {
    const staff = await t.staff();
    const heavy = '{ categoryList(pageSize: 100) { items { news(pageSize: 100) { items { id title slug } } } } }';
    expectRefused((await staff.graphql(heavy)).body, 'Query.Cost.max');
    const byVariable = 'query ($size: Int!) { tagList(pageSize: $size) { items { news(pageSize: $size) { items { id title } } } } }';
    expectRefused((await staff.graphql(byVariable, { size: 2 })).body, 'Query.Cost.max');
    const light = '{ categoryList(pageSize: 20) { items { id news(pageSize: 5) { items { id title } } } } }';
    expect((await staff.graphql(light)).body.errors).toBeUndefined();
  });

  it('counts a public short list as its `limit` (the largest for a variable), so aliases cannot multiply it unseen', async () => {
    const NEWS = 'id title slug teaser content contentHtml posterUrl posterThumbUrl type hit isFeatured featuredAt createdAt updatedAt category { id name slug }';
    const lists = (limit: string) => Array.from({ length: 30 }, (_, i) => `a${i}: publicLatestNews${limit} { ${NEWS} }`).join(' ');
    expectRefused((await t.client().graphql(`{ ${lists('(limit: 20)')} }`)).body, 'Query.Cost.max');
    expectRefused((await t.client().graphql(`query ($n: Int) { ${lists('(limit: $n)')} }`, { n: 1 })).body, 'Query.Cost.max');
    expect((await t.client().graphql(`{ ${lists('')} }`)).body.errors).toBeUndefined();
  });

  it(`refuses selections nested deeper than ${OPERATION_LIMITS.depth}, through fragments too`, async () => {
    const staff = await t.staff();
    let selection = 'id';
    for (let i = 0; i < 7; i += 1) selection = `news { items { tags { ${selection} } } }`;
    expectRefused((await staff.graphql(`{ tagList { items { ...Deep } } } fragment Deep on Tag { ${selection} }`)).body, 'Query.Depth.max');
  });

  it('lets the admin screens’ heaviest operation through (a news list page with its relations)', async () => {
    const staff = await t.staff();
    const response = await staff.graphql(`query ($pageSize: Int!) { newsList(pageSize: $pageSize) { items { id title tags { id name } category { id name deleted }
      photos { id url thumbUrl position } author { id name deleted } } totalItems } }`, { pageSize: 20 });
    expect(response.body.errors).toBeUndefined();
  });

  it('answers a batch of operations (an array body) with 400, not 500', async () => {
    const client = t.client();
    const response = await client.request('POST', '/graphql', { json: [{ query: '{ publicAllCategories { id } }' }, { query: '{ publicAllCategories { id } }' }] });
    expect(response.status).toBe(400);
  });

  it('answers two unnamed operations in one document with 400, not 500', async () => {
    const response = await t.client().graphql('query { publicAllCategories { id } } query { publicAllCategories { name } }');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  });
});

describe("Apollo's own request errors", () => {
  it.each([
    ['an unknown persisted query', { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }],
    ['an operation name the document does not have', { query: 'query A { publicAllCategories { id } } query B { publicAllCategories { id } }', operationName: 'C' }],
  ])('answer %s as bad input, never as a (logged) server error', async (_label, json) => {
    const errors = await t.client().request('POST', '/graphql', { json });
    expect(errors.status).toBe(400);
    expect(errors.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  });
});

describe('introspection and the sandbox', () => {
  it('are refused when the setting turns them off (production default)', async () => {
    const closed = await startTestApp({ graphqlIntrospection: false });
    try {
      const response = await closed.client().graphql('{ __schema { queryType { name } } }');
      expect(response.status).toBe(400);
      expect(response.body.data).toBeUndefined();
      const landing = await closed.client().get('/graphql', { headers: { accept: 'text/html' } });
      expect(String(landing.body)).not.toMatch(/sandbox/i);
      expect((await t.client().get('/graphql', { headers: { accept: 'text/html' } })).body).toMatch(/sandbox/i);
    } finally {
      await closed.close();
    }
    expect((await t.client().graphql('{ __schema { queryType { name } } }')).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});
