import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import type { OperationDefinitionNode } from 'graphql';
import { modules } from '../../modules/index.js';
import type { PageCache } from '../../ssr/page-cache.js';
import type { Context } from '../context.js';

/** The mutations that change what a public page shows: each module's `invalidatesPages`. */
const PAGE_CHANGING_MUTATIONS = new Set(modules.flatMap((module) => module.invalidatesPages ?? []));

/** Whether the operation runs a page-changing mutation (a fragment is read as one: it may). */
function changesPages(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.some((selection) => selection.kind !== 'Field' || PAGE_CHANGING_MUTATIONS.has(selection.name.value));
}

/** Whether a mutation's answer shows a change: some field answered data (a refused one answers null). */
function changedSomething(response: GraphQLResponse): boolean {
  if (response.body.kind !== 'single') return false;
  const data = response.body.singleResult.data;
  return Boolean(data && Object.values(data).some((value) => value !== null && value !== undefined));
}

/**
 * Clears the kept pages after every successful page-changing mutation of a signed-in staff member
 * (an edit, a delete, a profile's new name shown as an author…; the modules declare which), through
 * GraphQL or the REST adapter alike, before the answer goes out: the staff member's next look at the
 * site shows the change. Readers' mutations (forms, views), staff work no page shows (messages,
 * subscribers, the audit log), refused ones, and a token whose sign-in was revoked change no page
 * (security review T3-L5: a signed-out token's refused mutation emptied the cache).
 */
export function pageCacheInvalidation(pages: PageCache, onError: (error: unknown) => void): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation, contextValue, response }) {
          if (operation?.operation !== 'mutation' || !contextValue.bearer || !changesPages(operation) || !changedSomething(response)) return;
          // The same lookup the permission rules made (kept per request): a live sign-in of a staff user.
          const staff = await contextValue.currentUser().catch(() => null);
          if (staff) await pages.clear().catch(onError);
        },
      };
    },
  };
}
