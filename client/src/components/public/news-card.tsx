import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { PublicNewsCardFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/i18n/format-date';
import { useLang } from '../../lib/i18n/use-lang';
import { newsPath } from '../../lib/public-paths';
import { ResponsiveImage } from './responsive-image';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';

export interface NewsCardProps {
  news: PublicNewsCardFragment;
  /** `feature`: large poster and teaser; `card`: poster above title; `compact`: title and date only. */
  variant?: 'feature' | 'card' | 'compact';
  /** Above the fold: the poster loads at once. */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A news item in a list: poster, category, title (the link), teaser and date. */
export function NewsCard({ news, variant = 'card', priority, headingLevel = 'h3' }: NewsCardProps) {
  const lang = useLang();
  const to = newsPath(lang, news.slug);
  const feature = variant === 'feature';
  return (
    <Box component="article" sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      {variant !== 'compact' ? (
        <RouterLink to={to} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={news.posterUrl}
            alt=""
            priority={priority}
            sizes={feature ? '(min-width: 900px) 66vw, 100vw' : '(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw'}
          />
        </RouterLink>
      ) : null}
      {news.category && variant !== 'compact' ? (
        <Typography variant="overline" color="secondary" component="p" sx={{ lineHeight: 1.5 }} lang={CONTENT_LANG}>
          {news.category.name}
        </Typography>
      ) : null}
      <Typography variant={feature ? 'h4' : variant === 'compact' ? 'subtitle1' : 'h6'} component={headingLevel} sx={{ fontWeight: 700, lineHeight: 1.25 }} lang={CONTENT_LANG}>
        <Link component={RouterLink} to={to} color="text.primary" underline="hover">
          {news.title}
        </Link>
      </Typography>
      {variant !== 'compact' ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: feature ? '1.05rem' : undefined }} lang={CONTENT_LANG}>
          {news.teaser}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 'auto' }}>
        <time dateTime={news.createdAt}>{formatDate(news.createdAt, lang)}</time>
      </Typography>
    </Box>
  );
}
