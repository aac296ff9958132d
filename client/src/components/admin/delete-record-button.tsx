import Button from '@mui/material/Button';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useLingui } from '@lingui/react/macro';
import type { DeleteTarget } from '../use-delete-dialog';
import { useResourceDelete, type ResourceDeletion } from './use-resource-delete';

/** A screen's delete button for one record, with its confirmation. */
export function DeleteRecordButton({ deletion, target, onDeleted }: { deletion: ResourceDeletion; target: DeleteTarget; onDeleted: () => void }) {
  const { t } = useLingui();
  const { requestDelete, dialog } = useResourceDelete({ ...deletion, onDeleted });
  return (
    <>
      <Button onClick={() => requestDelete(target)} color="error" variant="outlined" startIcon={<DeleteOutlined />}>
        {t`Sil`}
      </Button>
      {dialog}
    </>
  );
}
