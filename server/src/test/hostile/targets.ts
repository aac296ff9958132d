import type { Request } from 'express';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  typeFromAST,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { MemoryTimestampStore, RateLimiter } from '../../lib/rate-limit.js';
import { publicOperations } from '../../graphql/permissions.js';
import type { Method, RestRoute } from '../../rest/route.js';
import type { FieldKind } from './values.js';

/** One REST method and path of the route table, with what its handler reads from a request. */
export interface RestTarget {
  kind: 'rest';
  name: string;
  method: Method;
  /** The Express path under `/api`, e.g. `/categories/:id`. */
  path: string;
  params: string[];
  /** JSON or text fields the handler reads from the body, with their kind. */
  body: { name: string; kind: FieldKind }[];
  /** File fields it reads from a multipart body. */
  files: string[];
  query: { name: string; kind: FieldKind }[];
  /** The GraphQL field behind it is open to anonymous callers. */
  isPublic: boolean;
  /** It runs a mutation (even on a GET, as the token refresh does). */
  isMutation: boolean;
  /** An empty body is refused (a create or a replace: missing fields count as empty). */
  emptyRefused: boolean;
}

/** One mutation of the schema, with the fields of its `input` argument (or its plain arguments). */
export interface GraphQLTarget {
  kind: 'graphql';
  name: string;
  mutation: string;
  /** `input` when the mutation takes an input object; otherwise its arguments are its fields. */
  inputArg?: string;
  inputType?: string;
  fields: { name: string; kind: FieldKind; required: boolean; type: string }[];
  /** ` { __typename }` when the mutation answers an object (a selection is then required). */
  selection: string;
  isPublic: boolean;
}

export type Target = RestTarget | GraphQLTarget;

const publicNames = () => publicOperations(new RateLimiter(new MemoryTimestampStore()));

/** The kind of a GraphQL input type, as the sweep breaks it. */
function kindOf(type: GraphQLInputType): FieldKind {
  const inner = isNonNullType(type) ? type.ofType : type;
  const named = getNamedType(inner);
  if (isListType(inner)) return named.name === 'Int' ? 'intList' : named.name === 'Upload' ? 'file' : 'other';
  if (isEnumType(named)) return 'enum';
  if (!isScalarType(named)) return 'other';
  const byName: Record<string, FieldKind> = { String: 'text', Int: 'int', Float: 'int', Boolean: 'bool', JSON: 'rich', DateTimeISO: 'date', Upload: 'file', ID: 'text' };
  return byName[named.name] ?? 'other';
}

function operationOf(document: string): OperationDefinitionNode {
  return parse(document).definitions.find((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition')!;
}

/** The input type's fields by name (`$input: CreateCategoryInput!` → its fields' kinds). */
function inputKinds(schema: GraphQLSchema, document: string): Record<string, FieldKind> {
  const kinds: Record<string, FieldKind> = {};
  for (const variable of operationOf(document).variableDefinitions ?? []) {
    const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
    const named = type && getNamedType(type);
    if (named && isInputObjectType(named)) for (const field of Object.values(named.getFields())) kinds[field.name] = kindOf(field.type);
    else if (type) kinds[variable.variable.name.value] = kindOf(type);
  }
  return kinds;
}

/** Records the names a handler reads from an object. */
function recorder(names: Set<string>, value: (key: string) => unknown = () => undefined) {
  return new Proxy({} as Record<string, unknown>, {
    get: (_target, key) => {
      if (typeof key !== 'string') return undefined;
      names.add(key);
      return value(key);
    },
  });
}

/** What a route's `variables` reads: body, query and file fields (it is called with a recording request). */
function readsOf(route: RestRoute) {
  const body = new Set<string>();
  const query = new Set<string>();
  const files = new Set<string>();
  const request = {
    body: recorder(body),
    query: recorder(query),
    files: recorder(files),
    params: recorder(new Set(), () => '1'),
    headers: {},
    get: () => undefined,
    header: () => undefined,
  } as unknown as Request;
  try {
    route.variables?.(request);
  } catch {
    // A handler that refuses the recording request has read what it needs by then.
  }
  const clean = (names: Set<string>) => [...new Set([...names].map((name) => name.replace(/\[\]$/, '')))].filter((name) => !name.startsWith('__'));
  return { body: clean(body), query: clean(query), files: clean(files) };
}

/** Whether the route refuses a request without a body: its input then holds an empty or null field. */
function refusesEmpty(route: RestRoute): boolean {
  if (!route.variables) return false;
  let variables: unknown;
  try {
    variables = route.variables({ body: {}, query: {}, params: { id: '1', photoId: '1' }, files: {}, headers: {}, get: () => undefined } as unknown as Request);
  } catch {
    return true;
  }
  const leaves = (value: unknown): unknown[] =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value).flatMap(leaves) : [value];
  // Missing text fields become '' only where the route replaces (a create, a PUT); a PATCH leaves them out.
  return leaves(variables).some((leaf) => leaf === '');
}

const REST_NAMES: Record<string, string> = { company: 'companyName', tax: 'taxNumber', confirmation: 'passwordConfirm', password: 'password' };

/** Every method and path of the REST route table. */
export function restTargets(routes: RestRoute[], schema: GraphQLSchema): RestTarget[] {
  const open = publicNames();
  return routes.flatMap((route) => {
    const operation = operationOf(route.document);
    const field = (operation.selectionSet.selections[0] as { name: { value: string } }).name.value;
    const isPublic = (operation.operation === 'query' ? open.Query : open.Mutation).includes(field);
    const kinds = inputKinds(schema, route.document);
    const reads = readsOf(route);
    const kindOfField = (name: string): FieldKind => kinds[name] ?? kinds[REST_NAMES[name] ?? ''] ?? 'text';
    return route.methods.map((method) => ({
      kind: 'rest' as const,
      name: `${method} /api${route.path}`,
      method,
      path: route.path,
      params: [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!),
      body: reads.body.map((name) => ({ name, kind: kindOfField(name) })),
      files: reads.files,
      query: reads.query.map((name) => ({ name, kind: kindOfField(name) })),
      isPublic,
      isMutation: operation.operation === 'mutation',
      emptyRefused: refusesEmpty(route),
    }));
  });
}

/** Every field of the schema's Mutation type. */
export function graphqlTargets(schema: GraphQLSchema): GraphQLTarget[] {
  const open = publicNames();
  return Object.values(schema.getMutationType()!.getFields()).map((mutation) => {
    const input = mutation.args.find((arg) => isInputObjectType(getNamedType(arg.type)));
    const describe = (name: string, type: GraphQLInputType) => ({ name, kind: kindOf(type), required: isNonNullType(type), type: String(type) });
    const fields = input
      ? Object.values((getNamedType(input.type) as GraphQLInputObjectType).getFields()).map((field) => describe(field.name, field.type))
      : mutation.args.map((arg) => describe(arg.name, arg.type));
    return {
      kind: 'graphql' as const,
      name: `mutation ${mutation.name}`,
      mutation: mutation.name,
      inputArg: input?.name,
      inputType: input ? String(input.type) : undefined,
      fields,
      selection: isLeafType(getNamedType(mutation.type)) ? '' : ' { __typename }',
      isPublic: open.Mutation.includes(mutation.name),
    };
  });
}
