import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DeleteCategoryDocument } from '../../gql/graphql';
import { useToast } from '../../lib/toast/use-toast';
import { evictCategoryLists } from './category-cache';

interface Target {
  id: number;
  name: string;
}

/** Delete with a confirmation popup that says it cannot be undone (spec §2). */
export function useDeleteCategory(onDeleted?: (target: Target) => void) {
  const { t } = useLingui();
  const toast = useToast();
  const [target, setTarget] = useState<Target | null>(null);
  const [deleteCategory, { loading }] = useMutation(DeleteCategoryDocument);

  const confirm = async () => {
    if (!target) return;
    try {
      await deleteCategory({ variables: { input: { id: target.id } }, update: (cache) => evictCategoryLists(cache, target.id) });
      toast.success(t`Kategori başarıyla silindi.`);
      setTarget(null);
      onDeleted?.(target);
    } catch {
      toast.error(t`Kategori silinemedi.`);
      setTarget(null);
    }
  };

  const name = target?.name ?? '';
  const dialog = (
    <ConfirmDialog
      open={Boolean(target)}
      title={t`Kategoriyi sil`}
      message={
        <Trans>
          <strong>{name}</strong> kategorisi silinecek. Bu işlem geri alınamaz.
        </Trans>
      }
      confirmLabel={t`Sil`}
      destructive
      busy={loading}
      onConfirm={confirm}
      onClose={() => setTarget(null)}
    />
  );

  return { requestDelete: setTarget, dialog };
}
