import { jest } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getNamedType, getNullableType, isInterfaceType, isListType, isObjectType, Kind, parse, validate, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import { routes } from '../modules/index.js';
import { insertNews } from '../test/factories.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { ASSUMED_LIST_SIZE, LIST_SIZES, measureOperation, OPERATION_LIMITS, operationLimits, pageTypesOf } from './operation-limits.js';
import { buildBareSchema } from './schema.js';

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
    const NEWS = 'id title slug teaser content contentHtml posterUrl posterThumbUrl type hit isFeatured featuredAt createdAt updatedAt category { id name slug } tags { id name slug }';
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
      // Nor do error messages name the schema's operations (security review T3-L11).
      for (const query of ['{ publicAllCategorie { id } }', '{ newsletterSubscriberCs { id } }', 'mutation { signI }']) {
        const misspelt = await closed.client().graphql(query);
        expect(misspelt.status).toBe(400);
        expect(misspelt.body.errors?.[0]?.message).not.toMatch(/did you mean|publicAllCategories|newsletterSubscriberCsv|signIn\b/i);
      }
      // Nor the variables' coercion errors (input fields, enum values).
      const coerced = await closed.client().graphql('query ($kind: SluggedKind!) { publicSlugRedirect(slug: "a", kind: $kind) }', { kind: 'NEWZ' });
      expect(coerced.status).toBe(400);
      expect(coerced.body.errors?.[0]?.message).toMatch(/^Variable "\$kind" got invalid value "NEWZ"; Value "NEWZ" does not exist in "SluggedKind" enum\.$/);
      expect((await t.client().graphql('{ publicAllCategorie { id } }')).body.errors?.[0]?.message).toMatch(/Did you mean "publicAllCategories"/);
    } finally {
      await closed.close();
    }
    expect((await t.client().graphql('{ __schema { queryType { name } } }')).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

/** `fragment F0 on Category { id }` and each `F(i+1)` spreading `Fi` twice: 2^levels ids, from a document of about 40 bytes a level. */
function doublingFragments(levels: number): string {
  const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i + 1} on Category { ...F${i} ...F${i} }`);
  return [`{ publicAllCategories { ...F${levels} } }`, 'fragment F0 on Category { id }', ...fragments].join('\n');
}

/** The selections written in a document (fields, spreads, inline fragments). */
function selectionsIn(document: DocumentNode): number {
  let count = 0;
  visit(document, { Field: () => void (count += 1), FragmentSpread: () => void (count += 1), InlineFragment: () => void (count += 1) });
  return count;
}

describe('measuring an operation', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildBareSchema();
  });

  it.each([10, 20, 40])('takes one step per written selection for %i levels of doubling fragments, and counts their 2^levels fields', (levels) => {
    const document = parse(doublingFragments(levels));
    const { steps, cost } = measureOperation(schema, document);
    expect(steps).toBe(selectionsIn(document));
    expect(steps).toBe(2 * levels + 3);
    expect(cost).toBe(1 + ASSUMED_LIST_SIZE * 2 ** levels);
  });

  it('stays finite (saturating) however far the fragments double', () => {
    const document = parse(doublingFragments(200));
    const { steps, cost } = measureOperation(schema, document);
    expect(steps).toBe(selectionsIn(document));
    expect(cost).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('stops nesting long before the call stack ends, counting the rest at the ceiling', () => {
    const document = parse(doublingFragments(20_000));
    const { steps, cost } = measureOperation(schema, document);
    expect(steps).toBeLessThan(1_000);
    expect(cost).toBe(Number.MAX_SAFE_INTEGER);
    expect(validate(schema, document, [operationLimits]).map((error) => error.extensions.limitKey)).toEqual(['Query.Cost.max']);
  });

  it('ends on fragment cycles, visiting each selection once', () => {
    const document = parse('{ publicAllCategories { ...A } } fragment A on Category { id ...B ...A } fragment B on Category { name ...A ...B }');
    expect(measureOperation(schema, document).steps).toBe(selectionsIn(document));
  });

  it('counts a size given by a variable at its value when known, else at the largest', () => {
    const document = parse('query ($size: Int!) { publicNewsList(pageSize: $size) { items { id } } }');
    expect(measureOperation(schema, document, { variables: { size: 2 } }).cost).toBe(1 + 2 * 2);
    expect(measureOperation(schema, document, { variables: { size: 5000 } }).cost).toBe(1 + 100 * 2);
    expect(measureOperation(schema, document).cost).toBe(1 + 100 * 2);
  });

  it('counts a list without a size argument as the assumed size, and a page’s items once (its field’s size counts them)', () => {
    const cost = (query: string) => measureOperation(schema, parse(query)).cost;
    expect(cost('{ publicAllColumnists { id } }')).toBe(1 + ASSUMED_LIST_SIZE);
    expect(cost('{ newsItem(id: 1) { tags { id } photos { id url } } }')).toBe(1 + 1 + LIST_SIZES['News.tags']! + 1 + 2 * LIST_SIZES['News.photos']!);
    expect(cost('{ tagList(pageSize: 7) { totalItems items { id } } }')).toBe(1 + 7 * 3);
  });

  it('knows every page type only behind fields that take a size (else its items would count as one)', () => {
    const pages = pageTypesOf(schema);
    expect(pages.size).toBeGreaterThan(5);
    for (const type of Object.values(schema.getTypeMap())) {
      if (!(isObjectType(type) || isInterfaceType(type)) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        if (!pages.has(getNamedType(field.type)!.name)) continue;
        expect({ field: `${type.name}.${field.name}`, sized: field.args.some((arg) => ['pageSize', 'limit'].includes(arg.name)) }).toEqual({ field: `${type.name}.${field.name}`, sized: true });
        expect(isListType(getNullableType(field.type))).toBe(false);
      }
    }
  });

  /** Every `.graphql` file of the client: the reader's pages (rendered on the server too) and the admin screens. */
  function clientDocuments(): string[] {
    const root = fileURLToPath(new URL('../../../client/src', import.meta.url));
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.graphql'));
    return files.map((file) => readFileSync(path.join(root, file), 'utf8'));
  }

  it('lets every operation of the site through: the client’s documents and the REST table’s', () => {
    const client = parse(clientDocuments().join('\n'));
    const fragments = client.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const operations = [
      ...client.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION),
      ...routes.flatMap((route) => parse(route.document).definitions),
    ];
    expect(operations.length).toBeGreaterThan(100);
    const over = operations.flatMap((operation) => {
      const { depth, cost } = measureOperation(schema, { kind: Kind.DOCUMENT, definitions: [operation, ...fragments] });
      const name = operation.kind === Kind.OPERATION_DEFINITION ? (operation.name?.value ?? JSON.stringify(operation.loc?.source.body.slice(0, 60))) : '?';
      return depth > OPERATION_LIMITS.depth || cost > OPERATION_LIMITS.cost ? [{ name, depth, cost }] : [];
    });
    expect(over).toEqual([]);
  });
});

describe('hostile documents over HTTP', () => {
  it('refuses 40 levels of doubling fragments at once, with the cost key', async () => {
    const response = await t.client().graphql(doublingFragments(40));
    expect(response.status).toBe(400);
    expectRefused(response.body, 'Query.Cost.max');
  });

  it(`refuses a document of more than ${OPERATION_LIMITS.tokens} tokens while parsing it`, async () => {
    const response = await t.client().graphql(doublingFragments(10_000));
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/5000 tokens/), extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    // Just under the token limit, the operation limits still see the whole document.
    expectRefused((await t.client().graphql(doublingFragments(480))).body, 'Query.Cost.max');
  });

  it('refuses fragment cycles with 400', async () => {
    const response = await t.client().graphql('{ publicAllCategories { ...A } } fragment A on Category { id ...B } fragment B on Category { ...A }');
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400 });
  });

  it('answers a subscription with 400 and logs nothing', async () => {
    const logged = jest.spyOn(t.app.log, 'error');
    try {
      const response = await t.client().graphql('subscription { x }');
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/subscription/), extensions: { code: 'BAD_USER_INPUT', status: 400 } });
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('answers a mutation sent by GET with 405, and its envelope says 405 too', async () => {
    const response = await t.client().get('/graphql?query=' + encodeURIComponent('mutation { signOut }'), { headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(405);
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 405 });
  });
});

/** Fields in a GraphQL answer: every key of every object, as each one was resolved. */
function fieldsIn(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + fieldsIn(item), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((sum: number, inner) => sum + 1 + fieldsIn(inner), 0);
  return 0;
}

describe('the cost estimate bounds the real work (security review T3-H2)', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildBareSchema();
    // The review's data: 8 tags, and 10 news items carrying all of them.
    const staff = await t.staff();
    const tagIds: number[] = [];
    for (let i = 0; i < 8; i += 1) tagIds.push((await staff.post('/api/tags', { name: `Maliyet Etiketi ${i}`, description: 'Açıklama' })).body.id);
    const category = (await staff.post('/api/categories', { name: 'Maliyet Kategorisi', description: 'Açıklama' })).body;
    await insertNews(t, category.id, 10, { titlePrefix: 'Maliyet Haberi', tagIds });
  });

  const PROBE = 'publicNewsList(pageSize: 10) { items { tags { news(pageSize: 10) { items { tags { news(pageSize: 10) { items { id title } } } } } } } }';

  it('refuses the review’s probe (estimated 9 993 when tags counted as one; 425 316 fields in fact)', async () => {
    const response = await t.client().graphql(`{ a: ${PROBE} b: ${PROBE} c: ${PROBE} }`);
    expect(response.status).toBe(400);
    expectRefused(response.body, 'Query.Cost.max');
  });

  it.each([
    '{ publicNewsList(pageSize: 10) { items { id tags { id news(pageSize: 3) { items { id title tags { id } } } } } } }',
    '{ a: publicNewsList(pageSize: 5) { items { tags { news(pageSize: 2) { items { tags { id name } } } } } } b: publicLatestNews(limit: 20) { id tags { id } } }',
    '{ publicAllCategories { id news(pageSize: 4) { items { id title tags { id name slug } photos { id } } } } }',
    '{ publicNewsList(pageSize: 10) { items { ...Card } } } fragment Card on News { id tags { ...TagNews } } fragment TagNews on Tag { news(pageSize: 4) { items { id tags { id } } } }',
  ])('answers no more fields than it estimated: %s', async (query) => {
    const estimate = measureOperation(schema, parse(query)).cost;
    const response = await t.client().graphql(query);
    expect(response.body.errors).toBeUndefined();
    const actual = fieldsIn(response.body.data);
    expect(actual).toBeGreaterThan(100);
    expect(actual).toBeLessThanOrEqual(estimate);
    expect(estimate).toBeLessThanOrEqual(OPERATION_LIMITS.cost);
  });
});
