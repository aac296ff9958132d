import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import type { FormattedExecutionResult, OperationDefinitionNode } from 'graphql';
import { JSON_TYPE, keptBody, type PageCache } from '../../ssr/page-cache.js';
import type { Context } from '../context.js';
import { measureOperation } from '../operation-limits.js';

/** The reader's public reads (`publicNewsList`, `publicAdvert`…): the same answer for everyone who asks. */
const PUBLIC_FIELD = /^public[A-Z]/;

/** Whether every root field of the query is a public read (a fragment is read as one that may not be). */
function onlyPublicReads(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every((selection) => selection.kind === 'Field' && (PUBLIC_FIELD.test(selection.name.value) || selection.name.value === '__typename'))
  );
}

/** Where a query's answer is kept: its document, operation name and variables as sent. */
export function keyOf(query: unknown, operationName: unknown, variables: unknown): string {
  return `graphql ${createHash('sha1').update(JSON.stringify([query, operationName ?? null, variables ?? {}])).digest('base64url')}`;
}

/** A reader's request: no staff bearer token and no preview token (both may show what readers cannot). */
const fromAReader = (headers: { get(name: string): string | undefined | null }) => !headers.get('authorization') && !headers.get('x-preview-token');

/**
 * Keeps the answers of readers' public GraphQL queries with the pages (issue 14 §2): a query over
 * HTTP whose root fields are all public reads, sent without a bearer token or a preview token, is
 * answered from the kept copy while it is fresh (after the per-address rate and the document's
 * checks, which still run), and an answer without errors is kept for the next reader under its
 * document and variables. The same staff changes clear them. Rendered pages run their operations
 * in-process (no `http`) and are kept whole instead.
 */
export function publicQueryCache(pages: PageCache, heavyCost: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ request }) {
      const headers = request.http?.headers;
      if (!pages.enabled || !headers || !fromAReader(headers)) return;
      let kept: { key: string; generation: number } | undefined;
      return {
        async responseForOperation({ operation, schema, document }) {
          // No operation: a name the document does not have, which execution answers as bad input.
          if (!operation || !onlyPublicReads(operation)) return null;
          const key = keyOf(request.query, request.operationName, request.variables);
          const { fresh, generation } = await pages.lookup(key);
          if (fresh) return { http: { status: 200, headers: new HeaderMap([['x-page-cache', 'hit']]) }, body: { kind: 'single', singleResult: JSON.parse(keptBody(fresh).toString()) as FormattedExecutionResult } };
          // A heavy query is not kept: answerKeptPublicQueries does not weigh it again (request-rate.ts).
          const heavy = measureOperation(schema, document, { operationName: request.operationName, variables: request.variables }).cost >= heavyCost;
          if (generation !== undefined && !heavy) kept = { key, generation };
          return null;
        },
        async willSendResponse({ response }) {
          if (!kept || response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
          if (response.http.status !== undefined && response.http.status !== 200) return;
          await pages.keep(kept.key, { status: 200, body: JSON.stringify(response.body.singleResult), type: JSON_TYPE, shared: true }, kept.generation);
        },
      };
    },
  };
}

/**
 * The kept answer of a reader's public query sent before Apollo (a middleware after the JSON body's
 * parser): the same bytes, compressed once, without the context, the document's checks and the
 * re-serialisation a kept answer costs inside Apollo's pipeline (about 1 ms a request at 100,000
 * news). Only POSTs of JSON are answered here; everything else, and a query whose answer is not
 * kept and fresh, goes on to Apollo. A kept document passed the checks when it was first answered,
 * and only light ones are kept, so only the address's operation count is taken here (`takeRate`
 * answers how long to wait when refused; Apollo then answers the refusal as it does).
 */
export function answerKeptPublicQueries(pages: PageCache, takeRate: (ip: string) => Promise<number | undefined>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
      if (!pages.enabled || req.method !== 'POST' || !req.is('application/json') || typeof body?.query !== 'string' || !fromAReader({ get: (name) => req.get(name) })) return next();
      const { fresh } = await pages.lookup(keyOf(body.query, body.operationName, body.variables), { counted: false });
      if (!fresh || (await takeRate(req.ip ?? 'local')) !== undefined) return next();
      // As every /graphql answer: a browser or shared cache keeps none of them.
      pages.send(req, res, { kept: fresh, result: 'hit' }, 'no-store');
    } catch (error) {
      next(error);
    }
  };
}
