import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';

export interface RowActionLabels {
  /** Accessible names naming the row, e.g. "Kültür kategorisini görüntüle". */
  /** Only needed when the row has a view button. */
  view?: string;
  /** Only needed when the row has an edit button, and a delete button. */
  edit?: string;
  remove?: string;
}

/** View / edit / delete icon buttons of a list row, each with a tooltip and a label naming the row. */
export function RowActions({ showTo, editTo, onDelete, labels }: { showTo?: string; editTo?: string; onDelete?: () => void; labels: RowActionLabels }) {
  const { t } = useLingui();
  return (
    <>
      {showTo && (
        <Tooltip title={t`Görüntüle`}>
          <IconButton component={RouterLink} to={showTo} aria-label={labels.view} size="small">
            <VisibilityOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {editTo && (
        <Tooltip title={t`Düzenle`}>
          <IconButton component={RouterLink} to={editTo} aria-label={labels.edit} size="small">
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={t`Sil`}>
          <IconButton onClick={onDelete} aria-label={labels.remove} size="small" color="error">
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
