import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Outlet, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { MostReadBox, mostReadQuery } from '../../features/public/most-read/most-read-box';
import { NewsletterForm } from '../../features/public/newsletter/newsletter-form';
import { loadRoute } from '../../lib/apollo/route-data';
import { languageLoader } from '../../lib/i18n/i18n-instance';
import { pathFor } from '../../lib/i18n/paths';
import type { Lang } from '../../lib/i18n/languages';
import { RouteErrorBoundary } from '../route-error-boundary';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { MAIN_ID, SkipLink } from './skip-link';

/** Header, main content and footer of every public and auth page. */
export function PublicLayout({ lang }: { lang: Lang }) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <PublicHeader lang={lang} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        <Outlet />
      </Box>
      {isAuthPage(lang, pathname) ? null : <ReaderBand />}
      <PublicFooter lang={lang} />
    </Box>
  );
}

/** Sign-in and password pages (spec §2 "Auth") are not reader pages: no newsletter field beside the sign-in's email. */
const AUTH_PAGES = ['signIn', 'forgotPassword', 'resetPassword'] as const;

function isAuthPage(lang: Lang, pathname: string): boolean {
  return AUTH_PAGES.some((name) => pathname === pathFor(lang, name) || pathname.startsWith(`${pathFor(lang, name)}/`));
}

/** Above the footer of every public page: the most-read box and the newsletter sign-up (spec §1). */
function ReaderBand() {
  const { t } = useLingui();
  return (
    <Box sx={{ bgcolor: 'grey.50', borderTop: 1, borderColor: 'divider', mt: { xs: 6, md: 8 }, py: { xs: 5, md: 6 } }}>
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 8 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <MostReadBox />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box component="section" aria-labelledby="newsletter-title" sx={{ borderTop: 4, borderColor: 'secondary.main', bgcolor: 'background.paper', p: { xs: 3, md: 4 } }}>
              <Typography id="newsletter-title" variant="h5" component="h2" gutterBottom>
                {t`Bültenimize abone olun`}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5 }}>
                {t`Yeni sayılar, öne çıkan haberler ve etkinlik duyuruları ayda bir kez e-posta kutunuzda. İstediğiniz zaman ayrılabilirsiniz.`}
              </Typography>
              <NewsletterForm labelledBy="newsletter-title" />
            </Box>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

/** The layout's data: the interface language and the most-read box (a failure only leaves the box out). */
function layoutLoader(lang: Lang) {
  const switchLanguage = languageLoader(lang);
  return async (args: LoaderFunctionArgs) => {
    await Promise.all([switchLanguage(args), loadRoute(args, mostReadQuery).catch(() => null)]);
    return null;
  };
}

/**
 * One language's public site: the layout (its loader switches the interface language before a
 * page of the other language renders) and, inside it, the pages; a page's error (404, 429, …)
 * renders inside the layout, so the header and footer stay.
 */
export function publicLayoutRoute(lang: Lang, pages: RouteObject[]): RouteObject {
  return {
    id: `public-${lang}`,
    path: pathFor(lang, 'home'),
    element: <PublicLayout lang={lang} />,
    loader: layoutLoader(lang),
    shouldRevalidate: () => false,
    children: [{ ErrorBoundary: RouteErrorBoundary, children: pages }],
  };
}
