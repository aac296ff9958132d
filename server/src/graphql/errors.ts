import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** Every error code the API answers with, and its HTTP status (design.md §5). */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  INVALID_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_CREDENTIALS: 422,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Field name → message key, e.g. `{ name: 'Category.Name.min' }`. */
export type FieldErrors = Record<string, string>;

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  BAD_USER_INPUT: 'The input is not valid.',
  INVALID_REQUEST: 'Invalid request.',
  UNAUTHENTICATED: 'You need to sign in.',
  FORBIDDEN: 'The request was refused.',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'The request conflicts with existing data.',
  PAYLOAD_TOO_LARGE: 'The upload is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The file type is not supported.',
  INVALID_CREDENTIALS: 'The email or password is incorrect.',
  RATE_LIMITED: 'Too many requests. Please wait and try again.',
  INTERNAL_SERVER_ERROR: 'Unexpected server error.',
};

/** An error meant for the caller: its code, status and (for bad input) field keys reach the response. */
export class AppError extends GraphQLError {
  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    extra: { fields?: FieldErrors; retryAfter?: number } = {},
  ) {
    super(message, {
      extensions: {
        code,
        status: ERROR_STATUS[code],
        ...(extra.fields ? { fields: extra.fields } : {}),
        ...(extra.retryAfter !== undefined ? { retryAfter: extra.retryAfter } : {}),
      },
    });
  }
}

export const badInput = (fields: FieldErrors) => new AppError('BAD_USER_INPUT', undefined, { fields });
export const notFound = (what = 'Not found.') => new AppError('NOT_FOUND', what);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });

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
 * `{ name: 'Input.Name.required' }`, so callers get field keys as for the validation rules.
 */
export function fieldsFromCoercion(message: string): FieldErrors | undefined {
  const missing = message.match(/Field "([^"]+)" of required type "[^"]+" was not provided/);
  if (missing) return { [missing[1]!]: `Input.${capitalize(missing[1]!)}.required` };
  const at = message.match(/ at "([^"]+)"/)?.[1] ?? message.match(/^Variable "\$([^"]+)"/)?.[1];
  const field = at?.split('.').pop()?.replace(/\[\d+\]$/, '');
  return field ? { [field]: `Input.${capitalize(field)}.invalid` } : undefined;
}

const isCode = (value: unknown): value is ErrorCode => typeof value === 'string' && value in ERROR_STATUS;

/**
 * Shapes every GraphQL error for the response: known codes pass with their status; validation
 * failures become BAD_USER_INPUT with field keys; anything else is a bare 500 with no internals.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, log: (error: unknown) => void): GraphQLFormattedError {
  const original = (error as { originalError?: unknown })?.originalError ?? error;
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
  if (code === 'GRAPHQL_VALIDATION_FAILED' || code === 'GRAPHQL_PARSE_FAILED' || code === 'BAD_REQUEST') {
    return { message: formatted.message, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT', status: 400 } };
  }
  if (code === 'BAD_USER_INPUT' && !formatted.extensions?.status) {
    // Apollo's own variable coercion errors (a wrong type, an unknown enum value, a missing field).
    const fields = fieldsFromCoercion(formatted.message);
    return { message: formatted.message, path: formatted.path, extensions: { code, status: 400, ...(fields ? { fields } : {}) } };
  }
  if (isCode(code) && code !== 'INTERNAL_SERVER_ERROR') {
    return { message: formatted.message, path: formatted.path, extensions: { ...formatted.extensions, status: ERROR_STATUS[code] } };
  }
  log(original);
  return {
    message: DEFAULT_MESSAGES.INTERNAL_SERVER_ERROR,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
  };
}
