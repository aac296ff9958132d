import Chip from '@mui/material/Chip';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { useLingui } from '@lingui/react/macro';
import type { PublicationStatus } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';

export interface PublicationState {
  status: PublicationStatus;
  publishAt?: string | null;
  publishedAt?: string | null;
}

/** "Zamanlandı · 01.12.2026 08:00": the state in words (not only its colour), with its Istanbul time. */
export function usePublicationStatusText() {
  const { t } = useLingui();
  const lang = useLang();
  return ({ status, publishAt, publishedAt }: PublicationState): string => {
    if (status === 'draft') return t`Taslak`;
    if (status === 'scheduled') {
      const time = formatDateTime(publishAt, lang);
      return time ? t`Zamanlandı · ${time}` : t`Zamanlandı`;
    }
    const time = formatDateTime(publishedAt, lang);
    return time ? t`Yayımlandı · ${time}` : t`Yayımlandı`;
  };
}

const LOOK = {
  draft: { color: 'default', icon: <EditNoteOutlined /> },
  scheduled: { color: 'info', icon: <ScheduleOutlined /> },
  published: { color: 'success', icon: <PublicOutlined /> },
} as const;

/** An item's publication state as a small chip: draft, scheduled (with its time), published (with its time). */
export function PublicationStatusChip(props: PublicationState) {
  const text = usePublicationStatusText()(props);
  const look = LOOK[props.status];
  return <Chip size="small" variant={props.status === 'published' ? 'outlined' : 'filled'} color={look.color} icon={look.icon} label={text} data-status={props.status} />;
}
