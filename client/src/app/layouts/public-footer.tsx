import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { SITE_NAME } from '../../lib/head/head-context';
import type { Lang } from '../../lib/i18n/languages';
import { pathFor } from '../../lib/i18n/paths';
import { PUBLIC_NAV } from './public-nav-items';

export function PublicFooter({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 8, py: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Typography variant="h5" component="p" gutterBottom>
              {SITE_NAME}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.85, maxWidth: 420 }}>
              {t`Nisan 1989'dan bu yana Ankara'da yayımlanan; düşünceyi, kültürü ve gündemi üç ayda bir okurlarıyla buluşturan bağımsız dergi.`}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Box component="nav" aria-label={t`Alt menü`}>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, columnCount: 2, columnGap: 4, '& li': { mb: 1, breakInside: 'avoid' } }}>
                {PUBLIC_NAV.map((item) => (
                  <li key={item.path}>
                    <Link component={RouterLink} to={pathFor(lang, item.path)} color="inherit">
                      {i18n._(item.label)}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link component={RouterLink} to={pathFor(lang, 'signIn')} color="inherit">
                    {t`Yönetim girişi`}
                  </Link>
                </li>
              </Box>
            </Box>
          </Grid>
        </Grid>
        <Typography variant="caption" component="p" sx={{ mt: 4, opacity: 0.7 }}>
          {t`© ${SITE_NAME}. Tüm hakları saklıdır.`}
        </Typography>
      </Container>
    </Box>
  );
}
