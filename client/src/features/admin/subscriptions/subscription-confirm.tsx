import Button from '@mui/material/Button';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { evictResource } from '../../../components/admin/resource-cache';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ConfirmSubscriptionRequestDocument, type SubscriptionRequestFieldsFragment } from '../../../gql/graphql';
import { useToast } from '../../../lib/toast/use-toast';
import { subscriptionsAdmin } from './subscriptions.admin';

/**
 * The confirm action of a pending request (payment received): asks first, then pending →
 * confirmed, valid 12 months from now; a toast either way.
 */
export function ConfirmSubscriptionButton({ request }: { request: Pick<SubscriptionRequestFieldsFragment, 'id' | 'name' | 'status'> }) {
  const { t } = useLingui();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [confirmRequest, { loading }] = useMutation(ConfirmSubscriptionRequestDocument, { update: (cache) => evictResource(cache, subscriptionsAdmin.cache) });
  if (request.status !== 'pending') return null;

  const confirm = async () => {
    try {
      await confirmRequest({ variables: { input: { id: request.id } } });
      toast.success(t`Abonelik başarıyla onaylandı.`);
    } catch {
      toast.error(t`Abonelik onaylanamadı.`);
    } finally {
      setOpen(false);
    }
  };

  const name = <strong>{request.name}</strong>;
  return (
    <>
      <Button variant="contained" color="success" startIcon={<TaskAltOutlined />} onClick={() => setOpen(true)}>
        {t`Onayla`}
      </Button>
      <ConfirmDialog
        open={open}
        title={t`Aboneliği onayla`}
        message={<Trans>{name} adına yapılan talebin ödemesi alındı mı? Onaylanan abonelik bugünden başlayarak 12 ay sürer.</Trans>}
        confirmLabel={t`Onayla`}
        busy={loading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
