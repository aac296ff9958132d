import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { rememberLanguage } from '../../lib/i18n/detect-language';
import { twinPath } from '../../lib/i18n/paths';

/** Goes to the same page in the other language; its text is that language's name, in that language. */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const twin = twinPath(pathname, search);
  return (
    <Button
      component={RouterLink}
      to={twin.path}
      hrefLang={twin.lang}
      lang={twin.lang}
      size="small"
      variant="outlined"
      color="inherit"
      onClick={() => rememberLanguage(twin.lang)}
      sx={{ minWidth: 0, px: 1.25, fontWeight: 700, letterSpacing: '0.04em', textTransform: 'none' }}
    >
      {/* The visible word is the link's name (axe: label-content-name-mismatch), in the language it leads to. */}
      {twin.lang === 'en' ? 'English' : 'Türkçe'}
    </Button>
  );
}
