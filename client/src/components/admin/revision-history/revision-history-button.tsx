import Button from '@mui/material/Button';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { AdminPaths } from '../../../lib/admin-paths';

/** The history screen of an editorial item (the `history: '/:id/gecmis'` extra screen of its admin feature). */
export function revisionHistoryPath(paths: AdminPaths, id: number): string {
  return `${paths.show(id)}/gecmis`;
}

/** "Geçmiş": a show screen's link to the item's revision history. */
export function RevisionHistoryButton({ paths, id }: { paths: AdminPaths; id: number }) {
  const { t } = useLingui();
  return (
    <Button component={RouterLink} to={revisionHistoryPath(paths, id)} startIcon={<HistoryOutlined />}>
      {t`Geçmiş`}
    </Button>
  );
}
