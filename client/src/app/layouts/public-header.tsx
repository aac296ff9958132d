import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { SITE_NAME } from '../../lib/head/head-context';
import type { Lang } from '../../lib/i18n/languages';
import { pathFor } from '../../lib/i18n/paths';
import { LanguageSwitch } from './language-switch';
import { PUBLIC_NAV, sectionCurrent } from './public-nav-items';
import { serifFont } from '../../lib/theme';
import { CONTENT_LANG } from '../../lib/i18n/content-lang';

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
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', py: 1, color: 'text.secondary', gap: 1 }}>
          <Typography variant="caption" sx={{ letterSpacing: '0.12em', textTransform: 'uppercase', display: { xs: 'none', sm: 'block' } }}>
            {t`Ankara · 1989'dan beri · Üç aylık dergi`}
          </Typography>
          <Box sx={{ ml: 'auto' }}>
            <LanguageSwitch />
          </Box>
        </Stack>
        <Box sx={{ textAlign: 'center', py: { xs: 2, md: 3 }, borderTop: 3, borderBottom: 1, borderColor: 'primary.main' }}>
          <Link component={RouterLink} to={pathFor(lang, 'home')} underline="none" color="primary" aria-label={t`${SITE_NAME} ana sayfa`}>
            <Typography component="span" sx={{ fontFamily: serifFont, fontWeight: 700, fontSize: { xs: '2.4rem', md: '3.6rem' }, lineHeight: 1.05, letterSpacing: '-0.02em', display: 'block' }} lang={CONTENT_LANG}>
              {SITE_NAME}
            </Typography>
          </Link>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 0.5 }}>
            {t`Düşünce, kültür ve gündem dergisi`}
          </Typography>
        </Box>
        {/*
          One menu: a row on wide screens; on small ones a "Menü" button opens it as a column (the footer
          repeats every link, so the page stays navigable before the script runs).
        */}
        <Box component="nav" aria-label={t`Ana menü`} sx={{ py: { xs: 1, md: 0 } }}>
          <Button
            ref={menuButton}
            onClick={() => setMenuOpen(!menuOpen)}
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            startIcon={menuOpen ? <CloseIcon /> : <MenuIcon />}
            sx={{ display: { md: 'none' }, fontWeight: 700 }}
          >
            {t`Menü`}
          </Button>
          <Stack
            id="site-menu"
            component="ul"
            direction={{ xs: 'column', md: 'row' }}
            sx={{
              display: { xs: menuOpen ? 'flex' : 'none', md: 'flex' },
              listStyle: 'none',
              m: 0,
              p: 0,
              justifyContent: { md: 'center' },
              gap: { xs: 0, md: 4 },
              py: { xs: 1, md: 1.5 },
            }}
          >
            {PUBLIC_NAV.map((item) => {
              const current = sectionCurrent(lang, item.path, pathname);
              return (
                <Box component="li" key={item.path} sx={{ borderTop: { xs: 1, md: 0 }, borderColor: 'divider' }}>
                  <Link
                    component={RouterLink}
                    to={pathFor(lang, item.path)}
                    aria-current={current}
                    color={current ? 'secondary' : 'text.primary'}
                    underline="hover"
                    sx={{
                      fontWeight: 600,
                      fontSize: { xs: '1.05rem', md: '0.95rem' },
                      display: { xs: 'block', md: 'inline-block' },
                      py: { xs: 1.25, md: 0.5 },
                      px: { xs: 1, md: 0 },
                      whiteSpace: 'nowrap',
                      // Widths and style apart from the colour: a `border` shorthand would reset the colour.
                      borderStyle: 'solid',
                      borderWidth: 0,
                      borderBottomWidth: { md: 2 },
                      borderLeftWidth: { xs: 4, md: 0 },
                      borderColor: current ? 'secondary.main' : 'transparent',
                    }}
                  >
                    {i18n._(item.label)}
                  </Link>
                </Box>
              );
            })}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
