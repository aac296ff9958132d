import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PublicOffOutlined from '@mui/icons-material/PublicOffOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChangePublicationDocument, type EditorialKind, type PublicationStatus } from '../../../gql/graphql';
import { getErrorInfo } from '../../../lib/apollo/error-info';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { useToast } from '../../../lib/toast/use-toast';
import { visuallyHidden } from '../../visually-hidden';
import { ConfirmDialog } from '../../confirm-dialog';
import { evictResource, type ResourceCache } from '../resource-cache';
import { PublicationStatusChip, type PublicationState } from './publication-status-chip';
import { ScheduleDialog } from './schedule-dialog';

export interface PublicationActionBarProps {
  kind: EditorialKind;
  item: PublicationState & { id: number; version: number };
  /** The item's resource: its lists are dropped after a change. */
  cache: ResourceCache;
}

type Change = { status: PublicationStatus; publishAt?: string };

/**
 * The publication state of a news item, column or archive issue on its detail screen, and what can
 * be done with it: publish (now), schedule, cancel a schedule, withdraw a published item (asked
 * first). The result is announced, and focus stays on the bar.
 */
export function PublicationActionBar({ kind, item, cache: resource }: PublicationActionBarProps) {
  const { t } = useLingui();
  const lang = useLang();
  const toast = useToast();
  const labelId = useId();
  const bar = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [scheduling, setScheduling] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [refocus, setRefocus] = useState(0);
  const [change, { loading }] = useMutation(ChangePublicationDocument, {
    update: (store, { data }) => {
      const state = data?.changePublication;
      if (!state) return;
      store.modify({
        id: store.identify({ __typename: kind, id: item.id }),
        fields: { status: () => state.status, publishAt: () => state.publishAt, publishedAt: () => state.publishedAt, version: () => state.version },
      });
      evictResource(store, resource);
    },
  });

  // The button pressed may be gone after the change: focus goes back to the bar's first button.
  useEffect(() => {
    if (refocus) bar.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  }, [refocus]);

  const send = async ({ status, publishAt }: Change) => {
    try {
      const { data } = await change({ variables: { input: { kind, id: item.id, status, version: item.version, ...(publishAt ? { publishAt } : {}) } } });
      const state = data?.changePublication;
      if (!state) throw new Error('Empty answer');
      const time = formatDateTime(state.publishAt, lang);
      const done = state.status === 'published' ? t`Yayımlandı.` : state.status === 'scheduled' ? t`${time} için zamanlandı.` : t`Yayından kaldırıldı; taslak olarak duruyor.`;
      setAnnouncement(done);
      toast.success(done);
    } catch (error) {
      const failed = getErrorInfo(error).code === 'CONFLICT' ? t`Bu içerik siz bakarken değişti. Sayfayı yenileyip yeniden deneyin.` : t`Yayın durumu değiştirilemedi.`;
      setAnnouncement(failed);
      toast.error(failed);
    } finally {
      setScheduling(false);
      setWithdrawing(false);
      setRefocus((count) => count + 1);
    }
  };

  return (
    <Stack
      ref={bar}
      role="group"
      aria-labelledby={labelId}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <span id={labelId} style={visuallyHidden}>
        {t`Yayın durumu`}
      </span>
      <PublicationStatusChip {...item} />
      {item.status !== 'published' && (
        <Button variant="contained" startIcon={<PublishOutlined />} disabled={loading} onClick={() => void send({ status: 'published' })}>
          {item.status === 'scheduled' ? t`Şimdi yayımla` : t`Yayımla`}
        </Button>
      )}
      {item.status !== 'published' && (
        <Button variant="outlined" startIcon={<ScheduleOutlined />} disabled={loading} onClick={() => setScheduling(true)} aria-haspopup="dialog">
          {item.status === 'scheduled' ? t`Zamanı değiştir…` : t`Zamanla…`}
        </Button>
      )}
      {item.status === 'scheduled' && (
        <Button variant="outlined" color="inherit" startIcon={<EventBusyOutlined />} disabled={loading} onClick={() => void send({ status: 'draft' })}>
          {t`Zamanlamayı iptal et`}
        </Button>
      )}
      {item.status === 'published' && (
        <Button variant="outlined" color="warning" startIcon={<PublicOffOutlined />} disabled={loading} onClick={() => setWithdrawing(true)} aria-haspopup="dialog">
          {t`Yayından kaldır`}
        </Button>
      )}
      <span role="status" aria-live="polite" aria-atomic="true" style={visuallyHidden}>
        {announcement}
      </span>
      <ScheduleDialog open={scheduling} publishAt={item.publishAt} busy={loading} onClose={() => setScheduling(false)} onConfirm={(publishAt) => void send({ status: 'scheduled', publishAt })} />
      <ConfirmDialog
        open={withdrawing}
        title={t`Yayından kaldırılsın mı?`}
        message={t`Okurlar bu içeriği artık göremez; taslak olarak durur ve yeniden yayımlanabilir.`}
        confirmLabel={t`Yayından kaldır`}
        destructive
        busy={loading}
        onConfirm={() => void send({ status: 'draft' })}
        onClose={() => setWithdrawing(false)}
      />
    </Stack>
  );
}
