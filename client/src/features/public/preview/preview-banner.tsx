import Alert from '@mui/material/Alert';
import { useLingui } from '@lingui/react/macro';

/** Whether a public page shows an item readers cannot see yet: only a valid preview token opens one. */
export const isPreview = (status: string): boolean => status !== 'published';

/**
 * The mark on a page that shows an unpublished item through a preview link: whoever holds the link
 * must not take it for the published page.
 */
export function PreviewBanner() {
  const { t } = useLingui();
  return (
    <Alert severity="warning" variant="filled" role="status" sx={{ mb: 3 }}>
      {t`Önizleme — bu içerik henüz yayımlanmadı`}
    </Alert>
  );
}
