import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  extendSchema,
  parse,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { MemoryTimestampStore, RateLimiter } from '../lib/rate-limit.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import type { TestClient } from '../test/test-client.js';
import { permissions, publicOperations, typeRules } from './permissions.js';
import { buildBareSchema } from './schema.js';

/*
 * Schema-driven: every query and mutation that no module declares public answers UNAUTHENTICATED
 * to an anonymous caller, and every object type is opened by some module's rules. A new resolver is
 * covered the moment it exists.
 */

const SCALAR_VALUES: Record<string, string> = {
  Int: '1',
  Float: '1.5',
  Boolean: 'true',
  String: '"Anonim deneme"',
  ID: '"1"',
  DateTimeISO: '"2026-01-01T10:00:00.000Z"',
  JSON: '[{ type: "paragraph", children: [{ text: "Anonim" }] }]',
};

/** A literal of `type` with every required field filled; Upload positions use the `$upload` variable. */
function literal(type: GraphQLInputType, uses: { upload: boolean }): string {
  if (isNonNullType(type)) return literal(type.ofType, uses);
  if (isListType(type)) return `[${literal(type.ofType, uses)}]`;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return `{ ${required.map((field) => `${field.name}: ${literal(field.type, uses)}`).join(', ')} }`;
  }
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type) && type.name === 'Upload') {
    uses.upload = true;
    return '$upload';
  }
  const value = SCALAR_VALUES[type.name];
  if (!value) throw new Error(`No sample value for scalar ${type.name}: add one to SCALAR_VALUES.`);
  return value;
}

/** A document calling `field` with its required arguments and the smallest selection. */
export function sampleOperation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): { document: string; upload: boolean } {
  const uses = { upload: false };
  const args = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined).map((arg) => `${arg.name}: ${literal(arg.type, uses)}`);
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const call = `${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection}`;
  return { document: `${kind}${uses.upload ? ' ($upload: Upload!)' : ''} { ${call} }`, upload: uses.upload };
}

/** Sends an operation anonymously; one with an Upload variable goes as a GraphQL multipart request. */
async function sendAnonymously(client: TestClient, operation: { document: string; upload: boolean }): Promise<{ errors?: { extensions?: { code?: string } }[] }> {
  if (!operation.upload) return (await client.graphql(operation.document)).body;
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: operation.document, variables: { upload: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.upload'] }));
  form.set('0', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'x.png');
  const response = await fetch(`${client.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'x-csrf-token': await client.csrf(), 'apollo-require-preflight': 'true' },
    body: form,
  });
  return (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
}

let t: TestApp;
let schema: GraphQLSchema;
const limiter = new RateLimiter(new MemoryTimestampStore());
const open = publicOperations(limiter);

beforeAll(async () => {
  schema = await buildBareSchema();
  t = await startTestApp();
});
afterAll(() => t.close());

describe('anonymous callers', () => {
  for (const kind of ['Query', 'Mutation'] as const) {
    it(`get UNAUTHENTICATED from every ${kind} field that is not declared public`, async () => {
      const root = kind === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
      const guarded = Object.values(root.getFields()).filter((field) => !open[kind].includes(field.name));
      expect(guarded.length).toBeGreaterThan(5);
      const answers: Record<string, unknown> = {};
      for (const field of guarded) {
        const body = await sendAnonymously(t.client(), sampleOperation(kind === 'Query' ? 'query' : 'mutation', field));
        answers[field.name] = body.errors?.[0]?.extensions?.code;
      }
      expect(answers).toEqual(Object.fromEntries(guarded.map((field) => [field.name, 'UNAUTHENTICATED'])));
    });
  }

  it('only the declared operations are public, and each of them exists in the schema', () => {
    const fields = { Query: schema.getQueryType()!.getFields(), Mutation: schema.getMutationType()!.getFields() };
    for (const kind of ['Query', 'Mutation'] as const) for (const name of open[kind]) expect(fields[kind]).toHaveProperty(name);
    expect(open.Query.sort()).toEqual([
      'publicAdvert',
      'publicAllCategories',
      'publicAllColumnists',
      'publicArchiveIssue',
      'publicArchiveList',
      'publicColumn',
      'publicColumnList',
      'publicDusunceOkuluNews',
      'publicFeaturedNews',
      'publicHeadlineNews',
      'publicLatestColumns',
      'publicLatestNews',
      'publicNewsItem',
      'publicNewsList',
      'publicPageNews',
      'publicSlugRedirect',
      'publicSubscriptionOffer',
      'publicTopNews',
      'publicUpcomingEvents',
    ]);
    expect(open.Mutation.sort()).toEqual([
      'forgotPassword',
      'recordView',
      'refreshAccessToken',
      'requestCompanySubscription',
      'requestPersonalSubscription',
      'resetPassword',
      'sendContactMessage',
      'signIn',
      'signOut',
      'subscribeToNewsletter',
    ]);
  });
});

describe('object types', () => {
  it('are each opened by some module (an unlisted type would be denied even to staff)', () => {
    const objectTypes = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !['Query', 'Mutation'].includes(type.name))
      .map((type) => type.name)
      .sort();
    expect(objectTypes.filter((name) => !typeRules(limiter).includes(name))).toEqual([]);
  });
});

describe('the permission map', () => {
  it('checks every root field, every guarded field and every field of a type no module opens, and leaves an opened field unwrapped', () => {
    const withSecret = extendSchema(schema, parse('type Secret { code: String } extend type Query { secret: Secret }'));
    const checked = permissions(limiter, withSecret);
    const fieldsOf = (type: string) => Object.keys(checked[type] ?? {}).sort();

    for (const [kind, root] of [['Query', withSecret.getQueryType()!], ['Mutation', withSecret.getMutationType()!]] as const) {
      const staffOnly = Object.keys(root.getFields()).filter((name) => !open[kind].includes(name));
      expect(staffOnly.length).toBeGreaterThan(5);
      expect(fieldsOf(kind)).toEqual(expect.arrayContaining(staffOnly));
    }
    expect(fieldsOf('Query')).toContain('secret');
    expect(fieldsOf('Secret')).toEqual(['code']);
    expect(fieldsOf('News')).toEqual(['pagePreviewUrl']);
    expect(fieldsOf('PageSlot')).toEqual(['chosenNews', 'newsId']);
    expect(checked).not.toHaveProperty('Category');
  });
});
