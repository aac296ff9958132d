import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../lib/i18n/languages';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

/** Header, main content and footer of every public and auth page. */
export function PublicLayout({ lang }: { lang: Lang }) {
  const { t } = useLingui();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 16, top: 16, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        {t`İçeriğe geç`}
      </Box>
      <PublicHeader lang={lang} />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <PublicFooter lang={lang} />
    </Box>
  );
}
