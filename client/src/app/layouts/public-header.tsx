import { css } from '@emotion/react';
import { alpha } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../../lib/site-link';
import { useLingui } from '@lingui/react/macro';
import { SITE_NAME } from '../../lib/head/head-context';
import type { Lang } from '../../lib/i18n/languages';
import { pathFor } from '../../lib/i18n/paths';
import { LanguageSwitch } from './language-switch';
import { PUBLIC_NAV, sectionCurrent } from './public-nav-items';
import { serifFont } from '../../lib/theme';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';
import { buttonOf, container, MD, palette, SM, smallOutlinedButton, startIcon, typographyOf, XS } from '../../lib/static-styles';
import { staticStyled } from '../../lib/static-styled';

/** MUI's Menu and Close icons, drawn inline (a MUI SvgIcon re-serialises its styles on every render). */
const menuIcon = (
  <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
    <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
  </svg>
);
const closeIcon = (
  <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
    <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
  </svg>
);

/** The header's look, serialised once (lib/static-styles.ts says why). */
const Header = staticStyled(
  'header',
  css({
    backgroundColor: palette.background.paper,
    borderBottom: '1px solid',
    borderColor: palette.divider,
    '& .chrome-container': container,
    '& .header-top': { display: 'flex', flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center', paddingTop: 8, paddingBottom: 8, color: palette.text.secondary, gap: 8 },
    '& .header-motto': { ...typographyOf('caption'), letterSpacing: '0.12em', textTransform: 'uppercase', [XS]: { display: 'none' }, [SM]: { display: 'block' } },
    '& .header-language': { marginLeft: 'auto' },
    '& .header-masthead': {
      textAlign: 'center',
      borderTop: '3px solid',
      borderBottom: '1px solid',
      borderColor: palette.primary.main,
      paddingTop: 16,
      paddingBottom: 16,
      [MD]: { paddingTop: 24, paddingBottom: 24 },
    },
    '& .header-home': { margin: 0, font: 'inherit', lineHeight: 'inherit', letterSpacing: 'inherit', color: palette.primary.main, textDecoration: 'none' },
    '& .header-title': { ...typographyOf('body1'), fontFamily: serifFont, fontWeight: 700, lineHeight: 1.05, letterSpacing: '-0.02em', display: 'block', fontSize: '2.4rem', [MD]: { fontSize: '3.6rem' } },
    '& .header-tagline': { ...typographyOf('subtitle1'), marginTop: 4 },
    '& .header-nav': { paddingTop: 8, paddingBottom: 8, [MD]: { paddingTop: 0, paddingBottom: 0 } },
    '& .header-menu': {
      display: 'flex',
      flexDirection: 'column',
      listStyle: 'none',
      margin: 0,
      padding: 0,
      [XS]: { display: 'none', gap: 0, paddingTop: 8, paddingBottom: 8 },
      [MD]: { display: 'flex', flexDirection: 'row', justifyContent: 'center', gap: 32, paddingTop: 12, paddingBottom: 12 },
    },
    '& .header-menu-open': { display: 'flex' },
    '& .header-menu > li': { borderColor: palette.divider, borderTop: '1px solid', [MD]: { borderTop: '0px solid' } },
    '& .header-link': {
      margin: 0,
      font: 'inherit',
      lineHeight: 'inherit',
      letterSpacing: 'inherit',
      textDecoration: 'none',
      color: palette.text.primary,
      fontWeight: 600,
      whiteSpace: 'nowrap',
      // Widths and style apart from the colour: a `border` shorthand would reset the colour.
      borderStyle: 'solid',
      borderWidth: 0,
      borderColor: 'transparent',
      fontSize: '1.05rem',
      display: 'block',
      padding: '10px 8px',
      borderLeftWidth: 4,
      '&:hover': { textDecoration: 'underline' },
      [MD]: { fontSize: '0.95rem', display: 'inline-block', padding: '4px 0', borderBottomWidth: 2, borderLeftWidth: 0 },
    },
    '& .header-link-current': { color: palette.secondary.main, borderColor: palette.secondary.main },
    // The small screens' menu button: MUI's text Button, bold, with its start icon.
    '& .header-menu-button': { ...buttonOf('text', 'primary'), fontWeight: 700, [MD]: { display: 'none' } },
    '& .header-menu-icon': startIcon(-4, 20),
    // The other language: MUI's small outlined Button in the text's colour.
    '& .header-language-link': {
      ...smallOutlinedButton('inherit', '1px solid currentColor', { backgroundColor: alpha(palette.text.primary, 0.04) }),
      fontWeight: 700,
      letterSpacing: '0.04em',
      minWidth: 0,
      padding: '3px 10px',
    },
  }),
);

export function PublicHeader({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on: a followed link closes it; so does Escape (focus goes back to the button).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <Header>
      <div className="chrome-container">
        <div className="header-top">
          <span className="header-motto">{t`Ankara · 1989'dan beri · Üç aylık dergi`}</span>
          <div className="header-language">
            <LanguageSwitch />
          </div>
        </div>
        <div className="header-masthead">
          <SiteLink className="header-home" to={pathFor(lang, 'home')} aria-label={t`${SITE_NAME} ana sayfa`}>
            <span className="header-title" lang={CONTENT_LANG}>
              {SITE_NAME}
            </span>
          </SiteLink>
          <h6 className="header-tagline">{t`Düşünce, kültür ve gündem dergisi`}</h6>
        </div>
        {/*
          One menu: a row on wide screens; on small ones a "Menü" button opens it as a column (the footer
          repeats every link, so the page stays navigable before the script runs).
        */}
        <nav className="header-nav" aria-label={t`Ana menü`}>
          <button ref={menuButton} type="button" className="header-menu-button" onClick={() => setMenuOpen(!menuOpen)} aria-expanded={menuOpen} aria-controls="site-menu">
            <span className="header-menu-icon">{menuOpen ? closeIcon : menuIcon}</span>
            {t`Menü`}
          </button>
          <ul id="site-menu" className={menuOpen ? 'header-menu header-menu-open' : 'header-menu'}>
            {PUBLIC_NAV.map((item) => {
              const current = sectionCurrent(lang, item.path, pathname);
              return (
                <li key={item.path}>
                  <SiteLink className={current ? 'header-link header-link-current' : 'header-link'} to={pathFor(lang, item.path)} aria-current={current}>
                    {i18n._(item.label)}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </Header>
  );
}
