import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Check from '@mui/icons-material/Check';
import Logout from '@mui/icons-material/Logout';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { ChangeLanguageDocument, SignOutDocument } from '../../gql/graphql';
import { rememberLanguage } from '../../lib/i18n/detect-language';
import type { Lang } from '../../lib/i18n/languages';
import { pathFor } from '../../lib/i18n/paths';
import { useSession, useSessionUser } from '../../lib/session/session';
import { useToast } from '../../lib/toast/use-toast';

const LANGUAGE_NAMES: Record<Lang, string> = { tr: 'Türkçe', en: 'English' };

/** The signed-in user's name, interface language (stored on the user) and sign-out. */
export function AdminUserMenu() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changeLanguage] = useMutation(ChangeLanguageDocument);
  const [signOut] = useMutation(SignOutDocument);

  if (!user) return null;
  const close = () => setAnchor(null);

  const onLanguage = async (lang: Lang) => {
    close();
    if (lang === user.language) return;
    try {
      const result = await changeLanguage({ variables: { input: { language: lang } } });
      if (result.data) session.setUser(result.data.changeLanguage);
      rememberLanguage(lang);
    } catch {
      toast.error(t`Dil değiştirilemedi. Lütfen tekrar deneyin.`);
    }
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
        <Avatar src={user.avatarUrl ?? undefined} alt="" sx={{ width: 34, height: 34, bgcolor: 'secondary.main', fontSize: '0.9rem' }}>
          {initials}
        </Avatar>
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={user.name} secondary={user.email} />
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
