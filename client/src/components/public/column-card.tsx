import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { PublicColumnCardFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/i18n/format-date';
import { useLang } from '../../lib/i18n/use-lang';
import { columnPath } from '../../lib/public-paths';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';

/** A column in a list: the columnist's portrait and name, the title (the link) and the date. */
export function ColumnCard({ column, headingLevel = 'h3' }: { column: PublicColumnCardFragment; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useLingui();
  const lang = useLang();
  const columnist = column.columnist;
  const author = !columnist || columnist.deleted ? t`Silinmiş yazar` : columnist.name;
  return (
    <Stack component="article" direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Avatar src={columnist && !columnist.deleted ? columnist.thumbUrl : undefined} alt="" sx={{ width: 56, height: 56 }} slotProps={{ img: { loading: "lazy", width: 56, height: 56 } }} />
      <div>
        <Typography variant="overline" color="secondary" component="p" sx={{ lineHeight: 1.5 }} lang={columnist && !columnist.deleted ? CONTENT_LANG : undefined}>
          {author}
        </Typography>
        <Typography variant="h6" component={headingLevel} sx={{ fontWeight: 700, lineHeight: 1.25 }} lang={CONTENT_LANG}>
          <Link component={RouterLink} to={columnPath(lang, column.slug)} color="text.primary" underline="hover">
            {column.title}
          </Link>
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={column.createdAt}>{formatDate(column.createdAt, lang)}</time>
        </Typography>
      </div>
    </Stack>
  );
}
