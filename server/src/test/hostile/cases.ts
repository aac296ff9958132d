import type { Expectation } from './checks.js';
import { BAD_FILES, BOUNDARY, formParts, multipartBody, multipartType, type Part } from './payloads.js';
import { Seeded, hashText } from './random.js';
import type { GraphQLTarget, RestTarget, Target } from './targets.js';
import { BAD_IDS, BAD_PAGE_VALUES, EXTRA_FIELDS, NOT_INT_VALUES, NOT_TEXT_VALUES, TEXT_VALUES, sampleValue, valuesFor, type FieldKind, type HostileValue } from './values.js';

export type Identity = 'anonymous' | 'staff';

/** How a case departs from the identity's own credentials (`identity` = as the identity has them). */
export interface Credentials {
  csrf: 'identity' | 'none' | { header: string };
  bearer: 'identity' | 'none' | { header: string };
  /** Replaces the identity's cookies. */
  cookie?: string;
}

export interface Built {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  credentials?: Partial<Credentials>;
}

/**
 * One malformed request. Every case is built to be refused (`refused`: a 4xx with the envelope),
 * except a few read-only ones that may be answered either way (`no-5xx`). Bodies are built only
 * when the case is sent, so the full sweep fits in memory.
 */
export interface HostileCase {
  id: string;
  target: string;
  family: string;
  variant: string;
  as: Identity;
  graphql: boolean;
  expect: Expectation;
  /** Several MB of body: only in the full sweep, unless the sample needs its family. */
  heavy?: boolean;
  build: () => Built;
}

/** Each target gets at least this many cases per identity in the full sweep (issue 12 §7). */
export const MIN_CASES_PER_TARGET = 56;

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** Fields the rules require wherever they appear, so a body without one is refused. */
const REQUIRED = ['name', 'title', 'email', 'content', 'message', 'token'];
const NAME_FIELDS = ['name', 'title'];
const JSON_TYPE = { 'content-type': 'application/json' };

const json = (value: unknown): Pick<Built, 'headers' | 'body'> => ({ headers: { ...JSON_TYPE }, body: Buffer.from(JSON.stringify(value)) });
const raw = (body: string | Buffer, contentType?: string, extra: Record<string, string> = {}): Pick<Built, 'headers' | 'body'> => ({
  headers: { ...(contentType ? { 'content-type': contentType } : {}), ...extra },
  body: Buffer.isBuffer(body) ? body : Buffer.from(body),
});

/** An unsigned JWT (`alg: none`) naming user 1. */
const ALG_NONE = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":1,"userId":1,"sessionId":1}').toString('base64url')}.`;

const BROKEN_JSON = ['{', '{"name":', '{"name":"x",}', '{name:"x"}', '{"a":1}}', '[1,]', 'nul', '"only a string"', '42', 'null', "{'name':'x'}", '{"a":"\\uZZZZ"}'];

/** Values of a body: every field set to `value`. */
const allFields = (fields: { name: string }[], value: unknown) => Object.fromEntries(fields.map((field) => [field.name, value]));

/** The values a single field of an otherwise plausible body gets (each must be refused on its own). */
function aloneValues(kind: FieldKind, field: string): HostileValue[] {
  if (kind === 'int' || kind === 'intList') return NOT_INT_VALUES.filter((value) => ['text', 'float', 'int-2^31', 'nul'].includes(value.name));
  // A name or title made only of invisible characters is refused too (§2, `<Area>.Name.invalid`).
  const invisible = NAME_FIELDS.includes(field) ? ['control-only', 'rtl-override-only', 'zero-width-only'] : [];
  const text = TEXT_VALUES.filter((value) => ['nul-inside', 'control-inside', 'long-ascii', ...invisible].includes(value.name));
  return [...text, NOT_TEXT_VALUES.find((value) => value.name === 'object')!];
}

/** JSON text with a raw control byte at a seeded place: never valid JSON. */
function withControlByte(text: string, random: Seeded): Buffer {
  const at = random.int(text.length + 1);
  const byte = random.pick([0, 1, 2, 7, 8, 11, 12, 27, 31]);
  return Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([byte]), Buffer.from(text.slice(at))]);
}

/** A prefix of JSON text that does not parse. */
function truncatedJson(text: string, random: Seeded): string {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const cut = text.slice(0, 1 + random.int(Math.max(1, text.length - 1)));
    try {
      JSON.parse(cut);
    } catch {
      return cut;
    }
  }
  return '{';
}

function restPath(target: RestTarget, replace: Record<string, string> = {}): string {
  return `/api${target.path.replace(/:(\w+)/g, (_match, name: string) => replace[name] ?? (name === 'slot' ? 'no-such-slot' : name === 'idOrSlug' ? 'no-such-item' : '1'))}`;
}

/** Builds the cases of one family from a list of variants. */
class Cases {
  readonly list: HostileCase[] = [];

  constructor(
    private readonly target: Target,
    private readonly as: Identity,
  ) {}

  add(family: string, variant: string, build: () => Built, options: { expect?: Expectation; heavy?: boolean } = {}) {
    this.list.push({
      id: `${this.as} ${this.target.name} ${family}:${variant}`,
      target: this.target.name,
      family: `${this.target.kind}/${family}`,
      variant,
      as: this.as,
      graphql: this.target.kind === 'graphql',
      expect: options.expect ?? 'refused',
      heavy: options.heavy,
      build,
    });
  }
}

/**
 * Where a broken body goes and what must come of it: refused where the target reads a body; a path
 * that reads none may ignore it, so there it only must not fail (`no-5xx`) or goes to an id that
 * names nothing (so an ignored body cannot make the request succeed and write).
 */
export interface BodyTarget {
  path: string;
  expect: Expectation;
}

/** The cases every request path gets, whatever it serves: broken bodies, huge headers, bad CSRF. */
function transportCases(cases: Cases, method: string, path: string, options: { writes: boolean; guarded: boolean; body?: BodyTarget }) {
  const at = (body: Pick<Built, 'headers' | 'body'>, credentials?: Partial<Credentials>): Built => ({ method, path, ...body, credentials });
  const target = options.body;
  const addBody = (family: string, variant: string, body: () => Pick<Built, 'headers' | 'body'>, heavy = false) => {
    if (target) cases.add(family, variant, () => ({ method, path: target.path, ...body() }), { expect: target.expect, heavy });
  };
  BROKEN_JSON.forEach((text, index) => addBody('raw-json', `broken-${index}`, () => raw(text, 'application/json')));
  addBody('raw-json', 'raw-nul', () => (raw(Buffer.from('{"name":"a\u0000b"}'), 'application/json')));
  addBody('raw-json', 'raw-control', () => (raw(Buffer.from('{"name":"a\u0001b"}'), 'application/json')));
  addBody('raw-charset', 'unknown-charset', () => (raw('{}', 'application/json; charset=klingon')));
  addBody('raw-2mb', 'json-2mb', () => (json({ name: 'a'.repeat(2 * 1024 * 1024) })), true);
  addBody('raw-encoding', 'gzip-garbage', () => (raw(Buffer.from('definitely not gzip'), 'application/json', { 'content-encoding': 'gzip' })));
  addBody('raw-encoding', 'unknown-encoding', () => (raw('{}', 'application/json', { 'content-encoding': 'klingon' })));
  addBody('multipart', 'no-boundary', () => (raw(multipartBody([{ name: 'name', value: 'x' }]), 'multipart/form-data')));
  addBody('multipart', 'truncated-with-file', () => (raw(multipartBody([{ name: 'f', filename: 'a.png', type: 'image/png', bytes: Buffer.from('abcdef') }], { truncated: true }), multipartType())),
  );
  addBody('multipart', 'truncated-fields-only', () => (raw(multipartBody([{ name: 'name', value: 'abcdef' }], { truncated: true }), multipartType())));
  addBody('multipart', 'malformed-part-header', () => (raw(Buffer.from(`--${BOUNDARY}\r\nthis header has no colon\r\n\r\nx\r\n--${BOUNDARY}--\r\n`), multipartType())),
  );
  addBody('multipart', 'field-2mb', () => (raw(multipartBody([{ name: 'name', value: 'a'.repeat(2 * 1024 * 1024) }]), multipartType())), true);
  addBody('multipart', '150-fields', () => (raw(multipartBody(Array.from({ length: 150 }, (_v, i) => ({ name: `f${i}`, value: 'x' }))), multipartType())));
  addBody('multipart', '21-files', () => (raw(multipartBody(Array.from({ length: 21 }, (_v, i) => ({ name: `file${i}`, filename: `${i}.png`, type: 'image/png', bytes: Buffer.from('x') }))), multipartType())),
  );
  cases.add('header', 'header-20kb', () => ({ method, path, headers: { 'x-junk': 'j'.repeat(20_000) } }));
  cases.add('long-url', 'query-100kb', () => ({ method, path: `${path}?q=${'a'.repeat(100_000)}`, headers: {} }));
  if (options.writes) {
    cases.add('csrf', 'none', () => at(json({}), { csrf: 'none' }));
    cases.add('csrf', 'garbage', () => at(json({}), { csrf: { header: 'garbage.token' } }));
    cases.add('csrf', '5000-chars', () => at(json({}), { csrf: { header: `${'a'.repeat(40)}.${'b'.repeat(5000)}` } }));
    cases.add('csrf', 'cookie-mismatch', () => at(json({}), { cookie: `csrf_secret=${'Z'.repeat(43)}` }));
  }
  if (options.guarded) {
    cases.add('bearer', 'garbage', () => at({ headers: {} }, { bearer: { header: 'Bearer garbage' } }));
    cases.add('bearer', 'alg-none', () => at({ headers: {} }, { bearer: { header: `Bearer ${ALG_NONE}` } }));
    cases.add('bearer', '12kb', () => at({ headers: {} }, { bearer: { header: `Bearer ${'x'.repeat(12_000)}` } }));
    cases.add('bearer', 'basic', () => at({ headers: {} }, { bearer: { header: 'Basic ZWRpdG9yQGRlcmdpLnRlc3Q6RG9ncnUtU2lmcmUtMQ==' } }));
    cases.add('cookie', 'garbage-cookies', () => at({ headers: {} }, { bearer: 'none', cookie: 'refresh_token=garbage; rt=%FF%FE; a=\u00ff' }));
  }
}

/** Seeded top-up cases: truncated JSON and a raw control byte in JSON, until the target has enough. */
function fuzzCases(cases: Cases, method: string, body: BodyTarget | undefined, base: unknown, seed: number, count: number, plainPath: string) {
  const random = new Seeded(seed);
  if (!body) {
    // No body can be sent safely: an extra path segment of seeded bytes instead (no route has it).
    for (let i = 0; i < count; i += 1) {
      const segment = Array.from({ length: 1 + random.int(12) }, () => `%${random.int(256).toString(16).padStart(2, '0').toUpperCase()}`).join('');
      cases.add('fuzz-path-segment', `${i}`, () => ({ method, path: `${plainPath}/${segment}`, headers: {} }));
    }
    return;
  }
  const { path, expect } = body;
  const text = JSON.stringify(base);
  for (let i = 0; i < count; i += 1) {
    if (i % 2 === 0) {
      const cut = truncatedJson(text, random);
      cases.add('fuzz-truncated', `${i}@${cut.length}`, () => ({ method, path, ...raw(cut, 'application/json') }), { expect });
    } else {
      const bytes = withControlByte(text, random);
      cases.add('fuzz-control-byte', `${i}`, () => ({ method, path, ...raw(bytes, 'application/json') }), { expect });
    }
  }
}

/** Every malformed request for one REST method and path, as this identity. */
export function restCases(target: RestTarget, as: Identity, all: RestTarget[]): HostileCase[] {
  const cases = new Cases(target, as);
  const guarded = !target.isPublic;
  const refusedAnyway = guarded && as === 'anonymous';
  // A request that may change something if its broken part is ignored (a token refresh is a GET).
  const writes = target.method !== 'GET' || target.isMutation;
  const path = restPath(target);
  const fields = target.body.filter((field) => field.kind !== 'file');
  const base = Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.name, field.kind)]));
  const send = (body: Pick<Built, 'headers' | 'body'>, at = path): Built => ({ method: target.method, path: at, ...body });
  const maybe = (certain: boolean): Expectation | undefined => (certain || refusedAnyway ? 'refused' : writes ? undefined : 'no-5xx');

  if (fields.length) {
    for (const value of [...TEXT_VALUES, ...NOT_TEXT_VALUES]) cases.add('value-all', value.name, () => send(json(allFields(fields, value.value))));
    for (const field of fields) {
      for (const value of aloneValues(field.kind, field.name)) cases.add('value-one', `${field.name}=${value.name}`, () => send(json({ ...base, [field.name]: value.value })));
    }
    const first = fields[0]!.name;
    const extras = Object.fromEntries(Object.entries(EXTRA_FIELDS).filter(([name]) => !(name in base)));
    cases.add('extra-fields', 'with-nul-field', () => send(json({ ...base, ...extras, [first]: 'Ay\u0000se' })));
    cases.add('raw-proto', '__proto__', () => send(raw(`{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},${JSON.stringify(allFields(fields, 'x\u0000')).slice(1)}`, 'application/json')));
    cases.add('raw-invalid-utf8', 'ff-fe-in-every-field', () => {
      const text = JSON.stringify(allFields(fields, '@@BAD@@'));
      return send(raw(Buffer.concat(text.split('@@BAD@@').flatMap((piece, i) => (i ? [Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from(piece)] : [Buffer.from(piece)]))), 'application/json'));
    });
    cases.add('raw-deep', '60000-deep', () => send(raw(`{"${first}":${'['.repeat(60_000)}${']'.repeat(60_000)}}`, 'application/json')));
    if (writes) {
      cases.add('content-type', 'text-plain', () => send(raw(JSON.stringify(base), 'text/plain')));
      cases.add('content-type', 'xml-external-entity', () =>
        send(raw(`<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r><${first}>&x;</${first}></r>`, 'application/xml')),
      );
      cases.add('content-type', 'form-urlencoded', () => send(raw(new URLSearchParams(Object.entries(base).map(([k, v]) => [k, String(v)])).toString(), 'application/x-www-form-urlencoded')));
      cases.add('content-type', 'none', () => send(raw(JSON.stringify(base))));
      cases.add('multipart', 'nul-in-text-field', () => send(raw(multipartBody(formParts({ ...base, [first]: 'Ay\u0000se' })), multipartType())));
    }
  }
  if (target.emptyRefused || refusedAnyway) {
    for (const name of REQUIRED.filter((name) => name in base)) {
      cases.add('missing', name, () => send(json(Object.fromEntries(Object.entries(base).filter(([key]) => key !== name)))));
    }
    cases.add('missing', 'empty-object', () => send(json({})));
    cases.add('missing', 'empty-body', () => send(raw('', 'application/json')));
    cases.add('extra-fields', 'only-extras', () => send(json(EXTRA_FIELDS)));
    cases.add('multipart', 'file-in-text-field', () =>
      send(raw(multipartBody([{ name: fields[0]?.name ?? 'name', filename: 'a.txt', type: 'text/plain', bytes: Buffer.from('Hostil deneme') }]), multipartType())),
    );
  }
  const wrongBoundary = maybe(target.emptyRefused);
  if (wrongBoundary) cases.add('multipart', 'wrong-boundary', () => send(raw(multipartBody([{ name: 'name', value: 'x' }], { boundary: 'other' }), multipartType())), { expect: wrongBoundary });
  const nulName = maybe(target.files.length > 0 && writes);
  if (nulName) {
    cases.add('multipart', 'nul-in-file-name', () =>
      send(raw(multipartBody([...formParts(base), { name: target.files[0] ?? 'file', filename: Buffer.from('a\u0000b.png'), type: 'image/png', bytes: Buffer.from('xxxx') }]), multipartType())),
      { expect: nulName },
    );
  }
  for (const file of target.files) {
    for (const bad of BAD_FILES) {
      cases.add('bad-file', `${file}=${bad.name}`, () => send(raw(multipartBody([...formParts(base), { name: file, filename: bad.filename, type: bad.type, bytes: bad.bytes() }]), multipartType())));
    }
    cases.add('bad-file', `${file}=31mb`, () => send(raw(multipartBody([...formParts(base), { name: file, filename: 'big.png', type: 'image/png', bytes: Buffer.alloc(31 * 1024 * 1024, 1) }]), multipartType())), {
      heavy: true,
    });
  }

  for (const param of target.params) {
    for (const id of BAD_IDS) cases.add('path-id', `${param}=${id.name}`, () => send(json({}), restPath(target, { [param]: id.segment })));
  }
  for (const suffix of ['/%00', '%00', '/%FF%FE', '/..%2f..%2fetc%2fpasswd', '/%2e%2e%2f%2e%2e%2f', ';x=1']) {
    cases.add('path-suffix', suffix, () => send(writes ? json({}) : { headers: {} }, path + suffix));
  }

  for (const query of target.query) {
    if (query.kind === 'int') {
      for (const value of BAD_PAGE_VALUES) cases.add('query-int', `${query.name}=${value.name}`, () => send({ headers: {} }, `${path}?${query.name}=${value.raw}`));
      cases.add('query-int', `${query.name}=1000-repeats`, () => send({ headers: {} }, `${path}?${Array.from({ length: 1000 }, () => `${query.name}=x`).join('&')}`));
    } else {
      cases.add('query-text', `${query.name}=nul`, () => send({ headers: {} }, `${path}?${query.name}=a%00b`));
      cases.add('query-text', `${query.name}=control`, () => send({ headers: {} }, `${path}?${query.name}=a%1B%5B2J`));
    }
  }

  const bodyTarget: BodyTarget | undefined =
    fields.length || target.files.length || refusedAnyway
      ? { path, expect: 'refused' }
      : !writes
        ? { path, expect: 'no-5xx' }
        : target.params.length
          ? { path: restPath(target, Object.fromEntries(target.params.map((param) => [param, '999999999']))), expect: 'refused' }
          : as === 'anonymous'
            ? { path, expect: 'no-5xx' }
            : undefined;
  transportCases(cases, target.method, path, { writes: target.method !== 'GET', guarded, body: bodyTarget });
  const served = new Set(all.filter((other) => other.path === target.path).map((other) => other.method));
  if (all.find((other) => other.path === target.path) === target) {
    for (const method of METHODS.filter((method) => !served.has(method))) cases.add('method', method, () => ({ method, path, ...json({}) }));
    if (served.has('GET') && !target.path.startsWith('/auth')) {
      cases.add('method', 'HEAD', () => ({ method: 'HEAD', path, headers: {} }), { expect: 'no-5xx' });
      cases.add('method', 'OPTIONS', () => ({ method: 'OPTIONS', path, headers: {} }), { expect: 'no-5xx' });
    }
  }
  fuzzCases(cases, target.method, bodyTarget, fields.length ? base : { page: 1 }, hashText(`${as} ${target.name}`), Math.max(6, MIN_CASES_PER_TARGET - cases.list.length), path);
  return cases.list;
}

/** `mutation ($input: T!) { m(input: $input) { __typename } }`, or with the plain arguments. */
function mutationDocument(target: GraphQLTarget, aliases = 1): string {
  const variables = target.inputArg ? `$input: ${target.inputType}` : target.fields.map((field) => `$${field.name}: ${field.type}`).join(', ');
  const args = target.inputArg ? `${target.inputArg}: $input` : target.fields.map((field) => `${field.name}: $${field.name}`).join(', ');
  const call = `${target.mutation}${args ? `(${args})` : ''}${target.selection}`;
  const body = aliases === 1 ? call : Array.from({ length: aliases }, (_v, i) => `a${i}: ${call}`).join(' ');
  return `mutation Hostile${variables ? `(${variables})` : ''} { ${body} }`;
}

const wrapInput = (target: GraphQLTarget, values: Record<string, unknown>) => (target.inputArg ? { input: values } : values);

/** Every malformed request for one mutation, as this identity. */
export function graphqlCases(target: GraphQLTarget, as: Identity): HostileCase[] {
  const cases = new Cases(target, as);
  const guarded = !target.isPublic;
  const fields = target.fields.filter((field) => field.kind !== 'file' && field.kind !== 'other');
  const base = Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.name, field.kind)]));
  const document = mutationDocument(target);
  const op = (variables: unknown, query: unknown = document) => json({ query, variables, operationName: 'Hostile' });
  const post = (body: Pick<Built, 'headers' | 'body'>, credentials?: Partial<Credentials>): Built => ({ method: 'POST', path: '/graphql', ...body, credentials });

  if (fields.length) {
    for (const value of [...TEXT_VALUES, ...NOT_TEXT_VALUES]) cases.add('value-all', value.name, () => post(op(wrapInput(target, allFields(fields, value.value)))));
    for (const field of fields) {
      for (const value of aloneValues(field.kind, field.name)) cases.add('value-one', `${field.name}=${value.name}`, () => post(op(wrapInput(target, { ...base, [field.name]: value.value }))));
    }
    const ints = fields.filter((field) => field.kind === 'int');
    if (ints.length) for (const value of valuesFor('int').slice(0, 2)) cases.add('value-one', `all-ints=${value.name}`, () => post(op(wrapInput(target, { ...base, ...allFields(ints, value.value) }))));
  }
  if (target.fields.some((field) => field.required) || target.inputArg) {
    cases.add('missing', 'no-variables', () => post(op(undefined)));
    cases.add('missing', 'input-null', () => post(op(target.inputArg ? { input: null } : allFields(target.fields, null))));
    cases.add('missing', 'input-string', () => post(op(target.inputArg ? { input: 'x' } : allFields(target.fields, { a: 1 }))));
    cases.add('missing', 'input-list', () => post(op(target.inputArg ? { input: [base] } : allFields(target.fields, [[1]]))));
  }
  for (const [name, value] of Object.entries(EXTRA_FIELDS).filter(([name]) => !target.fields.some((field) => field.name === name))) {
    if (target.inputArg) cases.add('extra-fields', name, () => post(op({ input: { ...base, [name]: value } })));
    else cases.add('extra-fields', name, () => post(op(base, document.replace(`${target.mutation}${target.fields.length ? '(' : ''}`, `${target.mutation}(${name}: ${JSON.stringify(value)}${target.fields.length ? ', ' : ')'}`))));
  }

  const docs: [string, unknown][] = [
    ['syntax', 'mutation {'],
    ['unknown-field', `mutation { ${target.mutation}${target.selection ? ' { noSuchField }' : ' { x }'} }`],
    ['fragment-cycle', `mutation { ...A } fragment A on Mutation { ...B } fragment B on Mutation { ...A }`],
    ['subscription', 'subscription { x }'],
    ['two-anonymous', `mutation { a: ${target.mutation} } mutation { b: ${target.mutation} }`],
  ];
  for (const [name, query] of docs) cases.add('gql-document', name, () => post(json({ query })));
  cases.add('gql-document', 'query-number', () => post(json({ query: 123, variables: {} })));
  cases.add('gql-document', 'query-null', () => post(json({ query: null })));
  cases.add('gql-document', 'variables-string', () => post(json({ query: document, variables: JSON.stringify(wrapInput(target, base)) })));
  cases.add('gql-document', 'unknown-operation-name', () => post(json({ query: document, variables: {}, operationName: 'Nope' })));
  cases.add('gql-document', 'persisted-unknown', () => post(json({ extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } })));
  cases.add('gql-document', 'batch-100', () => post(json(Array.from({ length: 100 }, () => ({ query: document, variables: { input: null } })))));
  cases.add('gql-document', '500-aliases', () => post(op(wrapInput(target, allFields(fields, 'Ay\u0000se')), mutationDocument(target, 500))));
  cases.add('gql-document', 'mutation-over-get', () => ({ method: 'GET', path: `/graphql?query=${encodeURIComponent(document)}`, headers: { 'apollo-require-preflight': 'true' } }));

  const baseBody = JSON.stringify({ query: document, variables: wrapInput(target, base) });
  cases.add('content-type', 'text-plain', () => post(raw(baseBody, 'text/plain')));
  cases.add('content-type', 'form-urlencoded', () => post(raw(new URLSearchParams({ query: document }).toString(), 'application/x-www-form-urlencoded')));
  cases.add('content-type', 'none', () => post(raw(baseBody)));
  cases.add('content-type', 'xml', () => post(raw(`<?xml version="1.0"?><query>${document}</query>`, 'application/xml')));

  const upload = target.fields.find((field) => field.kind === 'file');
  const firstText = fields.find((field) => field.kind === 'text');
  const path = (field: string) => (target.inputArg ? `variables.input.${field}` : `variables.${field}`);
  const spec = (parts: Part[], preflight = true) => post(raw(multipartBody(parts), multipartType(), preflight ? { 'apollo-require-preflight': 'true' } : {}));
  // A mutation without arguments would run as sent: its multipart cases carry an unknown argument too.
  const multipartDocument = target.fields.length ? document : document.replace(target.mutation, `${target.mutation}(hostile: 1)`);
  const operations = (values: Record<string, unknown>) => ({ name: 'operations', value: JSON.stringify({ query: multipartDocument, variables: wrapInput(target, values) }) });
  const filePart = (filename: string | Buffer = 'a.png', bytes = Buffer.from('xxxx')): Part => ({ name: '0', filename, type: 'image/png', bytes });
  const uploadPath = path(upload?.name ?? firstText?.name ?? 'x');
  cases.add('gql-multipart', 'no-preflight', () => spec([operations(base), { name: 'map', value: JSON.stringify({ 0: [uploadPath] }) }, filePart()], false));
  cases.add('gql-multipart', 'operations-not-json', () => spec([{ name: 'operations', value: '{not json' }, { name: 'map', value: '{}' }]));
  cases.add('gql-multipart', 'map-not-json', () => spec([operations(base), { name: 'map', value: '{not json' }, filePart()]));
  cases.add('gql-multipart', 'missing-file', () => spec([operations(base), { name: 'map', value: JSON.stringify({ 0: [uploadPath] }) }]));
  cases.add('gql-multipart', 'proto-path', () => spec([operations(base), { name: 'map', value: JSON.stringify({ 0: ['__proto__.polluted'] }) }, filePart()]));
  cases.add('gql-multipart', '21-files', () =>
    spec([operations(base), { name: 'map', value: JSON.stringify(Object.fromEntries(Array.from({ length: 21 }, (_v, i) => [i, [uploadPath]]))) }, ...Array.from({ length: 21 }, (_v, i) => ({ ...filePart(`${i}.png`), name: String(i) }))]),
  );
  if (firstText) cases.add('gql-multipart', 'file-in-text-field', () => spec([operations(base), { name: 'map', value: JSON.stringify({ 0: [path(firstText.name)] }) }, filePart('a.txt')]));
  cases.add('gql-multipart', 'truncated', () =>
    post(raw(multipartBody([operations(base), { name: 'map', value: JSON.stringify({ 0: [uploadPath] }) }, filePart()], { truncated: true }), multipartType(), { 'apollo-require-preflight': 'true' })),
  );
  cases.add('gql-multipart', 'nul-in-file-name', () => spec([operations({ ...base, ...(firstText ? { [firstText.name]: 'Ay\u0000se' } : {}) }), { name: 'map', value: JSON.stringify({ 0: [uploadPath] }) }, filePart(Buffer.from('a\u0000b.png'))]));
  cases.add('gql-multipart', 'no-boundary', () => post(raw(multipartBody([operations(base)]), 'multipart/form-data', { 'apollo-require-preflight': 'true' })));
  cases.add('gql-multipart', 'malformed-part-header', () =>
    post(raw(Buffer.from(`--${BOUNDARY}\r\nno colon here\r\n\r\n{}\r\n--${BOUNDARY}--\r\n`), multipartType(), { 'apollo-require-preflight': 'true' })),
  );
  if (upload) {
    for (const bad of BAD_FILES) {
      cases.add('bad-file', `${upload.name}=${bad.name}`, () =>
        spec([operations(base), { name: 'map', value: JSON.stringify({ 0: [path(upload.name)] }) }, { name: '0', filename: bad.filename, type: bad.type, bytes: bad.bytes() }]),
      );
    }
  }

  cases.add('header', 'header-20kb', () => post({ ...op(wrapInput(target, base)), headers: { ...JSON_TYPE, 'x-junk': 'j'.repeat(20_000) } }));
  cases.add('csrf', 'none', () => post(op(wrapInput(target, base)), { csrf: 'none' }));
  cases.add('csrf', 'garbage', () => post(op(wrapInput(target, base)), { csrf: { header: 'garbage.token' } }));
  if (guarded) {
    cases.add('bearer', 'garbage', () => post(op(wrapInput(target, base)), { bearer: { header: 'Bearer garbage' } }));
    cases.add('bearer', 'alg-none', () => post(op(wrapInput(target, base)), { bearer: { header: `Bearer ${ALG_NONE}` } }));
  }
  fuzzCases(cases, 'POST', { path: '/graphql', expect: 'refused' }, { query: document, variables: wrapInput(target, base) }, hashText(`${as} ${target.name}`), Math.max(6, MIN_CASES_PER_TARGET - cases.list.length), '/graphql');
  return cases.list;
}

/**
 * The default run's sample: `perTarget` seeded cases of every target and identity, plus one case of
 * every family the draw missed, so each path and each kind of breakage is sent at least once.
 */
export function sample(all: HostileCase[], perTarget: number, seed = 12): HostileCase[] {
  const random = new Seeded(seed);
  const byGroup = new Map<string, HostileCase[]>();
  for (const item of all) byGroup.set(`${item.as} ${item.target}`, [...(byGroup.get(`${item.as} ${item.target}`) ?? []), item]);
  const chosen = new Set<HostileCase>();
  for (const group of byGroup.values()) for (const item of random.shuffle(group.filter((c) => !c.heavy)).slice(0, perTarget)) chosen.add(item);
  const kinds = new Set([...chosen].map(kindOfCase));
  for (const item of random.shuffle(all)) {
    if (!kinds.has(kindOfCase(item))) {
      kinds.add(kindOfCase(item));
      chosen.add(item);
    }
  }
  return all.filter((item) => chosen.has(item));
}

/** A case's kind of breakage, without the field or parameter it hit: `rest/value-one:nul-inside`. */
export function kindOfCase(item: HostileCase): string {
  if (item.family.includes('/fuzz-')) return item.family;
  return `${item.family}:${item.variant.includes('=') ? item.variant.slice(item.variant.lastIndexOf('=') + 1) : item.variant}`;
}
