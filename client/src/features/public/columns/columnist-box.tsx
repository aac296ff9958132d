import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Plural, useLingui } from '@lingui/react/macro';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';

export interface ColumnistBoxProps {
  columnist: { name: string; thumbUrl: string; deleted: boolean; columnCount: number } | null | undefined;
}

/** The author box of a column: portrait, name and number of columns; a deleted columnist as a placeholder. */
export function ColumnistBox({ columnist }: ColumnistBoxProps) {
  const { t } = useLingui();
  const live = columnist && !columnist.deleted ? columnist : null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={live?.thumbUrl}
        alt=""
        sx={{ width: 72, height: 72, bgcolor: 'grey.300', border: 2, borderColor: 'background.paper', boxShadow: '0 0 0 1px rgba(0,0,0,.08)' }}
        slotProps={{ img: { width: 72, height: 72 } }}
      />
      <div>
        <Typography variant="overline" color="secondary" component="p" sx={{ lineHeight: 1.4 }}>
          {t`Köşe yazarı`}
        </Typography>
        <Typography variant="h6" component="p" sx={{ lineHeight: 1.25, fontStyle: live ? 'normal' : 'italic', color: live ? 'text.primary' : 'text.secondary' }} lang={live ? CONTENT_LANG : undefined}>
          {live ? live.name : t`Silinmiş yazar`}
        </Typography>
        {live ? (
          <Typography variant="body2" color="textSecondary">
            <Plural value={live.columnCount} one="# köşe yazısı" other="# köşe yazısı" />
          </Typography>
        ) : null}
      </div>
    </Stack>
  );
}
