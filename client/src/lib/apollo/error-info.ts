import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** What the UI needs from any error: the server's `extensions` (design §5) in one shape. */
export interface ErrorInfo {
  code?: string;
  status?: number;
  /** Seconds to wait (RATE_LIMITED / 429). */
  retryAfter?: number;
  /** BAD_USER_INPUT: field name → validation message key. */
  fields?: Record<string, string>;
  /** CONFLICT of a save based on an older version of an item: the version stored now. */
  currentVersion?: number;
  message?: string;
}

type Extensions = Record<string, unknown> | undefined;

function fromExtensions(extensions: Extensions, message?: string): ErrorInfo {
  const ext = extensions ?? {};
  const http = (ext.http as { status?: unknown } | undefined)?.status;
  const status = typeof ext.status === 'number' ? ext.status : typeof http === 'number' ? http : undefined;
  return {
    code: typeof ext.code === 'string' ? ext.code : undefined,
    status,
    retryAfter: typeof ext.retryAfter === 'number' ? ext.retryAfter : undefined,
    fields: ext.fields && typeof ext.fields === 'object' ? (ext.fields as Record<string, string>) : undefined,
    currentVersion: typeof ext.currentVersion === 'number' ? ext.currentVersion : undefined,
    message,
  };
}

function fromBody(bodyText: string, statusCode: number): ErrorInfo {
  try {
    const body = JSON.parse(bodyText) as {
      errors?: Array<{ message?: string; extensions?: Extensions }>;
      error?: { status?: number; code?: string; message?: string; fields?: Record<string, string>; retryAfter?: number };
    };
    if (body.errors?.length) {
      const info = fromExtensions(body.errors[0].extensions, body.errors[0].message);
      return { ...info, status: info.status ?? statusCode };
    }
    if (body.error) {
      return { ...body.error, status: body.error.status ?? statusCode };
    }
  } catch {
    // not JSON: fall through to the status code alone
  }
  return { status: statusCode };
}

export function getErrorInfo(error: unknown): ErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return fromExtensions(first?.extensions as Extensions, first?.message);
  }
  if (ServerError.is(error)) {
    return fromBody(error.bodyText, error.statusCode);
  }
  if (error && typeof error === 'object' && 'graphQLErrors' in error) {
    const list = (error as { graphQLErrors?: Array<{ message?: string; extensions?: Extensions }> }).graphQLErrors;
    if (list?.length) return fromExtensions(list[0].extensions, list[0].message);
  }
  return { code: 'NETWORK_ERROR', message: error instanceof Error ? error.message : undefined };
}

/** HTTP-like status of an error, with the codes of design §5 when no status was sent. */
export function errorStatus(info: ErrorInfo): number {
  if (info.status) return info.status;
  switch (info.code) {
    case 'BAD_USER_INPUT':
    case 'INVALID_REQUEST':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'INVALID_CREDENTIALS':
      return 422;
    case 'RATE_LIMITED':
      return 429;
    default:
      return 500;
  }
}

/** Minutes to wait for a rate-limited answer (at least 1). */
export function retryAfterMinutes(info: ErrorInfo): number {
  return Math.max(1, Math.ceil((info.retryAfter ?? 60) / 60));
}
