import { css } from '@emotion/react';
import { SiteLink } from '../../../lib/site-link';
import { Plural, useLingui } from '@lingui/react/macro';
import type { PublicHomeQuery } from '../../../gql/graphql';
import { pathFor } from '../../../lib/i18n/paths';
import { useLang } from '../../../lib/i18n/use-lang';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';
import { gridRow, gridSpan, MD, palette, SM, typographyOf } from '../../../lib/static-styles';
import { staticStyled } from '../../../lib/static-styled';

const { background, divider, secondary, text } = palette;
const EASE = 'cubic-bezier(0.4, 0, 0.2, 1)';

/**
 * The category cards as one class serialised once, when the module loads, as the news card is:
 * as MUI's Grid, Card, CardActionArea, CardContent and three Typography each they were seven
 * styled components per category, a large share of the home's render. The rules are the ones
 * those components produced; the link is the card itself, so its keyboard focus ring is not
 * clipped by the card's edge.
 */
const categoriesStyles = css({
  ...gridRow(24, 24),
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '& > li': { ...gridSpan(12), [SM]: gridSpan(6), [MD]: gridSpan(4) },
  '& > li > a': {
    position: 'relative',
    display: 'block',
    boxSizing: 'border-box',
    height: '100%',
    padding: 16,
    overflow: 'hidden',
    backgroundColor: background.paper,
    color: text.primary,
    textDecoration: 'none',
    border: `1px solid ${divider}`,
    borderTop: `3px solid ${secondary.main}`,
    borderRadius: 2,
    WebkitTapHighlightColor: 'transparent',
    // CardActionArea's highlight: a veil of the text colour on hover and keyboard focus.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      borderRadius: 'inherit',
      backgroundColor: 'currentcolor',
      opacity: 0,
      transition: `opacity 250ms ${EASE} 0ms`,
    },
    '&:hover::after': { opacity: 0.04 },
    '@media (hover: none)': { '&:hover::after': { opacity: 0 } },
    '&:focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 2, boxShadow: `0 0 0 2px ${background.paper}` },
    '&:focus-visible::after': { opacity: 0.12 },
  },
  '& .category-name': { ...typographyOf('h5'), marginBottom: '0.35em' },
  '& .category-description': { ...typographyOf('body2'), color: text.secondary, marginBottom: 16 },
  '& .category-count': { ...typographyOf('overline'), color: secondary.main },
});

const Categories = staticStyled('ul', categoriesStyles);

/** What a body1 Typography in the secondary text colour produced. */
const NoCategories = staticStyled('p', css({ ...typographyOf('body1'), color: text.secondary }));

/** The magazine's sections (publicAllCategories, loaded with the rest of the home). */
export function HomeCategories({ categories }: { categories: PublicHomeQuery['publicAllCategories'] }) {
  const { t } = useLingui();
  const lang = useLang();
  if (categories.length === 0) {
    return <NoCategories>{t`Henüz kategori eklenmedi.`}</NoCategories>;
  }
  const newsPage = pathFor(lang, 'news');
  return (
    <Categories>
      {categories.map((category) => (
        <li key={category.id}>
          <SiteLink to={`${newsPage}?categoryId=${category.id}`}>
            <h3 className="category-name" lang={CONTENT_LANG}>
              {category.name}
            </h3>
            <p className="category-description" lang={CONTENT_LANG}>
              {category.description}
            </p>
            <p className="category-count">
              <Plural value={category.newsCount} _0="Henüz haber yok" one="# haber" other="# haber" />
            </p>
          </SiteLink>
        </li>
      ))}
    </Categories>
  );
}
