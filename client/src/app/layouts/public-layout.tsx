import { css } from '@emotion/react';
import { Outlet, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { MostReadBox, mostReadQuery } from '../../features/public/most-read/most-read-box';
import { NewsletterForm } from '../../features/public/newsletter/newsletter-form';
import { loadRoute } from '../../lib/apollo/route-data';
import { languageLoader } from '../../lib/i18n/i18n-instance';
import { pathFor } from '../../lib/i18n/paths';
import type { Lang } from '../../lib/i18n/languages';
import { RouteErrorBoundary } from '../route-error-boundary';
import { container, gridRow, gridSpan, MD, palette, typographyOf } from '../../lib/static-styles';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { staticStyled } from '../../lib/static-styled';

/** The page's frame, serialised once (lib/static-styles.ts says why). */
const Frame = staticStyled(
  'div',
  css({
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    '& > main': { flex: 1, '&:focus': { outline: 'none' } },
  }),
);

/** Header, main content and footer of every public and auth page. */
export function PublicLayout({ lang }: { lang: Lang }) {
  const { pathname } = useLocation();
  return (
    <Frame>
      <SkipLink />
      <PublicHeader lang={lang} />
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      {isAuthPage(lang, pathname) ? null : <ReaderBand />}
      <PublicFooter lang={lang} />
    </Frame>
  );
}

/** Sign-in and password pages (spec §2 "Auth") are not reader pages: no newsletter field beside the sign-in's email. */
const AUTH_PAGES = ['signIn', 'forgotPassword', 'resetPassword'] as const;

function isAuthPage(lang: Lang, pathname: string): boolean {
  return AUTH_PAGES.some((name) => pathname === pathFor(lang, name) || pathname.startsWith(`${pathFor(lang, name)}/`));
}

/** The band above the footer, serialised once (lib/static-styles.ts says why). */
const Band = staticStyled(
  'div',
  css({
    backgroundColor: palette.grey[50],
    borderTop: '1px solid',
    borderColor: palette.divider,
    marginTop: 48,
    paddingTop: 40,
    paddingBottom: 40,
    [MD]: { marginTop: 64, paddingTop: 48, paddingBottom: 48 },
    '& .chrome-container': container,
    '& .band-columns': gridRow(40, 64),
    '& .band-most-read': { ...gridSpan(12), [MD]: gridSpan(7) },
    '& .band-newsletter': { ...gridSpan(12), [MD]: gridSpan(5) },
    '& .band-newsletter > section': { borderTop: '4px solid', borderColor: palette.secondary.main, backgroundColor: palette.background.paper, padding: 24, [MD]: { padding: 32 } },
    '& .band-newsletter-title': { ...typographyOf('h5'), marginBottom: '0.35em' },
    '& .band-newsletter-text': { ...typographyOf('body2'), marginBottom: 20 },
  }),
);

/** Above the footer of every public page: the most-read box and the newsletter sign-up (spec §1). */
function ReaderBand() {
  const { t } = useLingui();
  return (
    <Band>
      <div className="chrome-container">
        <div className="band-columns">
          <div className="band-most-read">
            <MostReadBox />
          </div>
          <div className="band-newsletter">
            <section aria-labelledby="newsletter-title">
              <h2 id="newsletter-title" className="band-newsletter-title">
                {t`Bültenimize abone olun`}
              </h2>
              <p className="band-newsletter-text">
                {t`Yeni sayılar, öne çıkan haberler ve etkinlik duyuruları ayda bir kez e-posta kutunuzda. İstediğiniz zaman ayrılabilirsiniz.`}
              </p>
              <NewsletterForm labelledBy="newsletter-title" />
            </section>
          </div>
        </div>
      </div>
    </Band>
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
