import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import { useState } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { SignInAgainDialog } from '../../features/auth/sign-in-dialog';
import { ADMIN_BASE } from '../../lib/admin-paths';
import { SITE_NAME } from '../../lib/head/head-context';
import { AdminNav } from './admin-nav';
import { AdminUserMenu } from './admin-user-menu';
import { MAIN_ID, SkipLink } from './skip-link';

const DRAWER_WIDTH = 264;

/** App bar + side drawer (permanent on desktop, temporary on phones; CSS decides, so SSR matches). */
export function AdminLayout() {
  const { t } = useLingui();
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="fixed" color="primary" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => setMobileOpen(true)}
            aria-label={t`Menüyü aç`}
            sx={{ mr: 1, display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Link component={RouterLink} to={ADMIN_BASE} color="inherit" underline="none" sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="span" noWrap>
              {SITE_NAME}
              <Typography component="span" sx={{ ml: 1, opacity: 0.75, fontFamily: 'inherit', fontStyle: 'italic' }}>
                {t`Yönetim`}
              </Typography>
            </Typography>
          </Link>
          <AdminUserMenu />
        </Toolbar>
      </AppBar>
      <Box component="nav" aria-label={t`Yönetim menüsü`} sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Toolbar />
          <AdminNav onNavigate={() => setMobileOpen(false)} />
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', bgcolor: 'background.paper' } }}
        >
          <Toolbar />
          <AdminNav />
        </Drawer>
      </Box>
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 }, '&:focus': { outline: 'none' } }}>
        <Toolbar />
        <Outlet />
        <SignInAgainDialog />
      </Box>
    </Box>
  );
}
