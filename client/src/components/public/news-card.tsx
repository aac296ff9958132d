import { css } from '@emotion/react';
import { SiteLink } from '../../lib/site-link';
import type { PublicNewsCardFragment } from '../../gql/graphql';
import { formatDate } from '../../lib/i18n/format-date';
import { useLang } from '../../lib/i18n/use-lang';
import { newsPath } from '../../lib/public-paths';
import { ResponsiveImage } from './responsive-image';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';
import { serifFont, theme } from '../../lib/theme';
import { staticStyled } from '../../lib/static-styled';

const { text, secondary } = theme.palette;
const sans = theme.typography.fontFamily;

/**
 * The card's look as one class serialised once, when the module loads: a list renders dozens of cards,
 * and MUI's Typography, Link and Box re-serialised their styles for each (most of a page's render cost).
 * The rules are what those components produced, so the card looks the same.
 */
const cardStyles = css({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  height: '100%',
  '& > .news-card-category': {
    margin: 0, fontFamily: sans, fontWeight: 700, fontSize: '0.75rem', lineHeight: 1.5, letterSpacing: '0.16em', textTransform: 'uppercase', color: secondary.main,
  },
  '& > .news-card-title': { margin: 0, fontFamily: serifFont, fontWeight: 700, fontSize: '1.25rem', lineHeight: 1.25 },
  '&.news-card-feature > .news-card-title': { fontSize: '2.125rem' },
  '&.news-card-compact > .news-card-title': { fontSize: '1rem', fontStyle: 'italic' },
  '& > .news-card-title > a': {
    margin: 0, font: 'inherit', lineHeight: 'inherit', letterSpacing: 'inherit', textDecoration: 'none', color: text.primary,
    '&:hover': { textDecoration: 'underline' },
  },
  '& > .news-card-teaser': { margin: 0, fontFamily: sans, fontWeight: 400, fontSize: '0.875rem', lineHeight: 1.43 },
  '&.news-card-feature > .news-card-teaser': { fontSize: '1.05rem' },
  '& > .news-card-date': { margin: 0, marginTop: 'auto', fontFamily: sans, fontWeight: 400, fontSize: '0.75rem', lineHeight: 1.66 },
});

const Card = staticStyled('article', cardStyles);

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
  const Heading = headingLevel;
  return (
    <Card className={variant === 'card' ? undefined : `news-card-${variant}`}>
      {variant !== 'compact' ? (
        <SiteLink to={to} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={news.posterUrl}
            alt=""
            priority={priority}
            sizes={feature ? '(min-width: 900px) 66vw, 100vw' : '(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw'}
          />
        </SiteLink>
      ) : null}
      {news.category && variant !== 'compact' ? (
        <p className="news-card-category" lang={CONTENT_LANG}>
          {news.category.name}
        </p>
      ) : null}
      <Heading className="news-card-title" lang={CONTENT_LANG}>
        <SiteLink to={to}>{news.title}</SiteLink>
      </Heading>
      {variant !== 'compact' ? (
        <p className="news-card-teaser" lang={CONTENT_LANG}>
          {news.teaser}
        </p>
      ) : null}
      <p className="news-card-date">
        <time dateTime={news.createdAt}>{formatDate(news.createdAt, lang)}</time>
      </p>
    </Card>
  );
}
