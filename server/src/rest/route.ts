import type { Request } from 'express';
import { badInput, notFound } from '../lib/errors.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One documented REST path and the GraphQL operation behind it. The adapter holds no business
 * logic: it maps the request to variables and the operation's result (or error) to the response.
 */
export interface RestRoute {
  methods: Method[];
  /** Express path under `/api`, e.g. `/categories/:id`. */
  path: string;
  /** A GraphQL document with exactly one operation. */
  document: string;
  variables?: (req: Request) => Record<string, unknown>;
  /** The response body from the operation's data (default: its only top-level field). */
  body?: (data: Record<string, unknown>) => unknown;
  /** 200 by default; 201 for creates; 204 answers with no body. */
  status?: 200 | 201 | 204;
  /**
   * A second operation run once the first succeeded, in the same request context, e.g. counting a
   * view of the item just read. Its variables come from the first one's data; its data is not
   * answered, its error is.
   */
  after?: {
    document: string;
    variables: (data: Record<string, unknown>) => Record<string, unknown>;
    /** Answer the second operation's data instead (e.g. a message as it is once marked read). */
    answer?: boolean;
  };
  /**
   * The operation answers a `DownloadFile` (`filename contentType content`): it is sent as that
   * file, an attachment with its name, never stored by a cache (exports hold personal data).
   */
  file?: boolean;
  /**
   * Input fields the REST body names differently (`{ companyName: 'company' }`): error `fields`
   * are reported under the body's names, so a form can put each key next to its own input.
   */
  fieldNames?: Record<string, string> | ((req: Request) => Record<string, string>);
  /**
   * The message area of the keys GraphQL's variable coercion reports under `Input` (an enum or a
   * boolean of the query string it refused): `AuditLog` turns `Input.Kind.invalid` into
   * `AuditLog.Kind.invalid`. The adapter checks no value itself; it names the key.
   */
  messageArea?: string;
  /**
   * The file fields of a route that takes `multipart/form-data` (a JSON body works as well), each
   * with the kind of file whose size limit applies. Such a route is for signed-in staff: a form is
   * read only after that check. A route without it answers a multipart body with 415, unread.
   */
  files?: Record<string, FileKind>;
}

export type FileKind = 'image' | 'pdf';

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const MAX_ID = 2_147_483_647;

/** A path id: a positive whole number within the id range, otherwise the item cannot exist. */
export function idParam(req: Request, name = 'id'): number {
  const raw = String(req.params[name] ?? '');
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > MAX_ID) throw notFound();
  return Number(raw);
}

/** An optional whole-number query parameter; anything else is bad input keyed `key` (by default `Paging.<Name>.invalid`). */
export function intQuery(req: Request, name: string, key = `Paging.${name.charAt(0).toUpperCase()}${name.slice(1)}.invalid`): number | undefined {
  const raw = single(req.query[name]);
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^-?\d{1,9}$/.test(raw)) throw badInput({ [name]: key });
  return Number(raw);
}

export function textQuery(req: Request, name: string): string | undefined {
  const raw = single(req.query[name]);
  return typeof raw === 'string' ? raw : undefined;
}

/** Drops undefined values so GraphQL applies the argument defaults. */
export function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * The JSON body's fields, picked by name (unknown fields are ignored). Text fields that are missing
 * become empty strings, so the validation rules answer with their `required` keys.
 */
export function textFields(req: Request, names: string[]): Record<string, unknown> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, body[name] ?? '']));
}

/** The JSON body's fields, picked by name (unknown fields are ignored). */
export function bodyFields(req: Request, names: string[]): Record<string, unknown> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  return defined(Object.fromEntries(names.map((name) => [name, body[name]])));
}
