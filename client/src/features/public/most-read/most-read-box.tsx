import { css } from '@emotion/react';
import { SiteLink } from '../../../lib/site-link';
import { useLingui } from '@lingui/react/macro';
import { PublicMostReadDocument } from '../../../gql/graphql';
import { routeQuery, useOptionalRouteQuery } from '../../../lib/apollo/route-data';
import { formatCount } from '../../../lib/i18n/format-number';
import { useLang } from '../../../lib/i18n/use-lang';
import { newsPath } from '../../../lib/public-paths';
import { serifFont } from '../../../lib/theme';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';
import { palette, ruledHeading, typography } from '../../../lib/static-styles';
import { staticStyled } from '../../../lib/static-styled';

/** The box as one class serialised once (each row re-serialised MUI's Box, Typography and Link styles). */
const MostRead = staticStyled(
  'section',
  css({
    '& > h2': { ...ruledHeading, marginBottom: 8 },
    '& > ol': { listStyle: 'none', margin: 0, padding: 0 },
    '& > ol > li': {
      display: 'flex', gap: 16, alignItems: 'baseline', paddingTop: 12, paddingBottom: 12, borderBottom: `1px solid ${palette.divider}`,
      '&:last-of-type': { borderBottom: '0px solid' },
    },
    '& .most-read-rank': {
      margin: 0, fontFamily: serifFont, fontWeight: 700, fontSize: '1.9rem', lineHeight: 1, color: palette.secondary.main, minWidth: '1.1em', textAlign: 'right',
    },
    '& .most-read-title': {
      margin: 0, font: 'inherit', letterSpacing: 'inherit', textDecoration: 'none', color: palette.text.primary, fontWeight: 700, lineHeight: 1.3, display: 'block',
      '&:hover': { textDecoration: 'underline' },
    },
    '& .most-read-hits': { margin: 0, fontFamily: typography.fontFamily, fontWeight: 400, fontSize: '0.75rem', lineHeight: 1.66 },
  }),
);

export const MOST_READ_VARIABLES = {} as const;

/** Loaded by the public layout for every page; the box is left out when it failed. */
export const mostReadQuery = routeQuery(PublicMostReadDocument, () => MOST_READ_VARIABLES, { shared: true });

/**
 * "Most read" (spec §1): the five most read news, ranked by their views, on every public page. The
 * public layout's loader fills the cache; when the query failed the box is simply left out.
 */
export function MostReadBox({ headingId = 'most-read-title' }: { headingId?: string }) {
  const { t } = useLingui();
  const lang = useLang();
  const data = useOptionalRouteQuery(mostReadQuery);
  const items = data?.publicTopNews ?? [];
  if (items.length === 0) return null;

  return (
    <MostRead aria-labelledby={headingId}>
      <h2 id={headingId}>{t`En çok okunanlar`}</h2>
      <ol>
        {items.map((item, index) => (
          <li key={item.id}>
            <span className="most-read-rank" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <SiteLink className="most-read-title" to={newsPath(lang, item.slug)} lang={CONTENT_LANG}>
                {item.title}
              </SiteLink>
              <span className="most-read-hits">{t`${formatCount(item.hit, lang)} okunma`}</span>
            </div>
          </li>
        ))}
      </ol>
    </MostRead>
  );
}
