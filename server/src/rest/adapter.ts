import type { ApolloServer } from '@apollo/server';
import { Router, type Request, type Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Context } from '../graphql/context.js';
import { AppError, ERROR_STATUS, type ErrorCode } from '../modules/common/errors.js';
import type { RestRoute } from './route.js';

export interface RestError {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** Writes the REST error envelope (design.md §5), with `Retry-After` for 429. */
export function sendError(res: Response, error: RestError & { retryAfter?: number }): void {
  if (error.retryAfter) res.set('Retry-After', String(error.retryAfter));
  const { retryAfter: _ignored, ...body } = error;
  res.status(error.status).json({ error: body });
}

function restError(error: GraphQLFormattedError): RestError & { retryAfter?: number } {
  const extensions = (error.extensions ?? {}) as { code?: string; status?: number; fields?: Record<string, string>; retryAfter?: number };
  const code = (extensions.code && extensions.code in ERROR_STATUS ? extensions.code : 'INTERNAL_SERVER_ERROR') as ErrorCode;
  return {
    status: extensions.status ?? ERROR_STATUS[code],
    code,
    message: error.message,
    ...(extensions.fields ? { fields: extensions.fields } : {}),
    ...(extensions.retryAfter ? { retryAfter: extensions.retryAfter } : {}),
  };
}

/** The result's only top-level field: `{ category: {...} }` → `{...}`. */
const onlyField = (data: Record<string, unknown>) => Object.values(data)[0];

/** Serves the route table by running each route's GraphQL operation with the request's context. */
export function restRouter(
  apollo: ApolloServer<Context>,
  routes: RestRoute[],
  contextFor: (req: Request, res: Response) => Context,
): Router {
  const router = Router();
  for (const route of routes) {
    for (const method of route.methods) {
      router[method.toLowerCase() as 'get'](route.path, async (req: Request, res: Response) => {
        let variables: Record<string, unknown>;
        try {
          variables = route.variables?.(req) ?? {};
        } catch (error) {
          if (error instanceof AppError) return sendError(res, restError({ message: error.message, extensions: error.extensions }));
          throw error;
        }
        const response = await apollo.executeOperation(
          { query: route.document, variables },
          { contextValue: contextFor(req, res) },
        );
        if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by REST routes.');
        const { data, errors } = response.body.singleResult;
        if (errors?.length) return sendError(res, restError(errors[0]!));
        const status = route.status ?? 200;
        if (status === 204) return void res.status(204).end();
        res.status(status).json((route.body ?? onlyField)(data as Record<string, unknown>));
      });
    }
  }
  router.use((req, res) => sendError(res, { status: 404, code: 'NOT_FOUND', message: `No API path ${req.method} ${req.originalUrl}.` }));
  return router;
}
