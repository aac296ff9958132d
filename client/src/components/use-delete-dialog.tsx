import type { ApolloCache } from '@apollo/client';
import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useToast } from '../lib/toast/use-toast';
import { ConfirmDialog } from './confirm-dialog';

/** The record a delete is asked for. */
export interface DeleteTarget {
  id: number;
  name: string;
}

export interface DeleteDialogTexts {
  title: string;
  /** What will be deleted, naming it (`<strong>{name}</strong> etiketi silinecek.`). */
  body: (name: ReactNode) => ReactNode;
  success: string;
  error: string;
}

export interface DeleteDialogOptions {
  /** The delete mutation (the function `useMutation` returns for a `deleteX(input: IdInput)`). */
  mutate: (options: { variables: { input: { id: number } }; update: (cache: ApolloCache) => void }) => Promise<unknown>;
  /** Drops the record and the lists that hold it from the cache. */
  evict: (cache: ApolloCache, id: number) => void;
  texts: DeleteDialogTexts;
  onDeleted?: (target: DeleteTarget) => void;
}

/**
 * Delete with a confirmation popup that says it cannot be undone (spec §2), then a toast.
 * Render `dialog` once; call `requestDelete({ id, name })` from a button.
 */
export function useDeleteDialog({ mutate, evict, texts, onDeleted }: DeleteDialogOptions) {
  const { t } = useLingui();
  const toast = useToast();
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await mutate({ variables: { input: { id: target.id } }, update: (cache) => evict(cache, target.id) });
      toast.success(texts.success);
      setTarget(null);
      onDeleted?.(target);
    } catch {
      toast.error(texts.error);
      setTarget(null);
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={Boolean(target)}
      title={texts.title}
      message={
        <>
          {texts.body(<strong>{target?.name ?? ''}</strong>)} {t`Bu işlem geri alınamaz.`}
        </>
      }
      confirmLabel={t`Sil`}
      destructive
      busy={busy}
      onConfirm={confirm}
      onClose={() => setTarget(null)}
    />
  );

  return { requestDelete: setTarget, dialog };
}
