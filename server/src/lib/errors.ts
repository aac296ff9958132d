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
  SERVICE_UNAVAILABLE: 503,
  INSUFFICIENT_STORAGE: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Field name → message key, e.g. `{ name: 'Category.Name.min' }`. */
export type FieldErrors = Record<string, string>;

export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
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
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable. Please try again shortly.',
  INSUFFICIENT_STORAGE: 'The server has no room to store the file.',
};

/**
 * An error meant for the caller, free of any transport: services throw it, and GraphQL's
 * `formatError` and the REST adapter turn its code, status and field keys into their envelopes.
 */
export class AppError extends Error {
  readonly status: number;
  readonly fields?: FieldErrors;
  readonly retryAfter?: number;
  /** What a caller needs to recover, beside the code (a refused stale save: `currentVersion`). */
  readonly details?: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    extra: { fields?: FieldErrors; retryAfter?: number; details?: Record<string, unknown> } = {},
  ) {
    // A caller's error (4xx) is an answer, not a fault: nothing reads where it was thrown, and the
    // stack V8 would capture, which GraphQL's error formats on the way out, is most of its cost
    // (a home page whose slots are not set up answers three NOT_FOUNDs in every render).
    const stackTraceLimit = Error.stackTraceLimit;
    if (ERROR_STATUS[code] < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.fields = extra.fields;
    this.retryAfter = extra.retryAfter;
    this.details = extra.details;
  }

  /** The `extensions` of a GraphQL error (and the REST envelope's fields). */
  get extensions(): Record<string, unknown> {
    return {
      code: this.code,
      status: this.status,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.retryAfter !== undefined ? { retryAfter: this.retryAfter } : {}),
      ...this.details,
    };
  }
}

export const badInput = (fields: FieldErrors) => new AppError('BAD_USER_INPUT', undefined, { fields });
export const notFound = (what = 'Not found.') => new AppError('NOT_FOUND', what);
export const conflict = (field: string, key: string, message: string) => new AppError('CONFLICT', message, { fields: { [field]: key } });
/**
 * A save based on an older version of an item than the stored one: refused, so that an editor never
 * overwrites a colleague's save unseen (`extensions.currentVersion` tells which version is stored).
 */
export const staleVersion = (currentVersion: number) =>
  new AppError('CONFLICT', 'The item was saved by someone else since this version.', {
    fields: { version: 'Editorial.Version.conflict' },
    details: { currentVersion },
  });
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', undefined, { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) });
