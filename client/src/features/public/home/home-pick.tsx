import { css } from '@emotion/react';
import { SiteLink } from '../../../lib/site-link';
import { ResponsiveImage } from '../../../components/public/responsive-image';
import type { PublicNewsCardFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/i18n/format-date';
import { useLang } from '../../../lib/i18n/use-lang';
import { newsPath } from '../../../lib/public-paths';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';
import { MD, palette, plainLink, typographyOf } from '../../../lib/static-styles';
import { serifFont } from '../../../lib/theme';
import { staticStyled } from '../../../lib/static-styled';

/**
 * The pick's look, serialised once (lib/static-styles.ts says why): it was a Box, four Typography
 * and a Link. The rules are what those components produced; the title is MUI's h4 variant.
 */
const Pick = staticStyled(
  'article',
  css({
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: 16,
    alignItems: 'center',
    [MD]: { gridTemplateColumns: '7fr 5fr', gap: 32 },
    '& .home-pick-category': { ...typographyOf('overline'), color: palette.secondary.main, lineHeight: 1.5 },
    '& .home-pick-title': { margin: 0, fontFamily: serifFont, fontWeight: 700, fontSize: '2.125rem', lineHeight: 1.2, marginBottom: 12 },
    '& .home-pick-title > a': { ...plainLink, color: palette.text.primary },
    '& .home-pick-teaser': { ...typographyOf('body1'), color: palette.text.secondary, fontSize: '1.05rem', marginBottom: 12 },
    '& .home-pick-date': { ...typographyOf('caption'), color: palette.text.secondary },
  }),
);

/** A chosen news item shown alone across the page: poster beside the text on wide screens. */
export function HomePick({ news }: { news: PublicNewsCardFragment }) {
  const lang = useLang();
  const to = newsPath(lang, news.slug);
  return (
    <Pick>
      <SiteLink to={to} tabIndex={-1} aria-hidden="true">
        <ResponsiveImage src={news.posterUrl} alt="" sizes="(min-width: 900px) 58vw, 100vw" />
      </SiteLink>
      <div>
        {news.category ? (
          <p className="home-pick-category" lang={CONTENT_LANG}>
            {news.category.name}
          </p>
        ) : null}
        <h3 className="home-pick-title" lang={CONTENT_LANG}>
          <SiteLink to={to}>{news.title}</SiteLink>
        </h3>
        <p className="home-pick-teaser" lang={CONTENT_LANG}>
          {news.teaser}
        </p>
        <p className="home-pick-date">
          <time dateTime={news.createdAt}>{formatDate(news.createdAt, lang)}</time>
        </p>
      </div>
    </Pick>
  );
}
