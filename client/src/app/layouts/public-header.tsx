import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { SITE_NAME } from '../../lib/head/head-context';
import type { Lang } from '../../lib/i18n/languages';
import { pathFor } from '../../lib/i18n/paths';
import { LanguageSwitch } from './language-switch';
import { PUBLIC_NAV } from './public-nav-items';

export function PublicHeader({ lang }: { lang: Lang }) {
  const { t, i18n } = useLingui();
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', py: 1, color: 'text.secondary' }}>
          <Typography variant="caption" sx={{ letterSpacing: '0.12em', textTransform: 'uppercase' }}>
            {t`Ankara · 1989'dan beri üç ayda bir`}
          </Typography>
          <LanguageSwitch />
        </Stack>
        <Box sx={{ textAlign: 'center', py: { xs: 2, md: 3 }, borderTop: 3, borderBottom: 1, borderColor: 'primary.main' }}>
          <Link component={RouterLink} to={pathFor(lang, 'home')} underline="none" color="primary" aria-label={t`${SITE_NAME} ana sayfa`}>
            <Typography component="span" sx={{ fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700, fontSize: { xs: '2.4rem', md: '3.6rem' }, lineHeight: 1.05, letterSpacing: '-0.02em', display: 'block' }}>
              {SITE_NAME}
            </Typography>
          </Link>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 0.5 }}>
            {t`Düşünce, kültür ve gündem dergisi`}
          </Typography>
        </Box>
        <Box component="nav" aria-label={t`Ana menü`} sx={{ overflowX: 'auto' }}>
          <Stack component="ul" direction="row" sx={{ listStyle: 'none', m: 0, p: 0, justifyContent: { md: 'center' }, gap: { xs: 2, md: 4 }, py: 1.5, whiteSpace: 'nowrap' }}>
            {PUBLIC_NAV.map((item) => (
              <li key={item.path}>
                <Link
                  component={NavLink}
                  to={pathFor(lang, item.path)}
                  color="text.primary"
                  sx={{ fontWeight: 600, fontSize: '0.95rem', '&.active': { color: 'secondary.main' } }}
                >
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
