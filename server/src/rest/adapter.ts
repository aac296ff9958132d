import type { ApolloServer } from '@apollo/server';
import { Router, type Request, type Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Context } from '../graphql/context.js';
import { JSON_TYPE, type PageCache, type RenderedPage } from '../ssr/page-cache.js';
import { AppError, ERROR_STATUS, type ErrorCode } from '../lib/errors.js';
import type { DownloadFile } from '../lib/csv.js';
import { discardRest } from '../media/multipart-upload.js';
import { readBody, type BodyOptions } from './request-body.js';
import type { RestRoute } from './route.js';
import type { StaffReads } from '../ssr/staff-reads.js';

export interface RestError {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** A refused stale save (409): the version stored now. */
  currentVersion?: number;
}

/** Writes the REST error envelope (design.md §5), with `Retry-After` for 429. */
export function sendError(res: Response, error: RestError & { retryAfter?: number }): void {
  send(res, errorAnswer(error));
}

function restError(error: GraphQLFormattedError): RestError & { retryAfter?: number } {
  const extensions = (error.extensions ?? {}) as { code?: string; status?: number; fields?: Record<string, string>; retryAfter?: number; currentVersion?: number };
  const code = (extensions.code && extensions.code in ERROR_STATUS ? extensions.code : 'INTERNAL_SERVER_ERROR') as ErrorCode;
  return {
    status: extensions.status ?? ERROR_STATUS[code],
    code,
    message: error.message,
    ...(extensions.fields ? { fields: extensions.fields } : {}),
    ...(extensions.retryAfter ? { retryAfter: extensions.retryAfter } : {}),
    ...(typeof extensions.currentVersion === 'number' ? { currentVersion: extensions.currentVersion } : {}),
  };
}

/** The error's `fields` under the REST body's names (`RestRoute.fieldNames`). */
function renameFields(error: RestError & { retryAfter?: number }, names: Record<string, string> | undefined) {
  if (!names || !error.fields) return error;
  return { ...error, fields: Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [names[field] ?? field, key])) };
}

/** Coercion keys of the generic `Input` area under the route's own (`RestRoute.messageArea`). */
function inArea(error: RestError & { retryAfter?: number }, area: string | undefined) {
  if (!area || !error.fields) return error;
  return { ...error, fields: Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, key.replace(/^Input\./, `${area}.`)])) };
}

/** A `DownloadFile` as an attachment (RFC 6266: an ASCII name and its UTF-8 form), never cached. */
function sendFile(res: Response, file: DownloadFile): void {
  const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.set({
    'Content-Type': file.contentType,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    'Cache-Control': 'no-store',
  });
  res.status(200).send(Buffer.from(file.content, 'utf8'));
}

/** The result's only top-level field: `{ category: {...} }` → `{...}`. */
const onlyField = (data: Record<string, unknown>) => Object.values(data)[0];

/** What the adapter answers: a JSON body, a file, or nothing (204), with its status. */
interface RestAnswer {
  status: number;
  json?: unknown;
  file?: DownloadFile;
  retryAfter?: number;
}

const errorAnswer = ({ retryAfter, ...error }: RestError & { retryAfter?: number }): RestAnswer => ({ status: error.status, json: { error }, retryAfter });

function send(res: Response, answer: RestAnswer): void {
  if (answer.retryAfter) res.set('Retry-After', String(answer.retryAfter));
  if (answer.file) return sendFile(res, answer.file);
  if (answer.status === 204) return void res.status(204).end();
  res.status(answer.status).json(answer.json);
}

/**
 * A reader's public read that every reader gets alike (`GET /api/public-…` counting nothing): its
 * answer is kept with the pages, cleared by the same staff changes.
 */
export function isSharedRead(route: RestRoute): boolean {
  return isPlainRead(route) && route.path.startsWith('/public-');
}

/** A GET alone that counts nothing (no `after`) and is no file: what may be kept. */
const isPlainRead = (route: RestRoute) => route.methods.length === 1 && route.methods[0] === 'GET' && !route.after && !route.file;

/**
 * A signed-in staff member's read (a GET of a query that counts nothing and is no file): its answer
 * is kept for that user while the database is unchanged (`StaffReads`).
 */
export function isStaffRead(route: RestRoute): boolean {
  return isPlainRead(route) && !route.path.startsWith('/public-') && /^\s*query\b/.test(route.document);
}

/** Where shared reads are kept, and the anonymous reader's context they are answered in; where staff reads are kept. */
export interface SharedReads {
  pages: PageCache;
  readerContext: () => Context;
  staffReads?: StaffReads;
}

/**
 * Serves the route table by running each route's GraphQL operation with the request's context. Each
 * route reads the body it takes (`readBody`); a request's uploaded files are removed before it is
 * answered. A shared read without a bearer token is answered from the page cache: its key is the
 * route and the variables it read, so parameters the route ignores cannot make it render again.
 */
export function restRouter(
  apollo: ApolloServer<Context>,
  routes: RestRoute[],
  contextFor: (req: Request, res: Response) => Context,
  bodyOptions: BodyOptions,
  shared?: SharedReads,
): Router {
  const router = Router();
  for (const route of routes) {
    const kept = shared?.pages.enabled && isSharedRead(route) ? shared : undefined;
    const staffReads = isStaffRead(route) ? shared?.staffReads : undefined;
    for (const method of route.methods) {
      router[method.toLowerCase() as 'get'](route.path, async (req: Request, res: Response) => {
        const contextValue = contextFor(req, res);
        const body = await readBody(req, res, route, bodyOptions, async () => (await contextValue.currentUser()) !== null);
        if ('refusal' in body) {
          // Answered at once (clients read it while still sending); the rest is read and dropped.
          discardRest(req);
          return sendError(res, body.refusal);
        }
        if (kept && !req.headers.authorization) {
          await body.release();
          return sendShared(kept, apollo, route, req, res);
        }
        // A preview token may let a query read an unpublished item: such an answer is the request's alone.
        if (staffReads && contextValue.bearer && !req.get('x-preview-token')) {
          await body.release();
          return sendStaffRead(staffReads, apollo, route, req, res, contextValue);
        }
        let answer: RestAnswer;
        try {
          const variables = routeVariables(route, req);
          answer = 'refused' in variables ? variables.refused : await operationAnswer(apollo, route, req, contextValue, variables.values);
        } finally {
          await body.release();
        }
        send(res, answer);
      });
    }
  }
  router.use((req, res) => sendError(res, { status: 404, code: 'NOT_FOUND', message: `No API path ${req.method} ${req.originalUrl}.` }));
  return router;
}

/** A shared read: kept (with its ETag, 304 and a CDN's Cache-Control), or answered as rendered now. */
async function sendShared({ pages, readerContext }: SharedReads, apollo: ApolloServer<Context>, route: RestRoute, req: Request, res: Response) {
  const variables = routeVariables(route, req);
  if ('refused' in variables) return send(res, variables.refused);
  const render = async (): Promise<RenderedPage> => {
    const answer = await operationAnswer(apollo, route, req, readerContext(), variables.values);
    return {
      status: answer.status,
      body: JSON.stringify(answer.json),
      type: JSON_TYPE,
      shared: answer.status === 200 || answer.status === 404,
      unavailable: answer.status === 503,
      headers: answer.retryAfter ? { 'Retry-After': String(answer.retryAfter) } : undefined,
    };
  };
  const answer = await pages.get(`/api${route.path} ${JSON.stringify(variables.values)}`, render);
  if (answer.kept) return pages.send(req, res, { ...answer, kept: answer.kept });
  const page = answer.page!;
  res.status(page.status).set({ ...page.headers, 'Content-Type': JSON_TYPE, 'X-Page-Cache': 'miss' }).send(page.body);
}

/**
 * A staff read: the answer kept for this user at the database's current state, or run now (and
 * kept when it is a 200). Without a live sign-in it runs as any request does (and is refused).
 */
async function sendStaffRead(staffReads: StaffReads, apollo: ApolloServer<Context>, route: RestRoute, req: Request, res: Response, contextValue: Context) {
  const variables = routeVariables(route, req);
  if ('refused' in variables) return send(res, variables.refused);
  const run = () => operationAnswer(apollo, route, req, contextValue, variables.values);
  const signIn = await contextValue.signIn().catch(() => null);
  if (!signIn) return send(res, await run());
  const answer = await staffReads.answer(signIn.snapshot, `${signIn.userId} /api${route.path} ${JSON.stringify(variables.values)}`, run);
  if ('kept' in answer) return staffReads.send(req, res, answer.kept, answer.hit);
  send(res, answer.answer);
}

/** The route's variables from the request, or the refusal of a parameter it cannot take. */
function routeVariables(route: RestRoute, req: Request): { values: Record<string, unknown> } | { refused: RestAnswer } {
  try {
    return { values: route.variables?.(req) ?? {} };
  } catch (error) {
    if (error instanceof AppError) return { refused: errorAnswer(restError({ message: error.message, extensions: error.extensions })) };
    throw error;
  }
}

/** Runs the route's operation (and its `after`), giving the answer to send. */
async function operationAnswer(
  apollo: ApolloServer<Context>,
  route: RestRoute,
  req: Request,
  contextValue: Context,
  variables: Record<string, unknown>,
): Promise<RestAnswer> {
  const run = async (query: string, vars: Record<string, unknown>) => {
    const response = await apollo.executeOperation({ query, variables: vars }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by REST routes.');
    return response.body.singleResult;
  };
  const { data: answered, errors } = await run(route.document, variables);
  let data = answered;
  if (errors?.length) {
    const names = typeof route.fieldNames === 'function' ? route.fieldNames(req) : route.fieldNames;
    return errorAnswer(inArea(renameFields(restError(errors[0]!), names), route.messageArea));
  }
  if (route.after) {
    const after = await run(route.after.document, route.after.variables(data as Record<string, unknown>));
    if (after.errors?.length) return errorAnswer(restError(after.errors[0]!));
    if (route.after.answer) data = after.data;
  }
  const status = route.status ?? 200;
  const result = data as Record<string, unknown>;
  if (status === 204) return { status };
  if (route.file) return { status, file: onlyField(result) as DownloadFile };
  return { status, json: (route.body ?? onlyField)(result) };
}
