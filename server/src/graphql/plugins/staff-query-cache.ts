import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { getNamedType, type FormattedExecutionResult, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { keptBody } from '../../ssr/page-cache.js';
import type { StaffReads } from '../../ssr/staff-reads.js';
import type { Context } from '../context.js';
import { keyOf } from './public-query-cache.js';

/**
 * Whether the operation is a query with no file among its root fields (a `DownloadFile`, the CSV
 * exports: made for each download, never kept; a fragment is read as one that may be).
 */
function keepableQuery(operation: OperationDefinitionNode, schema: GraphQLSchema): boolean {
  const fields = schema.getQueryType()?.getFields() ?? {};
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every((selection) => {
      if (selection.kind !== 'Field') return false;
      const type = fields[selection.name.value]?.type;
      return !type || getNamedType(type).name !== 'DownloadFile';
    })
  );
}

/**
 * Keeps a signed-in staff member's GraphQL queries as the REST adapter keeps their reads
 * (`StaffReads`, decision 0019): a query over HTTP with a live sign-in is answered from the answer
 * kept for that user at the database's current snapshot, after the per-address rate and the
 * document's checks, which still run; an answer without errors is kept under the snapshot read
 * before it ran. Rendered pages run their operations in-process (no `http`) and are not touched, nor
 * is a request with a preview token.
 */
export function staffQueryCache(staffReads: StaffReads): ApolloServerPlugin<Context> {
  return {
    async requestDidStart({ request }) {
      // A preview token lets a query read one unpublished item: its answer is that request's alone.
      const headers = request.http?.headers;
      if (!headers?.get('authorization') || headers.get('x-preview-token')) return;
      let keepAt: string | undefined;
      return {
        async responseForOperation({ operation, contextValue, schema }) {
          if (!operation || !contextValue.bearer || !keepableQuery(operation, schema)) return null;
          const signIn = await contextValue.signIn().catch(() => null);
          if (!signIn) return null;
          const { kept, snapshotKey } = staffReads.lookup(signIn.snapshot, `${signIn.userId} ${keyOf(request.query, request.operationName, request.variables)}`);
          if (kept) return { http: { status: 200, headers: new HeaderMap([['x-staff-read', 'hit']]) }, body: { kind: 'single', singleResult: JSON.parse(keptBody(kept).toString()) as FormattedExecutionResult } };
          keepAt = snapshotKey;
          return null;
        },
        async willSendResponse({ response }) {
          if (!keepAt || response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
          if (response.http.status !== undefined && response.http.status !== 200) return;
          await staffReads.keep(keepAt, response.body.singleResult);
        },
      };
    },
  };
}
