import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { FullScreenSpinner } from '../components/full-screen-spinner';
import { HYDRATED_EVENT } from './hydration';
import { RouteAnnouncer } from './route-announcer';
import { switchLanguage } from '../lib/i18n/i18n-instance';
import { detectBrowserLanguage, isAdminPath, languageFromPath } from '../lib/i18n/detect-language';
import { isLang } from '../lib/i18n/languages';
import { useSessionUser } from '../lib/session/session';

// useLayoutEffect only in the browser (the server renders with the request's language already active).
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Keeps the interface language right: the path decides on the public site,
 * the signed-in user's stored language (else storage/browser) in the admin.
 */
function LanguageSync() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const user = useSessionUser();
  useBrowserLayoutEffect(() => {
    const wanted = isAdminPath(pathname)
      ? user && isLang(user.language)
        ? user.language
        : detectBrowserLanguage(pathname)
      : languageFromPath(pathname);
    void switchLanguage(i18n, wanted).then(() => (document.documentElement.lang = wanted));
  }, [i18n, pathname, user]);
  return null;
}

/** Smoothly scrolls to the top when the path changes (not on the first render). */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}

/** Marks the document once React has taken over the server's markup (browser tests wait for it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}

function NavigationSpinner() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? <FullScreenSpinner overlay /> : null;
}

export function RootLayout() {
  return (
    <>
      <LanguageSync />
      <ScrollToTop />
      <RouteAnnouncer />
      <HydrationMarker />
      <NavigationSpinner />
      <Outlet />
    </>
  );
}
