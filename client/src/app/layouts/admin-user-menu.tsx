import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import Logout from '@mui/icons-material/Logout';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { SignOutDocument } from '../../gql/graphql';
import { profileAdmin } from '../../features/admin/profile/profile.admin';
import type { Lang } from '../../lib/i18n/languages';
import { pathFor } from '../../lib/i18n/paths';
import { useSession, useSessionUser } from '../../lib/session/session';
import { useChangeLanguage } from '../../lib/session/use-change-language';
import { useToast } from '../../lib/toast/use-toast';

const LANGUAGE_NAMES: Record<Lang, string> = { tr: 'Türkçe', en: 'English' };

/** The signed-in user's name, a link to their profile, interface language (stored on the user) and sign-out. */
export function AdminUserMenu() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { changeLanguage } = useChangeLanguage();
  const [signOut] = useMutation(SignOutDocument);

  if (!user) return null;
  const close = () => setAnchor(null);

  const onLanguage = async (lang: Lang) => {
    close();
    await changeLanguage(lang);
  };

  const onSignOut = async () => {
    close();
    const lang = i18n.locale === 'en' ? 'en' : 'tr';
    try {
      await signOut();
      navigate(`${pathFor(lang, 'signIn')}?status=signedOut`, { replace: true });
      session.clear();
    } catch {
      toast.error(t`Çıkış yapılamadı. Lütfen tekrar deneyin.`);
    }
  };

  const initials = user.name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toLocaleUpperCase('tr');

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t`Hesap menüsü`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        color="inherit"
      >
        {/* The initials are drawn by CSS, not text: the button's name ("account menu") must contain
            its visible text (WCAG 2.5.3), and two letters like "EE" would not be in it. */}
        <Avatar src={user.avatarUrl ?? undefined} alt="" aria-hidden sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: '0.9rem' }}>
          <Box component="span" data-initials={initials} sx={{ '&::before': { content: 'attr(data-initials)' } }} />
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={user.name} secondary={user.email} />
        </MenuItem>
        <MenuItem component={RouterLink} to={profileAdmin.paths.list} onClick={close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t`Profil`} />
        </MenuItem>
        <Divider />
        {(['tr', 'en'] as const).map((lang) => (
          <MenuItem key={lang} onClick={() => onLanguage(lang)} selected={user.language === lang} lang={lang}>
            <ListItemIcon>{user.language === lang ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={LANGUAGE_NAMES[lang]} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={onSignOut}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t`Çıkış yap`} />
        </MenuItem>
      </Menu>
    </>
  );
}
