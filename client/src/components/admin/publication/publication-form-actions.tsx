import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useHydrated } from '../../../lib/use-hydrated';
import type { PublicationIntentState } from './publication-intent';
import { PublicationStatusChip, type PublicationState } from './publication-status-chip';
import { ScheduleDialog } from './schedule-dialog';

/** The primary submit button's label of an editorial form: what it keeps (usePublicationIntent), publishing only a new item. */
export function usePublishLabel(item: PublicationState | undefined): string {
  const { t } = useLingui();
  if (item?.status === 'draft') return t`Taslak olarak kaydet`;
  if (item?.status === 'scheduled') return t`Kaydet`;
  return item?.status === 'published' ? t`Güncelle` : t`Şimdi yayımla`;
}

export interface PublicationFormActionsProps {
  intent: PublicationIntentState;
  /** The item being edited (its state is shown, its time offered again); absent when creating. */
  item?: PublicationState;
}

/**
 * The publication controls next to an editorial form's submit button (usePublishLabel): "Şimdi
 * yayımla" on a draft or scheduled item, "Taslak olarak kaydet" unless it is a draft already, and
 * "Zamanla…", which asks for an Istanbul time first. Each saves the whole form, with that status.
 */
export function PublicationFormActions({ intent, item }: PublicationFormActionsProps) {
  const { t } = useLingui();
  const { submitForm, isSubmitting } = useFormikContext();
  const hydrated = useHydrated();
  const [scheduling, setScheduling] = useState(false);
  const disabled = !hydrated || isSubmitting;
  const unpublished = item?.status === 'draft' || item?.status === 'scheduled';
  return (
    <>
      {unpublished && (
        <Button variant="outlined" startIcon={<PublicOutlined />} disabled={disabled} onClick={() => void intent.submitWith({ status: 'published' }, submitForm)}>
          {t`Şimdi yayımla`}
        </Button>
      )}
      {item?.status !== 'draft' && (
        <Button variant="outlined" startIcon={<EditNoteOutlined />} disabled={disabled} onClick={() => void intent.submitWith({ status: 'draft' }, submitForm)}>
          {t`Taslak olarak kaydet`}
        </Button>
      )}
      <Button variant="outlined" startIcon={<ScheduleOutlined />} disabled={disabled} onClick={() => setScheduling(true)} aria-haspopup="dialog">
        {item?.status === 'scheduled' ? t`Zamanı değiştir…` : t`Zamanla…`}
      </Button>
      {item && (
        <Box sx={{ alignSelf: 'center' }}>
          <PublicationStatusChip {...item} />
        </Box>
      )}
      <ScheduleDialog
        open={scheduling}
        publishAt={item?.publishAt}
        busy={isSubmitting}
        onClose={() => setScheduling(false)}
        onConfirm={(publishAt) => {
          setScheduling(false);
          void intent.submitWith({ status: 'scheduled', publishAt }, submitForm);
        }}
      />
    </>
  );
}
