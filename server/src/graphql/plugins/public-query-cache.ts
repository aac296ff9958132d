import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { FormattedExecutionResult, OperationDefinitionNode } from 'graphql';
import { JSON_TYPE, keptBody, type PageCache } from '../../ssr/page-cache.js';
import type { Context } from '../context.js';

/** The reader's public reads (`publicNewsList`, `publicAdvert`…): the same answer for everyone who asks. */
const PUBLIC_FIELD = /^public[A-Z]/;

/** Whether every root field of the query is a public read (a fragment is read as one that may not be). */
function onlyPublicReads(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every((selection) => selection.kind === 'Field' && (PUBLIC_FIELD.test(selection.name.value) || selection.name.value === '__typename'))
  );
}

/**
 * Keeps the answers of readers' public GraphQL queries with the pages (issue 14 §2): a query over
 * HTTP whose root fields are all public reads, sent without a bearer token or a preview token, is
 * answered from the kept copy while it is fresh (after the per-address rate and the document's
 * checks, which still run), and an answer without errors is kept for the next reader under its
 * document and variables. The same staff changes clear them. Rendered pages run their operations
 * in-process (no `http`) and are kept whole instead.
 */
export function publicQueryCache(pages: PageCache): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ request }) {
      const headers = request.http?.headers;
      if (!pages.enabled || !headers || headers.get('authorization') || headers.get('x-preview-token')) return;
      let kept: { key: string; generation: number } | undefined;
      return {
        async responseForOperation({ operation }) {
          // No operation: a name the document does not have, which execution answers as bad input.
          if (!operation || !onlyPublicReads(operation)) return null;
          const key = `graphql ${createHash('sha1').update(JSON.stringify([request.query, request.operationName ?? null, request.variables ?? {}])).digest('base64url')}`;
          const { fresh, generation } = await pages.lookup(key);
          if (fresh) return { http: { status: 200, headers: new HeaderMap([['x-page-cache', 'hit']]) }, body: { kind: 'single', singleResult: JSON.parse(keptBody(fresh).toString()) as FormattedExecutionResult } };
          if (generation !== undefined) kept = { key, generation };
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
