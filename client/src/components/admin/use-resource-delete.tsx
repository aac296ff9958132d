import type { MessageDescriptor } from '@lingui/core';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { useDeleteDialog, type DeleteDialogOptions, type DeleteTarget } from '../use-delete-dialog';
import { evictResource, type ResourceCache } from './resource-cache';

/**
 * How one resource is deleted: its `deleteX(input: IdInput)` document, what it makes stale, and the
 * confirmation's texts (messages, so a feature can declare them once, outside a component).
 */
export interface ResourceDeletion extends ResourceCache {
  document: TypedDocumentNode<unknown, { input: { id: number } }>;
  texts: {
    title: MessageDescriptor;
    /** What will be deleted, naming it: `(name) => <Trans>{name} etiketi silinecek.</Trans>`. */
    body: (name: ReactNode) => ReactNode;
    success: MessageDescriptor;
    error: MessageDescriptor;
  };
}

/**
 * Delete with a confirmation that says it cannot be undone, then a toast; the record and its
 * lists leave the cache. Render `dialog` once; call `requestDelete({ id, name })` from a button.
 */
export function useResourceDelete({ document, typename, lists, texts, onDeleted }: ResourceDeletion & { onDeleted?: (target: DeleteTarget) => void }) {
  const { i18n } = useLingui();
  const [mutate] = useMutation(document);
  return useDeleteDialog({
    mutate: mutate as DeleteDialogOptions['mutate'],
    evict: (cache, id) => evictResource(cache, { typename, lists }, id),
    onDeleted,
    texts: { title: i18n._(texts.title), body: texts.body, success: i18n._(texts.success), error: i18n._(texts.error) },
  });
}
