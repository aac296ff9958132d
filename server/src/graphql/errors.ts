import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type ASTNode, type GraphQLFormattedError, type TypeNode } from 'graphql';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { conflictOf } from '../modules/common/unique.js';
import { messageAreaOf } from '../modules/common/validation.js';
import { AppError, DEFAULT_MESSAGES, ERROR_STATUS, type ErrorCode, type FieldErrors } from '../lib/errors.js';

export { AppError, ERROR_STATUS, type ErrorCode, type FieldErrors };

interface ValidationErrorLike {
  property: string;
  constraints?: Record<string, string>;
  children?: ValidationErrorLike[];
}

/** class-validator errors (type-graphql's ArgumentValidationError) → field → first message key. */
export function fieldsFromValidation(errors: ValidationErrorLike[], prefix = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const name = prefix ? `${prefix}.${error.property}` : error.property;
    const first = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (first) fields[name] = first;
    if (error.children?.length) Object.assign(fields, fieldsFromValidation(error.children, name));
  }
  return fields;
}

const capitalize = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The field a GraphQL coercion message is about, as `{ language: 'Input.Language.invalid' }` or
 * `{ name: 'Input.Name.required' }`, so callers get field keys as for the validation rules. A value
 * that is missing, null or empty (`""`) is `required`; `area` is the input type's message area
 * (`Event` → `Event.Date.invalid`), `Input` when it has none.
 */
export function fieldsFromCoercion(message: string, area = 'Input'): FieldErrors | undefined {
  const missing = message.match(/Field "([^"]+)" of required type "[^"]+" was not provided/);
  if (missing) return { [missing[1]!]: `${area}.${capitalize(missing[1]!)}.required` };
  const at = message.match(/ at "([^"]+)"/)?.[1] ?? message.match(/^Variable "\$([^"]+)"/)?.[1];
  const field = at?.split('.').pop()?.replace(/\[\d+\]$/, '');
  const empty = /^Variable "\$[^"]+" got invalid value (""|null)[ ;]/.test(message);
  return field ? { [field]: `${area}.${capitalize(field)}.${empty ? 'required' : 'invalid'}` } : undefined;
}

/** The input type of the variable a coercion error is about (`$input: CreateEventInput!` → `CreateEventInput`). */
function variableTypeOf(error: unknown): string | undefined {
  const node = (error as { nodes?: readonly ASTNode[] } | undefined)?.nodes?.[0];
  if (node?.kind !== Kind.VARIABLE_DEFINITION) return undefined;
  let type: TypeNode = node.type;
  while (type.kind !== Kind.NAMED_TYPE) type = type.type;
  return type.name.value;
}

/** Apollo's own refusals of a request (bad document, unknown operation or persisted query): the caller's mistake. */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/** The 4xx Apollo answers a refused request with (405 for a mutation sent by GET), else 400: the envelope says the same as the HTTP status. */
function requestErrorHttpStatus(error: unknown): number {
  const status = (error as { extensions?: { http?: { status?: unknown } } } | undefined)?.extensions?.http?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 400;
}

const isCode = (value: unknown): value is ErrorCode => typeof value === 'string' && value in ERROR_STATUS;

/**
 * graphql-js's own refusal of a whole request that Apollo passes on without a code (an operation
 * type the schema does not run): a GraphQLError of no field (no path) and no thrown cause.
 */
const isRefusedRequest = (formatted: GraphQLFormattedError, error: unknown) =>
  error instanceof GraphQLError && !error.originalError && !formatted.path && formatted.extensions?.code === 'INTERNAL_SERVER_ERROR';

/** The database is away: 503 with a wait, never a 500 (nor, through a permission rule, a 403). */
function databaseUnavailable(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const error = new AppError('SERVICE_UNAVAILABLE', undefined, { retryAfter: DATABASE_RETRY_AFTER_SECONDS });
  return { message: error.message, path: formatted.path, extensions: error.extensions };
}

/**
 * Shapes every GraphQL error for the response: known codes pass with their status; validation
 * failures become BAD_USER_INPUT with field keys; anything else is a bare 500 with no internals.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, log: (error: unknown) => void): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError ?? error;
  if (isDatabaseUnavailable(original)) return databaseUnavailable(formatted);
  const known = original instanceof AppError ? original : conflictOf(original);
  if (known) return { message: known.message, path: formatted.path, extensions: known.extensions };
  const validationErrors =
    (original as { validationErrors?: ValidationErrorLike[] })?.validationErrors ??
    (formatted.extensions?.validationErrors as ValidationErrorLike[] | undefined);
  if (Array.isArray(validationErrors)) {
    return {
      message: DEFAULT_MESSAGES.BAD_USER_INPUT,
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT', status: 400, fields: fieldsFromValidation(validationErrors) },
    };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code)) {
    // An operation over a limit of graphql/operation-limits.ts carries the limit's key.
    const limitKey = formatted.extensions?.limitKey;
    const fields = typeof limitKey === 'string' ? { fields: { query: limitKey } } : {};
    return { message: formatted.message, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT', status: requestErrorHttpStatus(error), ...fields } };
  }
  if (code === 'BAD_USER_INPUT' && !formatted.extensions?.status) {
    // Apollo's own variable coercion errors (a wrong type, an unknown enum value, a missing field).
    const fields = fieldsFromCoercion(formatted.message, messageAreaOf(variableTypeOf(error)));
    return { message: formatted.message, path: formatted.path, extensions: { code, status: 400, ...(fields ? { fields } : {}) } };
  }
  if (isCode(code) && code !== 'INTERNAL_SERVER_ERROR') {
    return { message: formatted.message, path: formatted.path, extensions: { ...formatted.extensions, status: ERROR_STATUS[code] } };
  }
  if (isRefusedRequest(formatted, error)) {
    return { message: formatted.message, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT', status: 400 } };
  }
  log(original);
  return {
    message: DEFAULT_MESSAGES.INTERNAL_SERVER_ERROR,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
  };
}

/**
 * An error without graphql-js's "Did you mean …?" hints, for a server without introspection: they
 * name operations, input fields and enum values. Apollo's hideSchemaDetailsFromClientErrors
 * strips them from validation errors only, not from variable coercion errors.
 */
export function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  return { ...formatted, message: formatted.message.replace(/ ?Did you mean .*\?$/, '') };
}

/**
 * A request refused before any operation ran (no `data` at all: an unknown persisted query, a
 * document Apollo would not take) answers with its error's 4xx status. Apollo sends some of these
 * as 200; errors of an operation that ran keep GraphQL's 200 with `errors` beside `data`.
 */
export function requestErrorStatus(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const status = errors?.[0]?.extensions?.status;
          if (data !== undefined || typeof status !== 'number' || status < 400 || status >= 500) return;
          if (response.http.status === undefined || response.http.status === 200) response.http.status = status;
        },
      };
    },
  };
}

/**
 * An answer on /graphql whose database was away is a 503 with `Retry-After`, as on REST, so
 * clients and proxies know to come back rather than read GraphQL's usual 200.
 */
export function serviceUnavailableStatus(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const unavailable = response.body.singleResult.errors?.find((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE');
          if (!unavailable) return;
          response.http.status = 503;
          response.http.headers.set('Retry-After', String(unavailable.extensions?.retryAfter ?? DATABASE_RETRY_AFTER_SECONDS));
        },
      };
    },
  };
}
