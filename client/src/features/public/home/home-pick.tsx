import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveImage } from '../../../components/public/responsive-image';
import type { PublicNewsCardFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { newsPath } from '../../../lib/public-paths';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';

/** A chosen news item shown alone across the page: poster beside the text on wide screens. */
export function HomePick({ news }: { news: PublicNewsCardFragment }) {
  const lang = useLang();
  const to = newsPath(lang, news.slug);
  return (
    <Box component="article" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, gap: { xs: 2, md: 4 }, alignItems: 'center' }}>
      <RouterLink to={to} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage src={news.posterUrl} alt="" sizes="(min-width: 900px) 58vw, 100vw" />
      </RouterLink>
      <div>
        {news.category ? (
          <Typography variant="overline" color="secondary" component="p" sx={{ lineHeight: 1.5 }} lang={CONTENT_LANG}>
            {news.category.name}
          </Typography>
        ) : null}
        <Typography variant="h4" component="h3" sx={{ fontWeight: 700, lineHeight: 1.2, mb: 1.5 }} lang={CONTENT_LANG}>
          <Link component={RouterLink} to={to} color="text.primary" underline="hover">
            {news.title}
          </Link>
        </Typography>
        <Typography color="textSecondary" sx={{ fontSize: '1.05rem', mb: 1.5 }} lang={CONTENT_LANG}>
          {news.teaser}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p">
          <time dateTime={news.createdAt}>{formatDate(news.createdAt, lang)}</time>
        </Typography>
      </div>
    </Box>
  );
}
