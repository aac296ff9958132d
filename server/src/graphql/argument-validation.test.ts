import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { nextAddress } from '../test/factories.js';
import { tablePrints } from '../test/table-prints.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import type { TestClient } from '../test/test-client.js';
import { buildBareSchema } from './schema.js';

/*
 * Every text of every mutation's input, walked from the schema: NUL, another C0 control, a lone
 * surrogate, and texts that show nothing (direction overrides only, zero-width spaces only) are
 * refused with 400 and the field's `.invalid` key, anonymously (the public forms) and as staff,
 * and nothing is written. The REST paths, forms and path parameters are in text-input.test.ts.
 */

const REFUSED: [string, string][] = [
  ['a NUL inside', 'Ankara\u0000 Dergisi'],
  ['a NUL only', '\u0000'],
  ['a C0 control (BEL)', 'Ankara\u0007Dergisi'],
  ['an ESC sequence', 'Ankara \u001b[2J Dergisi'],
  ['DEL', 'Ankara\u007fDergisi'],
  ['a lone surrogate', 'Ankara \ud800 Dergisi'],
  ['direction overrides only', '\u202e\u202e\u202e'],
  ['zero-width spaces only', '\u200b\u200b\u200b'],
];

const DOCUMENT = [{ type: 'paragraph', children: [{ text: 'Ankara Dergisi' }] }];

/** A value of the right type for a required field, so GraphQL's coercion lets the input reach the rules. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isInputObjectType(type)) return skeleton(type);
  if (isEnumType(type)) return type.getValues()[0]!.value;
  const name = (type as { name: string }).name;
  const values: Record<string, unknown> = { String: 'Ankara Dergisi', Int: 1, Float: 1, Boolean: false, ID: '1', JSON: DOCUMENT, DateTimeISO: '2030-01-01T10:00:00.000Z' };
  if (!(name in values)) throw new Error(`no sample for ${name}`);
  return values[name];
}

/** The required fields of an input type, each with a sample value. */
function skeleton(type: GraphQLInputObjectType): Record<string, unknown> {
  return Object.fromEntries(Object.values(type.getFields()).filter((field) => isNonNullType(field.type)).map((field) => [field.name, sample(field.type)]));
}

const isText = (type: GraphQLInputType) => {
  const named = getNamedType(type);
  return isScalarType(named) && (named.name === 'String' || named.name === 'JSON');
};

interface Case {
  mutation: string;
  /** The variables' type in the document. */
  variables: string;
  args: string;
  /** The variables with `value` in the one text field. */
  build(value: unknown): Record<string, unknown>;
  /** The key of `fields` the refusal is reported under. */
  field: string;
  json: boolean;
}

const typeText = (type: GraphQLInputType): string => type.toString();

/** One case per text field of every mutation's input (and per text argument of its own). */
function textCases(schema: GraphQLSchema): Case[] {
  const cases: Case[] = [];
  for (const mutation of Object.values(schema.getMutationType()!.getFields())) {
    const args = mutation.args as readonly GraphQLArgument[];
    const variables = args.map((arg) => `$${arg.name}: ${typeText(arg.type)}`).join(', ');
    const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const base = () => Object.fromEntries(args.map((arg) => [arg.name, sample(arg.type)]));
    for (const arg of args) {
      const input = getNullableType(arg.type);
      if (isInputObjectType(input)) {
        for (const field of Object.values(input.getFields()) as GraphQLInputField[]) {
          if (!isText(field.type)) continue;
          const list = isListType(getNullableType(field.type));
          cases.push({
            mutation: mutation.name,
            variables,
            args: passed,
            field: field.name,
            json: getNamedType(field.type).name === 'JSON',
            build: (value) => ({ ...base(), [arg.name]: { ...skeleton(input), [field.name]: list ? [value] : value } }),
          });
        }
      } else if (isText(arg.type)) {
        cases.push({ mutation: mutation.name, variables, args: passed, field: arg.name, json: false, build: (value) => ({ ...base(), [arg.name]: value }) });
      }
    }
  }
  return cases;
}

const PUBLIC_MUTATIONS = new Set([
  'signIn',
  'forgotPassword',
  'resetPassword',
  'sendContactMessage',
  'subscribeToNewsletter',
  'requestPersonalSubscription',
  'requestCompanySubscription',
  'recordView',
]);

let t: TestApp;
let staff: TestClient;
let schema: GraphQLSchema;
let cases: Case[];
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  staff = await t.staff();
  schema = await buildBareSchema();
  cases = textCases(schema);
  // Records with id 1, so edits of them would have something to change.
  await staff.post('/api/categories', { name: 'Kültür', description: 'Kültür haberleri' });
  await staff.post('/api/tags', { name: 'Tiyatro', description: 'Tiyatro haberleri' });
});
afterAll(() => t.close());

/** Each request from an address of its own: the per-address limits of forms and sign-in stay out of the way. */
const send = (client: TestClient, c: Case, value: unknown) =>
  client.graphql(`mutation (${c.variables}) { ${c.mutation}(${c.args}) ${selection(c.mutation)} }`, c.build(value), {
    headers: { 'x-forwarded-for': nextAddress() },
  });

/** A selection for mutations answering an object (any field will do: the call is refused before). */
const selection = (mutation: string) => {
  const type = getNamedType(schema.getMutationType()!.getFields()[mutation]!.type);
  return isScalarType(type) || isEnumType(type) ? '' : '{ __typename }';
};

it('finds the text fields of the mutations (the walk covers the forms, the office and sign-in)', () => {
  const names = new Set(cases.map((c) => `${c.mutation}.${c.field}`));
  for (const expected of [
    'sendContactMessage.name',
    'sendContactMessage.message',
    'requestCompanySubscription.companyName',
    'createCategory.name',
    'createNews.content',
    'createArchiveIssue.masthead',
    'updateColumnist.name',
    'createEvent.location',
    'signIn.password',
    'recordView.kind',
  ]) {
    expect(names).toContain(expected);
  }
  expect(cases.length).toBeGreaterThan(60);
});

describe.each(REFUSED)('%s in any text of any mutation', (_label, value) => {
  it('is refused as staff with 400 and the field key, and nothing is written', async () => {
    const before = await tablePrints(t);
    const wrong: string[] = [];
    for (const c of cases) {
      const response = await send(staff, c, value);
      const extensions = response.body.errors?.[0]?.extensions;
      const key = extensions?.fields?.[c.field];
      if (response.status >= 500 || extensions?.status !== 400 || typeof key !== 'string' || !key.endsWith('.invalid')) {
        wrong.push(`${c.mutation}.${c.field}: ${response.status} ${JSON.stringify(response.body.errors?.[0]?.extensions ?? response.body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await tablePrints(t)).toEqual(before);
  });

  it('is refused anonymously: 400 and the key on the public mutations, 401/403 on the others, never 5xx', async () => {
    const reader = t.client();
    const before = await tablePrints(t);
    const wrong: string[] = [];
    for (const c of cases) {
      const response = await send(reader, c, value);
      const extensions = response.body.errors?.[0]?.extensions;
      const ok = PUBLIC_MUTATIONS.has(c.mutation)
        ? extensions?.status === 400 && String(extensions?.fields?.[c.field]).endsWith('.invalid')
        : extensions?.status === 401 || extensions?.status === 403;
      if (response.status >= 500 || !ok) wrong.push(`${c.mutation}.${c.field}: ${response.status} ${JSON.stringify(extensions ?? response.body)}`);
    }
    expect(wrong).toEqual([]);
    expect(await tablePrints(t)).toEqual(before);
  });
});

describe('texts inside a rich-text document', () => {
  const documents: [string, unknown][] = [
    ['a NUL in a text leaf', [{ type: 'paragraph', children: [{ text: 'Ankara\u0000' }] }]],
    ['an ESC in a text leaf', [{ type: 'paragraph', children: [{ text: 'Ankara \u001b[31m' }] }]],
    ['a NUL in a key', [{ type: 'paragraph', children: [{ text: 'Ankara', 'bold\u0000': true }] }]],
    ['a NUL in a link target', [{ type: 'paragraph', children: [{ type: 'link', url: 'https://a.example/\u0000', children: [{ text: 'x' }] }] }]],
    ['the document as a JSON text with a NUL', JSON.stringify([{ type: 'paragraph', children: [{ text: 'a\u0000b' }] }])],
  ];

  it.each(documents)('%s is refused under the field key', async (_label, document) => {
    const before = await tablePrints(t);
    for (const c of cases.filter((one) => one.json)) {
      const response = await send(staff, c, document);
      expect({ field: `${c.mutation}.${c.field}`, key: response.body.errors?.[0]?.extensions?.fields?.[c.field] }).toEqual({
        field: `${c.mutation}.${c.field}`,
        key: expect.stringMatching(/\.invalid$/),
      });
    }
    expect(await tablePrints(t)).toEqual(before);
  });

  it('lets line breaks and TABs through in text leaves', async () => {
    const column = cases.find((c) => c.mutation === 'createColumn' && c.field === 'content')!;
    const response = await send(staff, column, [{ type: 'paragraph', children: [{ text: 'Birinci satır\nikinci\tsatır' }] }]);
    // The content is fine; what is refused is the made-up columnist of the skeleton.
    expect(response.body.errors?.[0]?.extensions?.fields?.content).toBeUndefined();
  });
});

describe('a create with its fields null (reliability defect 8: a required field left out reached the ORM)', () => {
  it('every create* mutation with nullable fields answers 400 with required keys, never 5xx, and writes nothing', async () => {
    const before = await tablePrints(t);
    const wrong: string[] = [];
    for (const mutation of Object.values(schema.getMutationType()!.getFields()).filter((field) => field.name.startsWith('create'))) {
      const input = getNullableType(mutation.args[0]!.type) as GraphQLInputObjectType;
      // Fields that are non-null in the schema are GraphQL's to require; the others are the rules'.
      if (Object.values(input.getFields()).every((field) => isNonNullType(field.type))) continue;
      const nulls = Object.fromEntries(Object.values(input.getFields()).map((field) => [field.name, isNonNullType(field.type) ? sample(field.type) : null]));
      const response = await staff.graphql(`mutation ($input: ${input.name}!) { ${mutation.name}(input: $input) ${selection(mutation.name)} }`, { input: nulls });
      const extensions = response.body.errors?.[0]?.extensions;
      if (response.status >= 500 || extensions?.status !== 400 || !Object.keys(extensions?.fields ?? {}).length) {
        wrong.push(`${mutation.name}: ${response.status} ${JSON.stringify(extensions ?? response.body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await tablePrints(t)).toEqual(before);
  });
});

it('a /graphql body that is not UTF-8 is 400 in the GraphQL envelope, nothing written', async () => {
  const before = await tablePrints(t);
  const variables = Buffer.concat([Buffer.from('{"i":{"name":"K'), Buffer.from([0xff, 0xfe]), Buffer.from('ltur","description":"Kultur haberleri"}}')]);
  const body = Buffer.concat([Buffer.from('{"query":"mutation ($i: CreateCategoryInput!) { createCategory(input: $i) { id } }","variables":'), variables, Buffer.from('}')]);
  const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${t.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': await staff.csrf(), authorization: `Bearer ${staff.accessToken}`, cookie },
    body,
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { errors: unknown[] }).errors[0]).toMatchObject({ message: expect.stringMatching(/UTF-8/), extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  expect(await tablePrints(t)).toEqual(before);
});
