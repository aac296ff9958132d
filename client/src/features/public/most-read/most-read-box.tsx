import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { PublicMostReadDocument } from '../../../gql/graphql';
import { routeQuery, useOptionalRouteQuery } from '../../../lib/apollo/route-data';
import { INTL_LOCALE } from '../../../lib/i18n/languages';
import { useLang } from '../../../lib/i18n/use-lang';
import { newsPath } from '../../../lib/public-paths';
import { serifFont } from '../../../lib/theme';
import { CONTENT_LANG } from '../../../lib/i18n/content-lang';

export const MOST_READ_VARIABLES = {} as const;

/** Loaded by the public layout for every page; the box is left out when it failed. */
export const mostReadQuery = routeQuery(PublicMostReadDocument, () => MOST_READ_VARIABLES);

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
  const number = new Intl.NumberFormat(INTL_LOCALE[lang]);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 1, mb: 1 }}>
        {t`En çok okunanlar`}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item, index) => (
          <Box
            component="li"
            key={item.id}
            sx={{ display: 'flex', gap: 2, alignItems: 'baseline', py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
          >
            <Typography
              component="span"
              aria-hidden="true"
              sx={{ fontFamily: serifFont, fontWeight: 700, fontSize: '1.9rem', lineHeight: 1, color: 'secondary.main', minWidth: '1.1em', textAlign: 'right' }}
            >
              {index + 1}
            </Typography>
            <div>
              <Link component={RouterLink} to={newsPath(lang, item.slug)} color="text.primary" underline="hover" sx={{ fontWeight: 700, lineHeight: 1.3, display: 'block' }} lang={CONTENT_LANG}>
                {item.title}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {t`${number.format(item.hit)} okunma`}
              </Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
