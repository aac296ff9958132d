import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { rememberLanguage } from '../../lib/i18n/detect-language';
import { twinPath } from '../../lib/i18n/paths';

/** Goes to the same page in the other language. */
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
      aria-label={twin.lang === 'en' ? 'English version' : 'Türkçe sürüm'}
      title={twin.lang === 'en' ? 'English' : 'Türkçe'}
      sx={{ minWidth: 0, px: 1.25, fontWeight: 700, letterSpacing: '0.08em' }}
    >
      {twin.lang === 'en' ? 'EN' : 'TR'}
    </Button>
  );
}
