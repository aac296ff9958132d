import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { evictResource, type ResourceCache } from './resource-cache';

type SaveOptions<Variables> = { variables: Variables; context?: object };

/** A mutation that answers its data or throws: an answer without data is a failed save. */
function useSave<Data, Variables extends object>(document: TypedDocumentNode<Data, Variables>, cache: ResourceCache) {
  const [mutate] = useMutation<Data, Variables>(document, { update: (store) => evictResource(store, cache) });
  // Apollo's tuple-typed options do not narrow for a generic `Variables`; the document types them.
  const send = mutate as unknown as (options: SaveOptions<Variables>) => ReturnType<typeof mutate>;
  return async (options: SaveOptions<Variables>): Promise<Data> => {
    const result = await send(options);
    if (!result.data) throw new Error('Empty answer');
    return result.data;
  };
}

/** The save of a resource that is only edited (adverts, page slots): the lists are dropped after it. */
export function useSaveMutation<Data, Variables extends object>(document: TypedDocumentNode<Data, Variables>, cache: ResourceCache) {
  return useSave(document, cache);
}

/**
 * The create and update of a form: each answers the mutation's data (or throws), and drops the
 * resource's lists from the cache after it.
 */
export function useSaveMutations<CreateData, CreateVariables extends object, UpdateData, UpdateVariables extends object>(
  createDocument: TypedDocumentNode<CreateData, CreateVariables>,
  updateDocument: TypedDocumentNode<UpdateData, UpdateVariables>,
  cache: ResourceCache,
) {
  return { create: useSave(createDocument, cache), update: useSave(updateDocument, cache) };
}
