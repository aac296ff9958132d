import type { ApolloServer } from '@apollo/server';
import { Router, type Request, type Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Context } from '../graphql/context.js';
import { AppError, ERROR_STATUS, type ErrorCode } from '../lib/errors.js';
import type { DownloadFile } from '../lib/csv.js';
import { discardRest } from '../media/multipart-upload.js';
import { readBody, type BodyOptions } from './request-body.js';
import type { RestRoute } from './route.js';

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
  if (error.retryAfter) res.set('Retry-After', String(error.retryAfter));
  const { retryAfter: _ignored, ...body } = error;
  res.status(error.status).json({ error: body });
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

/**
 * Serves the route table by running each route's GraphQL operation with the request's context. Each
 * route reads the body it takes (`readBody`); a request's uploaded files are removed before it is answered.
 */
export function restRouter(
  apollo: ApolloServer<Context>,
  routes: RestRoute[],
  contextFor: (req: Request, res: Response) => Context,
  bodyOptions: BodyOptions,
): Router {
  const router = Router();
  for (const route of routes) {
    for (const method of route.methods) {
      router[method.toLowerCase() as 'get'](route.path, async (req: Request, res: Response) => {
        const contextValue = contextFor(req, res);
        const body = await readBody(req, res, route, bodyOptions, async () => (await contextValue.currentUser()) !== null);
        if ('refusal' in body) {
          // Answered at once (clients read it while still sending); the rest is read and dropped.
          discardRest(req);
          return sendError(res, body.refusal);
        }
        let answer: () => void;
        try {
          answer = await operationAnswer(apollo, route, req, res, contextValue);
        } finally {
          await body.release();
        }
        answer();
      });
    }
  }
  router.use((req, res) => sendError(res, { status: 404, code: 'NOT_FOUND', message: `No API path ${req.method} ${req.originalUrl}.` }));
  return router;
}

/** Runs the route's operation (and its `after`), giving the answer to send. */
async function operationAnswer(apollo: ApolloServer<Context>, route: RestRoute, req: Request, res: Response, contextValue: Context): Promise<() => void> {
  let variables: Record<string, unknown>;
  try {
    variables = route.variables?.(req) ?? {};
  } catch (error) {
    if (error instanceof AppError) return () => sendError(res, restError({ message: error.message, extensions: error.extensions }));
    throw error;
  }
  const run = async (query: string, vars: Record<string, unknown>) => {
    const response = await apollo.executeOperation({ query, variables: vars }, { contextValue });
    if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by REST routes.');
    return response.body.singleResult;
  };
  const { data: answered, errors } = await run(route.document, variables);
  let data = answered;
  if (errors?.length) {
    const names = typeof route.fieldNames === 'function' ? route.fieldNames(req) : route.fieldNames;
    const error = inArea(renameFields(restError(errors[0]!), names), route.messageArea);
    return () => sendError(res, error);
  }
  if (route.after) {
    const after = await run(route.after.document, route.after.variables(data as Record<string, unknown>));
    if (after.errors?.length) {
      const error = restError(after.errors[0]!);
      return () => sendError(res, error);
    }
    if (route.after.answer) data = after.data;
  }
  const status = route.status ?? 200;
  const result = data as Record<string, unknown>;
  if (status === 204) return () => void res.status(204).end();
  if (route.file) return () => sendFile(res, onlyField(result) as DownloadFile);
  return () => void res.status(status).json((route.body ?? onlyField)(result));
}
