import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { SITE_NAME } from '../../lib/head/head-context';
import { rememberLanguage } from '../../lib/i18n/detect-language';
import type { Lang } from '../../lib/i18n/languages';
import { localizedPath, pathFor } from '../../lib/i18n/paths';
import { PUBLIC_NAV } from './public-nav-items';
import { serifFont } from '../../lib/theme';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';

const linkList = { listStyle: 'none', m: 0, p: 0, '& li': { mb: 1 } } as const;

function FooterHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="overline" component="h2" sx={{ fontSize: '0.8rem', letterSpacing: '0.12em', opacity: 0.8, mb: 1.5, lineHeight: 1.5 }}>
      {children}
    </Typography>
  );
}

/** The site's footer (spec §1): every section, contact, subscription, the language and the copyright. */
export function PublicFooter({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const { pathname, search } = useLocation();
  const languages: Array<{ lang: Lang; label: string; to: string }> = [
    { lang: 'tr', label: 'Türkçe', to: localizedPath(pathname, search, 'tr') },
    { lang: 'en', label: 'English', to: localizedPath(pathname, search, 'en') },
  ];
  const year = new Date().getFullYear();

  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', pt: { xs: 5, md: 7 }, pb: 4, '& a:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="p" sx={{ fontFamily: serifFont, fontWeight: 700, fontSize: '1.8rem', mb: 1 }} lang={CONTENT_LANG}>
              {SITE_NAME}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.85, maxWidth: 360, mb: 2 }}>
              {t`Nisan 1989'dan bu yana Ankara'da yayımlanan; düşünceyi, kültürü ve gündemi üç ayda bir okurlarıyla buluşturan bağımsız dergi.`}
            </Typography>
            <Box component="address" lang={CONTENT_LANG} sx={{ fontStyle: 'normal', opacity: 0.85, fontSize: '0.875rem' }}>
              {t`Çankaya, Ankara · Türkiye`}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Box component="nav" aria-labelledby="footer-sections-title">
              <FooterHeading id="footer-sections-title">{t`Bölümler`}</FooterHeading>
              <Box component="ul" sx={linkList}>
                <li>
                  <Link component={RouterLink} to={pathFor(lang, 'home')} color="inherit">
                    {t`Ana sayfa`}
                  </Link>
                </li>
                {PUBLIC_NAV.filter((item) => item.path !== 'contact' && item.path !== 'subscription').map((item) => (
                  <li key={item.path}>
                    <Link component={RouterLink} to={pathFor(lang, item.path)} color="inherit">
                      {i18n._(item.label)}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Box component="nav" aria-labelledby="footer-reader-title">
              <FooterHeading id="footer-reader-title">{t`Okur hizmetleri`}</FooterHeading>
              <Box component="ul" sx={linkList}>
                <li>
                  <Link component={RouterLink} to={pathFor(lang, 'contact')} color="inherit">
                    {t`İletişim formu`}
                  </Link>
                </li>
                <li>
                  <Link component={RouterLink} to={pathFor(lang, 'subscription')} color="inherit">
                    {t`Abonelik seçenekleri`}
                  </Link>
                </li>
                <li>
                  <Link component={RouterLink} to={pathFor(lang, 'subscriptionPersonal')} color="inherit">
                    {t`Bireysel abonelik`}
                  </Link>
                </li>
                <li>
                  <Link component={RouterLink} to={pathFor(lang, 'subscriptionCorporate')} color="inherit">
                    {t`Kurumsal abonelik`}
                  </Link>
                </li>
                <li>
                  <Link component={RouterLink} to={pathFor(lang, 'signIn')} color="inherit">
                    {t`Yönetim girişi`}
                  </Link>
                </li>
              </Box>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 2 }}>
            <Box component="nav" aria-labelledby="footer-language-title">
              <FooterHeading id="footer-language-title">{t`Dil`}</FooterHeading>
              <Box component="ul" sx={linkList}>
                {languages.map((item) => (
                  <li key={item.lang}>
                    <Link
                      component={RouterLink}
                      to={item.to}
                      lang={item.lang}
                      hrefLang={item.lang}
                      color="inherit"
                      aria-current={item.lang === lang ? 'true' : undefined}
                      onClick={() => rememberLanguage(item.lang)}
                      sx={{ fontWeight: item.lang === lang ? 700 : 400 }}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.25)', mt: { xs: 4, md: 6 }, mb: 3 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1, opacity: 0.8 }}>
          <Typography variant="caption" component="p">
            {t`© 1989–${year} ${SITE_NAME}. Tüm hakları saklıdır.`}
          </Typography>
          <Typography variant="caption" component="p">
            {t`Ankara'da üç ayda bir yayımlanır.`}
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
