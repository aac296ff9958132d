import { useLocation } from 'react-router-dom';
import { SiteLink } from '../../lib/site-link';
import { rememberLanguage } from '../../lib/i18n/detect-language';
import { twinPath } from '../../lib/i18n/paths';

/**
 * Goes to the same page in the other language; its text is that language's name, in that language.
 * A plain link in the look of MUI's small outlined Button (the header's `.header-language-link`).
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const twin = twinPath(pathname, search);
  return (
    <SiteLink className="header-language-link" to={twin.path} hrefLang={twin.lang} lang={twin.lang} onClick={() => rememberLanguage(twin.lang)}>
      {/* The visible word is the link's name (axe: label-content-name-mismatch), in the language it leads to. */}
      {twin.lang === 'en' ? 'English' : 'Türkçe'}
    </SiteLink>
  );
}
