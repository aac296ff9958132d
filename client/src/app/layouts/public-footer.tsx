import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../../lib/site-link';
import { useLingui } from '@lingui/react/macro';
import { SITE_NAME } from '../../lib/head/head-context';
import { rememberLanguage } from '../../lib/i18n/detect-language';
import type { Lang } from '../../lib/i18n/languages';
import { localizedPath, pathFor } from '../../lib/i18n/paths';
import { PUBLIC_NAV } from './public-nav-items';
import { serifFont } from '../../lib/theme';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';
import { container, gridRow, gridSpan, MD, palette, plainLink, SM, typographyOf } from '../../lib/static-styles';
import { staticStyled } from '../../lib/static-styled';

/** The footer's look, serialised once (lib/static-styles.ts says why). */
const Footer = staticStyled(
  'footer',
  css({
    backgroundColor: palette.primary.main,
    color: palette.primary.contrastText,
    paddingBottom: 32,
    paddingTop: 40,
    [MD]: { paddingTop: 56 },
    '& a:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
    '& .chrome-container': container,
    '& .footer-columns': gridRow(32, 48),
    '& .footer-about': { ...gridSpan(12), [MD]: gridSpan(4) },
    '& .footer-links': { ...gridSpan(12), [SM]: gridSpan(6), [MD]: gridSpan(3) },
    '& .footer-languages': { ...gridSpan(12), [MD]: gridSpan(2) },
    '& .footer-name': { ...typographyOf('body1'), fontFamily: serifFont, fontWeight: 700, fontSize: '1.8rem', marginBottom: 8 },
    '& .footer-description': { ...typographyOf('body2'), opacity: 0.85, maxWidth: 360, marginBottom: 16 },
    '& address': { fontStyle: 'normal', opacity: 0.85, fontSize: '0.875rem' },
    '& h2': { ...typographyOf('overline'), fontSize: '0.8rem', letterSpacing: '0.12em', opacity: 0.8, marginBottom: 12, lineHeight: 1.5 },
    '& ul': { listStyle: 'none', margin: 0, padding: 0, '& li': { marginBottom: 8 } },
    '& .footer-link': { ...plainLink },
    '& .footer-link-current': { fontWeight: 700 },
    '& .footer-language': { fontWeight: 400 },
    '& hr': {
      margin: 0,
      flexShrink: 0,
      borderWidth: 0,
      borderStyle: 'solid',
      borderBottomWidth: 'thin',
      borderColor: 'rgba(255,255,255,0.25)',
      marginBottom: 24,
      marginTop: 32,
      [MD]: { marginTop: 48 },
    },
    '& .footer-bottom': { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', gap: 8, opacity: 0.8, [SM]: { flexDirection: 'row' } },
    '& .footer-bottom p': typographyOf('caption'),
  }),
);

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
    <Footer>
      <div className="chrome-container">
        <div className="footer-columns">
          <div className="footer-about">
            <p className="footer-name" lang={CONTENT_LANG}>
              {SITE_NAME}
            </p>
            <p className="footer-description">
              {t`Nisan 1989'dan bu yana Ankara'da yayımlanan; düşünceyi, kültürü ve gündemi üç ayda bir okurlarıyla buluşturan bağımsız dergi.`}
            </p>
            <address lang={CONTENT_LANG}>{t`Çankaya, Ankara · Türkiye`}</address>
          </div>
          <div className="footer-links">
            <nav aria-labelledby="footer-sections-title">
              <h2 id="footer-sections-title">{t`Bölümler`}</h2>
              <ul>
                <li>
                  <FooterLink to={pathFor(lang, 'home')}>{t`Ana sayfa`}</FooterLink>
                </li>
                {PUBLIC_NAV.filter((item) => item.path !== 'contact' && item.path !== 'subscription').map((item) => (
                  <li key={item.path}>
                    <FooterLink to={pathFor(lang, item.path)}>{i18n._(item.label)}</FooterLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="footer-links">
            <nav aria-labelledby="footer-reader-title">
              <h2 id="footer-reader-title">{t`Okur hizmetleri`}</h2>
              <ul>
                <li>
                  <FooterLink to={pathFor(lang, 'contact')}>{t`İletişim formu`}</FooterLink>
                </li>
                <li>
                  <FooterLink to={pathFor(lang, 'subscription')}>{t`Abonelik seçenekleri`}</FooterLink>
                </li>
                <li>
                  <FooterLink to={pathFor(lang, 'subscriptionPersonal')}>{t`Bireysel abonelik`}</FooterLink>
                </li>
                <li>
                  <FooterLink to={pathFor(lang, 'subscriptionCorporate')}>{t`Kurumsal abonelik`}</FooterLink>
                </li>
                <li>
                  <FooterLink to={pathFor(lang, 'signIn')}>{t`Yönetim girişi`}</FooterLink>
                </li>
              </ul>
            </nav>
          </div>
          <div className="footer-languages">
            <nav aria-labelledby="footer-language-title">
              <h2 id="footer-language-title">{t`Dil`}</h2>
              <ul>
                {languages.map((item) => (
                  <li key={item.lang}>
                    <SiteLink
                      className={item.lang === lang ? 'footer-link footer-link-current' : 'footer-link footer-language'}
                      to={item.to}
                      lang={item.lang}
                      hrefLang={item.lang}
                      aria-current={item.lang === lang ? 'true' : undefined}
                      onClick={() => rememberLanguage(item.lang)}
                    >
                      {item.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
        <hr />
        <div className="footer-bottom">
          <p>{t`© 1989–${year} ${SITE_NAME}. Tüm hakları saklıdır.`}</p>
          <p>{t`Ankara'da üç ayda bir yayımlanır.`}</p>
        </div>
      </div>
    </Footer>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <SiteLink className="footer-link" to={to}>
      {children}
    </SiteLink>
  );
}
